import { checkField } from '../../contracts/field-rules';
import { subscriberEmailRule } from '../../contracts/rules';

/**
 * The rule of the subscribe forms (footer newsletter and email-capture banners), as the server
 * checks it (src/contracts/subscriptions.ts): the trimmed address must not be empty (spec section
 * 5), must look like an address and fit RFC 5321's length. Plain code, without zod, on purpose:
 * these forms are on every page (docs/decisions/004). Returns the trimmed address, or the refusal.
 */
export function checkSubscribeEmail(value: string): { value: string; error?: string } {
  return checkField(subscriberEmailRule, value);
}
