import type { FastifyPluginAsync } from 'fastify';
import { contactMessageBody } from '../../src/contracts/contact';
import { subscribeBody, subscribeQuery, unsubscribeBody, type Acknowledgement } from '../../src/contracts/subscriptions';
import { submitOnce } from '../idempotency';
import { saveContactMessage } from '../store/contact-messages';
import type { Store } from '../store/open-store';
import { subscribe, unsubscribe } from '../store/subscriptions';
import { parseWith, requireJson } from '../validate';

/**
 * POST /api/contact/subscribe, /unsubscribe and /contact-us (spec section 7). A contact message
 * queues a mail to `mail.salesEmail`. Each is stored once per Idempotency-Key (server/idempotency.ts).
 */
export const contactRoutes: FastifyPluginAsync<{ store: Store; mail: { salesEmail: string } }> = async (app, { store, mail }) => {
  app.post('/api/contact/subscribe', { preValidation: requireJson }, async (request, reply) => {
    const { type } = parseWith(subscribeQuery, request.query);
    const { subscriberEmail } = parseWith(subscribeBody, request.body);
    return submitOnce(
      request,
      reply,
      store.db,
      { type, subscriberEmail },
      (idempotency) => subscribe(store.db, subscriberEmail, type, idempotency),
      () => ({ message: 'Subscribed.' }) satisfies Acknowledgement,
    );
  });

  app.post('/api/contact/unsubscribe', { preValidation: requireJson }, async (request, reply) => {
    const { subscriberEmail } = parseWith(unsubscribeBody, request.body);
    return submitOnce(
      request,
      reply,
      store.db,
      { subscriberEmail },
      (idempotency) => unsubscribe(store.db, subscriberEmail, idempotency),
      // The same answer whether or not the address was subscribed: the call must not reveal who is.
      () => ({ message: 'Unsubscribed.' }) satisfies Acknowledgement,
    );
  });

  app.post('/api/contact/contact-us', { preValidation: requireJson }, async (request, reply) => {
    const message = parseWith(contactMessageBody, request.body);
    return submitOnce(
      request,
      reply,
      store.db,
      message,
      (idempotency) => saveContactMessage(store.db, message, { to: mail.salesEmail }, idempotency),
      () => ({ message: 'Message received.' }) satisfies Acknowledgement,
    );
  });
};
