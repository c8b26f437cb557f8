import type { FastifyPluginAsync } from 'fastify';
import { submitOnce } from '../submissions/submit-once';
import { saveContactMessage } from '../submissions/contact-message';
import type { Store } from '../store/open-store';
import { subscribe, unsubscribe } from '../store/subscriptions';
import { registerPublicCall } from './public-call';

/**
 * POST /api/contact/subscribe, /unsubscribe and /contact-us (spec section 7). A contact message
 * queues a mail to SALES_EMAIL (and, with `mail.acknowledge`, a short one to the sender). Each is stored once per Idempotency-Key (server/idempotency.ts).
 */
export const contactRoutes: FastifyPluginAsync<{ store: Store; mail: { acknowledge: boolean } }> = async (app, { store, mail }) => {
  registerPublicCall(app, 'subscribe', async (request, reply) => {
    const { type } = request.query;
    const { subscriberEmail } = request.body;
    return submitOnce(request, reply, store, {
      content: { type, subscriberEmail },
      save: (at, idempotency) => subscribe(store.db, subscriberEmail, type, at, idempotency),
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
      answer: () => ({ message: 'Message received.' }),
    });
  });
};
