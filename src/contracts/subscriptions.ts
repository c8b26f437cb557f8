import * as z from 'zod/mini';
import { validationMessages } from './content';
import { fieldSchema } from './fields';
import { subscriberEmailRule } from './rules';

/** POST /api/contact/subscribe?type={type} and POST /api/contact/unsubscribe (spec section 7). */

const subscriptionTypes = ['Newsletter', 'contactACS'] as const;
export type SubscriptionType = (typeof subscriptionTypes)[number];

export const subscribeQuery = z.object({
  type: z.enum(subscriptionTypes, validationMessages.subscriptionType),
});

const subscriberEmail = fieldSchema(subscriberEmailRule);

export const subscribeBody = z.object({ subscriberEmail });
export type SubscribeBody = z.input<typeof subscribeBody>;

/** The unsubscribe page sends the address in the subscription's own field name. */
export const unsubscribeBody = z.object({ subscriberEmail });
export type UnsubscribeBody = z.input<typeof unsubscribeBody>;

/** The answer of both calls and of a contact message: a sentence for people reading the API. */
export const acknowledgement = z.object({ message: z.string() });
export type Acknowledgement = z.infer<typeof acknowledgement>;

/** A contact message's answer: past the spec (issue 40, point 4), its reference and whether a confirmation mail is on its way. */
export const messageReceipt = z.object({
  message: z.string(),
  reference: z.optional(z.string()),
  confirmationMailed: z.optional(z.boolean()),
});
export type MessageReceipt = z.infer<typeof messageReceipt>;

/**
 * Job alerts (issue 40, point 3): an address and the kinds of job it wants to hear of (the careers
 * filters' categories, by name, as a vacancy stores its category). Confirmed by a mailed link, as a newsletter subscription is.
 */
export const jobAlertsBody = z.object({
  subscriberEmail,
  // Checked against the careers filters' categories by the server (src/content/jobs.ts, a layer above this one).
  categories: z
    .array(z.string(validationMessages.jobAlertCategory).check(z.maxLength(60, validationMessages.jobAlertCategory)), {
      error: validationMessages.jobAlertCategories,
    })
    .check(z.minLength(1, validationMessages.jobAlertCategories), z.maxLength(20, validationMessages.jobAlertCategory)),
});
export type JobAlertsBody = z.input<typeof jobAlertsBody>;

/** The token of a link mailed to a subscriber: 32 random bytes, base64url. */
const linkToken = z.string(validationMessages.linkToken).check(z.regex(/^[A-Za-z0-9_-]{43}$/, validationMessages.linkToken));

/** The confirmation link's page and the unsubscribe link's page send the link's token. */
export const tokenBody = z.object({ token: linkToken });
export type TokenBody = z.input<typeof tokenBody>;

/** RFC 8058's one-click unsubscribe: a mail client POSTs to the List-Unsubscribe address, the token in its query. */
export const oneClickQuery = z.object({ token: linkToken });

/** What a confirmation confirmed: the newsletter, or job alerts for these categories. */
export const confirmedSubscription = z.object({
  message: z.string(),
  type: z.enum(['Newsletter', 'JobAlerts']),
  categories: z.array(z.string()),
});
export type ConfirmedSubscription = z.infer<typeof confirmedSubscription>;
