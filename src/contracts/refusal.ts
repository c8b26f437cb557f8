import type { FieldRule } from './field-rules';

/**
 * The fields a server refusal names, read from its detail (server/validate.ts writes it): a field is
 * named by its own sentence of the spec ('Company name is required.') or by its name before the reason
 * ('company: At most 200 characters.'). A form shows each reason at its field, and names the field in
 * its failure message; the problem itself keeps the spec's four members.
 */
export function refusedFields<Name extends string>(detail: string, rules: Record<Name, FieldRule>): Partial<Record<Name, string>> {
  const named: Partial<Record<Name, string>> = {};
  for (const name of Object.keys(rules) as Name[]) {
    const rule = rules[name];
    const own = [rule.required, rule.kind === 'email' ? rule.invalid : undefined].find((sentence) => sentence && detail.includes(sentence));
    const reason = own ?? reasonAfter(detail, `${name}: `);
    if (reason) named[name] = reason;
  }
  return named;
}

/** The sentence after `prefix` where it starts the detail or one of its sentences. */
function reasonAfter(detail: string, prefix: string): string | undefined {
  // With a space in front, a prefix at the very start is found like any other.
  const at = ` ${detail}`.indexOf(` ${prefix}`);
  if (at === -1) return undefined;
  const rest = detail.slice(at + prefix.length);
  const end = rest.search(/\.(\s|$)/);
  return end === -1 ? rest : rest.slice(0, end + 1);
}
