import * as z from 'zod/mini';
import { validationMessages } from './content';
import { email, multiLineText, text } from './fields';
import { limits } from './limits';

/** POST /api/contact/contact-us (spec sections 3, 5 and 7). */
const messages = validationMessages.contact;

export const contactMessageBody = z.object({
  fullName: text(limits.maxShortText, messages.fullNameRequired),
  email: email(messages.emailRequired, messages.emailInvalid),
  company: text(limits.maxShortText, messages.companyRequired),
  messageBody: multiLineText(limits.maxLongText, messages.messageRequired),
});
export type ContactMessageBody = z.input<typeof contactMessageBody>;
export type ContactMessage = z.output<typeof contactMessageBody>;
