import { textMessages, validationMessages } from '../../contracts/content';

/** The contact-us form (spec sections 3 to 5 and 8). */
export const contactFormContent = {
  label: 'Contact form',
  fields: {
    fullName: { label: 'Full name', placeholder: 'e.g. Ama Mensah' },
    email: { label: 'Email', placeholder: 'you@company.com' },
    company: { label: 'Company', placeholder: 'Your company or organisation' },
    messageBody: { label: 'Message', placeholder: 'Tell us about your project or question' },
  },
  submitLabel: 'Send Message',
  pendingLabel: 'Sending...',
  errors: { ...validationMessages.contact, ...textMessages },
  success: 'Message sent successfully.',
  /** The confirmation panel after a message is sent (issue 40, point 4). */
  confirmation: {
    heading: 'Message sent',
    referenceLabel: 'Your reference is',
    nextHeading: 'What happens next',
    next: 'Our team reads every message and will answer you by e-mail, usually within two working days. Quote your reference if you write to us again.',
    mailed: 'We have sent you an e-mail that confirms we received your message.',
  },
  failure: 'Failed to send message. Try again.',
  /** The server refused fields the form let through: each by its label, with the server's reason. */
  refused: (reasons: string): string => `Failed to send message. ${reasons}`,
} as const;
