import type { ApplicationFileKey, ApplicationKey } from './applications';
import { validationMessages } from './content';
import type { EmailRule, FieldRule, TextRule } from './field-rules';
import { limits } from './limits';

/**
 * The field rules of each form the site sends, as plain data (./field-rules.ts): the contracts build
 * their zod schemas from them for the server, the forms check with them in the browser. No zod
 * here: the subscribe forms of every page read this module.
 */

const messages = validationMessages.contact;

/** The rules of the contact form's fields, for the form (plain code) and the server (zod). */
export const contactRules = {
  fullName: { kind: 'text', max: limits.maxShortText, required: messages.fullNameRequired },
  email: { kind: 'email', max: limits.maxEmailLength, required: messages.emailRequired, invalid: messages.emailInvalid },
  company: { kind: 'text', max: limits.maxShortText, required: messages.companyRequired },
  messageBody: { kind: 'text', max: limits.maxLongText, required: messages.messageRequired, multiLine: true },
} as const satisfies { fullName: TextRule; email: EmailRule; company: TextRule; messageBody: TextRule };

/** The rule of the subscribe and unsubscribe forms' one field (spec section 5 gives one sentence for both refusals). */
export const subscriberEmailRule: EmailRule = {
  kind: 'email',
  max: limits.maxEmailLength,
  required: validationMessages.emailEmpty,
  invalid: validationMessages.emailEmpty,
};

const application = validationMessages.application;

const optionalShort: TextRule = { kind: 'text', max: limits.maxShortText };

/** The rules of the application's text fields, for the form and the server. */
export const applicationRules = {
  JobTitle: optionalShort,
  JobCategory: optionalShort,
  FirstName: { kind: 'text', max: limits.maxShortText, required: application.firstNameRequired },
  LastName: { kind: 'text', max: limits.maxShortText, required: application.lastNameRequired },
  EmailAddress: { kind: 'email', max: limits.maxEmailLength, required: application.emailRequired, invalid: application.emailInvalid },
  Location: optionalShort,
  YearsOfExperience: optionalShort,
  ApplicationType: optionalShort,
  SalaryExpectation: {
    kind: 'text',
    max: limits.maxShortText,
    pattern: { regex: /^\d{1,12}(\.\d{1,2})?$/, message: 'SalaryExpectation must be an amount such as 2500.00.' },
  },
  PhoneNumber: {
    kind: 'text',
    max: limits.maxShortText,
    pattern: { regex: /^[\d\s()+-]*$/, message: 'PhoneNumber may hold only digits, spaces and + - ( ).' },
  },
  HighestQualification: optionalShort,
} as const satisfies Record<Exclude<ApplicationKey, ApplicationFileKey>, FieldRule>;
