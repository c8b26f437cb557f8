import { emailPattern } from '../../contracts/email';

/**
 * The rule of the subscribe forms (footer newsletter and email-capture banners): the trimmed
 * address must not be empty (spec section 5) and must look like an address (what the browser's
 * email type would refuse). Written without zod on purpose: these forms are on every page, and
 * zod in the entry chunk drags in every schema type any page uses (docs/decisions/004).
 * Returns the trimmed address, or null when it is refused.
 */
export function validSubscribeEmail(value: string): string | null {
  const email = value.trim();
  return email && emailPattern.test(email) ? email : null;
}
