import * as z from 'zod/mini';
import { hasRefusedCharacters } from './characters';
import { textMessages } from './content';
import { emailPattern } from './email';
import { tooLongMessage, type EmailRule, type FieldRule, type TextRule } from './field-rules';
import { maxRecordId, recordIdPattern } from './record-id';

/** Building blocks of the call contracts: each field rule written once (./field-rules.ts), as zod. */

/** Refuses control characters and bidi overrides (./characters.ts), and stops there: the other checks would only add noise. */
function plainCharacters(multiLine: boolean) {
  return z.refine<string>((value) => !hasRefusedCharacters(value, multiLine), { error: textMessages.refusedCharacters, abort: true });
}

function textSchema({ max, required, multiLine = false, pattern }: TextRule) {
  const checks = [
    plainCharacters(multiLine),
    z.maxLength(max, tooLongMessage(max)),
    // As in checkField: an empty optional value has no shape to check.
    ...(pattern ? [z.refine<string>((value) => value === '' || pattern.regex.test(value), pattern.message)] : []),
  ] as const;
  return required
    ? z
        .string({ error: (issue) => (issue.input === undefined ? required : undefined) })
        .check(z.trim(), z.minLength(1, { error: required, abort: true }), ...checks)
    : z.string().check(z.trim(), ...checks);
}

/** A trimmed, lower-cased e-mail address matching the spec's pattern. */
function emailSchema({ max, required, invalid }: EmailRule) {
  return z
    .string(required)
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(max, { error: tooLongMessage(max), abort: true }),
      plainCharacters(false),
      z.regex(emailPattern, invalid),
      z.toLowerCase(),
    );
}

/** The zod form of one field rule. */
export function fieldSchema(rule: FieldRule) {
  return rule.kind === 'email' ? emailSchema(rule) : textSchema(rule);
}

/**
 * The zod object of a form's fields by their rules; a field that is not required may be left out
 * and is then stored as empty, as a form sends it.
 */
export function fieldsSchema<Rules extends Record<string, FieldRule>>(rules: Rules) {
  const shape = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [name, rule.required ? fieldSchema(rule) : z._default(fieldSchema(rule), '')]),
  );
  return z.object(shape as { [Name in keyof Rules]: ReturnType<typeof fieldSchema> });
}

/** A trimmed string that may hold line breaks and tabs (a message, a description). */
export function multiLineText(max: number, required?: string) {
  return textSchema({ kind: 'text', max, required, multiLine: true });
}

/** A whole number from 1 to `max`, given as a number or as digits matching `digits` (query strings, JSON ids). */
function wholeNumber(message: string, digits: RegExp, max: number) {
  return z.union([
    z.number(message).check(z.int(message), z.positive(message), z.maximum(max, message)),
    z.pipe(
      z.string(message).check(z.regex(digits, message)),
      z.transform((text: string) => Number(text)),
    ),
  ]);
}

/** A page number or size: a positive whole number, as a number or as digits (leading zeros allowed, as query strings have them). */
export function positiveInt(message: string) {
  return wholeNumber(message, /^0*[1-9]\d{0,8}$/, 2_147_483_647);
}

/** The id of a vacancy or an article (./record-id.ts): a number, or its digits written as the rule says. */
export function recordId(message: string) {
  return wholeNumber(message, recordIdPattern, maxRecordId);
}
