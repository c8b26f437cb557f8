// The two subscribe forms, one chunk for both: the footer's newsletter is on every page, and the
// email-capture banner on most, so they come together (one request) rather than apart.
export { EmailCaptureForm } from './email-capture-form';
export { NewsletterForm } from './newsletter-form';
