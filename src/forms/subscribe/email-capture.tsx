import { island } from '../../hydration/island';

/** The email-capture banner (email-capture-form.tsx) as an island: its form code comes after the page's. */
export const EmailCapture = island(() => import('./subscribe-forms').then((module) => module.EmailCaptureForm));
