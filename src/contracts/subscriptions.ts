import * as z from 'zod/mini';
import { validationMessages } from './content';
import { email } from './fields';

/** POST /api/contact/subscribe?type={type} and POST /api/contact/unsubscribe (spec section 7). */

const subscriptionTypes = ['Newsletter', 'contactACS'] as const;
export type SubscriptionType = (typeof subscriptionTypes)[number];

export const subscribeQuery = z.object({
  type: z.enum(subscriptionTypes, validationMessages.subscriptionType),
});

const subscriberEmail = email(validationMessages.emailEmpty, validationMessages.emailEmpty);

export const subscribeBody = z.object({ subscriberEmail });
export type SubscribeBody = z.input<typeof subscribeBody>;

/** The unsubscribe page sends the address in the subscription's own field name. */
export const unsubscribeBody = z.object({ subscriberEmail });
export type UnsubscribeBody = z.input<typeof unsubscribeBody>;

/** The answer of both calls: a sentence for people reading the API. */
export type Acknowledgement = { message: string };
