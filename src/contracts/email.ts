/** The part before the at sign: no space, no at sign, no control or bidi control character (an address holds none). */
const local = String.raw`[^\s@\p{Cc}\p{Bidi_Control}]+`;

/**
 * A domain's label: letters (any script, for an internationalised domain), digits and hyphens; so no
 * `?`, `&`, `%`, `/` or `#` can ride in a domain into a `mailto:` link or a mail header.
 */
const label = String.raw`[\p{L}\p{M}\p{N}-]+`;

/**
 * Text, an at sign, a domain of at least two labels joined by dots: the e-mail check of spec section
 * 5 ("text, an at sign, text, a dot, text"), the domain checked as a domain. Used by every form, the
 * server and the command line.
 */
export const emailPattern = new RegExp(`^${local}@${label}(?:\\.${label})+$`, 'u');

/**
 * A `mailto:` link built from its parts (RFC 6068): the address's two halves percent-encoded, so that
 * nothing in an address a visitor typed adds a header (`?cc=`) or another recipient to the link.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}
