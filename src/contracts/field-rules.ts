import { hasRefusedCharacters } from './characters';
import { textMessages } from './content';
import { emailPattern } from './email';

/**
 * The rule of each text field a visitor sends, as plain data: the server builds its zod contracts from
 * these (./fields.ts) and the forms check with `checkField` (plain code: zod stays out of the pages
 * that must stay small), so a form refuses exactly what the server would, length caps included.
 */
export type TextRule = {
  readonly kind: 'text';
  readonly max: number;
  /** The message for a blank value; absent, the field may be empty. */
  readonly required?: string;
  /** A message or a description: line breaks and tabs are kept. */
  readonly multiLine?: boolean;
  /** A shape the trimmed value must have (an empty optional value is not checked). */
  readonly pattern?: { readonly regex: RegExp; readonly message: string };
};

export type EmailRule = { readonly kind: 'email'; readonly max: number; readonly required: string; readonly invalid: string };

export type FieldRule = TextRule | EmailRule;

/** The message for a value longer than its field takes. */
export const tooLongMessage = (max: number) => `At most ${max} characters.`;

/**
 * Checks one value as the server will: trimmed, then required, then (for an address) its length,
 * the characters no field takes, the length and the shape, in the contracts' order. Returns the
 * trimmed value and the first refusal.
 */
export function checkField(rule: FieldRule, raw: string): { value: string; error?: string } {
  const value = raw.trim();
  const refuse = (error: string) => ({ value, error });
  if (!value) return rule.required ? refuse(rule.required) : { value };
  if (rule.kind === 'email') {
    if (value.length > rule.max) return refuse(tooLongMessage(rule.max));
    if (hasRefusedCharacters(value)) return refuse(textMessages.refusedCharacters);
    return emailPattern.test(value) ? { value } : refuse(rule.invalid);
  }
  if (hasRefusedCharacters(value, rule.multiLine)) return refuse(textMessages.refusedCharacters);
  if (value.length > rule.max) return refuse(tooLongMessage(rule.max));
  if (rule.pattern && !rule.pattern.regex.test(value)) return refuse(rule.pattern.message);
  return { value };
}

/** Checks every field of a form by its rule: the trimmed values, and one message per refused field. */
export function checkFields<Rules extends Record<string, FieldRule>>(
  rules: Rules,
  raw: Record<keyof Rules, string>,
): { values: Record<keyof Rules, string>; errors: Partial<Record<keyof Rules, string>> } {
  const values = {} as Record<keyof Rules, string>;
  const errors: Partial<Record<keyof Rules, string>> = {};
  for (const name of Object.keys(rules) as (keyof Rules)[]) {
    const { value, error } = checkField(rules[name]!, raw[name]);
    values[name] = value;
    if (error) errors[name] = error;
  }
  return { values, errors };
}
