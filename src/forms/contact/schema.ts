import type { Resolver } from 'react-hook-form';
import { contactRules } from '../../contracts/rules';
import { checkFields } from '../../contracts/field-rules';

export type ContactValues = { fullName: string; email: string; company: string; messageBody: string };
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/**
 * The contact-us rules of spec section 5, as the server checks them (src/contracts/contact.ts):
 * every field trimmed and required, the e-mail also text@text.text, no control characters
 * (docs/decisions/168), and the server's length caps; one message per field. Plain code rather
 * than zod: zod would add 6 KB gzip to a page that must stay within its budget (docs/decisions/142).
 */
export function validateContact(raw: ContactValues): { values: ContactValues; errors: ContactErrors } {
  return checkFields(contactRules, raw);
}

/** The rules as a react-hook-form resolver: trimmed values when valid, else one error per field. */
export const contactResolver: Resolver<ContactValues> = (raw) => {
  const { values, errors } = validateContact(raw);
  const entries = Object.entries(errors);
  if (!entries.length) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(entries.map(([name, message]) => [name, { type: 'validate', message }])),
  };
};
