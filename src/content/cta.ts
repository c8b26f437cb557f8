import { validationMessages } from '../contracts/content';
/**
 * The shared email-capture banner ("get in touch") shown on Home, About and other pages.
 * Subscribes with type=contactACS (spec sections 4, 5 and 8).
 */
export const ctaContent = {
  heading: 'Ready to Innovate Your Project?',
  paragraph:
    'Tell us where to reach you and our sales team will get in touch to discuss your goals, ' +
    'your timeline and the right team to deliver it.',
  button: 'Get Started',
  pending: 'Submitting',
  placeholder: 'Help us with your email here!',
  inputLabel: 'Email address',
  messages: {
    empty: validationMessages.emailEmpty,
    success: 'Email sent. The sales team will reach out to you soon.',
    failure: 'Failed to send message. Try again.',
  },
} as const;
