import type { Resolver } from 'react-hook-form';
import { hasRefusedCharacters } from '../../contracts/characters';
import { emailPattern } from '../../contracts/email';

export type ContactErrorMessages = {
  fullNameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  companyRequired: string;
  messageRequired: string;
  refusedCharacters: string;
};

export type ContactValues = { fullName: string; email: string; company: string; messageBody: string };
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/**
 * The contact-us rules of spec section 5: every field trimmed and required, the e-mail also
 * text@text.text, and no control characters (the server's rule, docs/decisions/168); no length
 * limits; one message per field. Plain code rather than zod: zod would
 * add 6 KB gzip to a page that must stay within its 120 KB budget (docs/decisions/142).
 */
export function validateContact(raw: ContactValues, messages: ContactErrorMessages): { values: ContactValues; errors: ContactErrors } {
  const values: ContactValues = {
    fullName: raw.fullName.trim(),
    email: raw.email.trim(),
    company: raw.company.trim(),
    messageBody: raw.messageBody.trim(),
  };
  const errors: ContactErrors = {};
  if (!values.fullName) errors.fullName = messages.fullNameRequired;
  if (!values.email) errors.email = messages.emailRequired;
  else if (!emailPattern.test(values.email)) errors.email = messages.emailInvalid;
  if (!values.company) errors.company = messages.companyRequired;
  if (!values.messageBody) errors.messageBody = messages.messageRequired;
  for (const key of ['fullName', 'company', 'messageBody'] as const) {
    if (!errors[key] && hasRefusedCharacters(values[key], key === 'messageBody')) errors[key] = messages.refusedCharacters;
  }
  return { values, errors };
}

/** The rules as a react-hook-form resolver: trimmed values when valid, else one error per field. */
export function contactResolver(messages: ContactErrorMessages): Resolver<ContactValues> {
  return (raw) => {
    const { values, errors } = validateContact(raw, messages);
    const entries = Object.entries(errors);
    if (!entries.length) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(entries.map(([name, message]) => [name, { type: 'validate', message }])),
    };
  };
}
