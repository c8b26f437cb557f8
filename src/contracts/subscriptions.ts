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
