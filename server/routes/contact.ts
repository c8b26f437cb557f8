import type { FastifyPluginAsync } from 'fastify';
import { submitOnce } from '../submissions/submit-once';
import { saveContactMessage } from '../submissions/contact-message';
import type { Store } from '../store/open-store';
import { unsubscribe } from '../store/subscriptions';
import { saveSubscription } from '../submissions/subscription';
import type { Stored } from '../store/submission-rows';
import { pageOfOriginOf } from './page-of-origin';
import { registerPublicCall } from './public-call';

/**
 * POST /api/contact/subscribe, /unsubscribe and /contact-us (spec section 7). A contact message
 * queues a mail to SALES_EMAIL (and, with `mail.acknowledge`, a short one to the sender); so does an
 * address left for the sales team (a lead, with the page it was left on). Each is stored once per Idempotency-Key (server/idempotency.ts).
 */
export const contactRoutes: FastifyPluginAsync<{ store: Store; mail: { acknowledge: boolean; siteOrigin: string } }> = async (
  app,
  { store, mail },
) => {
  registerPublicCall(app, 'subscribe', async (request, reply) => {
    const { type } = request.query;
    const { subscriberEmail } = request.body;
    const pageOfOrigin = pageOfOriginOf(request, mail.siteOrigin);
    return submitOnce(request, reply, store, {
      content: { type, subscriberEmail },
      save: (at, idempotency) =>
        saveSubscription(
          store.db,
          { email: subscriberEmail, type, pageOfOrigin },
          { to: 'SALES_EMAIL', siteUrl: mail.siteOrigin },
          at,
          idempotency,
        ),
      answer: () => ({ message: 'Subscribed.' }),
    });
  });

  registerPublicCall(app, 'unsubscribe', async (request, reply) => {
    const { subscriberEmail } = request.body;
    return submitOnce(request, reply, store, {
      content: { subscriberEmail },
      save: (at, idempotency) => unsubscribe(store.db, subscriberEmail, at, idempotency),
      // The same answer whether or not the address was subscribed: the call must not reveal who is.
      answer: () => ({ message: 'Unsubscribed.' }),
    });
  });

  registerPublicCall(app, 'sendContactMessage', async (request, reply) => {
    const message = request.body;
    return submitOnce(request, reply, store, {
      content: message,
      save: (at, idempotency) =>
        saveContactMessage(store.db, message, { to: 'SALES_EMAIL', acknowledge: mail.acknowledge }, at, idempotency),
      answer: ({ reference }: Stored) => ({ message: 'Message received.', reference, confirmationMailed: mail.acknowledge }),
    });
  });
};
