import * as z from 'zod/mini';
import { hasRefusedCharacters } from './characters';
import { textMessages } from './content';
import { emailPattern } from './email';
import { limits } from './limits';

/** Building blocks of the call contracts: each field rule written once. */

/** Refuses control characters and bidi overrides (./characters.ts), and stops there: the other checks would only add noise. */
function plainCharacters(multiLine: boolean) {
  return z.refine<string>((value) => !hasRefusedCharacters(value, multiLine), { error: textMessages.refusedCharacters, abort: true });
}

function textOf(max: number, required: string | undefined, multiLine: boolean) {
  const withinLimits = [plainCharacters(multiLine), z.maxLength(max, `At most ${max} characters.`)] as const;
  return required
    ? z
        .string({ error: (issue) => (issue.input === undefined ? required : undefined) })
        .check(z.trim(), z.minLength(1, { error: required, abort: true }), ...withinLimits)
    : z.string().check(z.trim(), ...withinLimits);
}

/** A trimmed string on one line; `required` gives the message for a blank value. */
export function text(max: number, required?: string) {
  return textOf(max, required, false);
}

/** A trimmed string that may hold line breaks and tabs (a message, a description). */
export function multiLineText(max: number, required?: string) {
  return textOf(max, required, true);
}

/** A trimmed, lower-cased e-mail address matching the spec's pattern. */
export function email(requiredMessage: string, invalidMessage: string) {
  return z
    .string(requiredMessage)
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.maxLength(limits.maxEmailLength, { error: `At most ${limits.maxEmailLength} characters.`, abort: true }),
      plainCharacters(false),
      z.regex(emailPattern, invalidMessage),
      z.toLowerCase(),
    );
}

/** A positive whole number given as a number or as digits (query strings, form fields). */
export function positiveInt(message: string) {
  return z.union([
    z.number(message).check(z.int(message), z.positive(message), z.maximum(2_147_483_647, message)),
    z.pipe(
      z.string(message).check(z.regex(/^0*[1-9]\d{0,8}$/, message)),
      z.transform((digits: string) => Number(digits)),
    ),
  ]);
}
