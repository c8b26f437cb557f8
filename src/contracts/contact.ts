import type * as z from 'zod/mini';
import { fieldsSchema } from './fields';
import { contactRules } from './rules';

/** POST /api/contact/contact-us (spec sections 3, 5 and 7). */

export const contactMessageBody = fieldsSchema(contactRules);
export type ContactMessageBody = z.input<typeof contactMessageBody>;
export type ContactMessage = z.output<typeof contactMessageBody>;
