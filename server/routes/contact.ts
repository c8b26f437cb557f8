import type { FastifyPluginAsync } from 'fastify';
import { contactMessageBody } from '../../src/contracts/contact';
import { subscribeBody, subscribeQuery, unsubscribeBody, type Acknowledgement } from '../../src/contracts/subscriptions';
import { saveContactMessage } from '../store/contact-messages';
import type { Store } from '../store/open-store';
import { subscribe, unsubscribe } from '../store/subscriptions';
import { parseWith, requireJson } from '../validate';

/**
 * POST /api/contact/subscribe, /unsubscribe and /contact-us (spec section 7). A contact message
 * queues a mail to `mail.salesEmail`.
 */
export const contactRoutes: FastifyPluginAsync<{ store: Store; mail: { salesEmail: string } }> = async (app, { store, mail }) => {
  app.post('/api/contact/subscribe', { preValidation: requireJson }, async (request) => {
    const { type } = parseWith(subscribeQuery, request.query);
    const { subscriberEmail } = parseWith(subscribeBody, request.body);
    await subscribe(store.db, subscriberEmail, type);
    return { message: 'Subscribed.' } satisfies Acknowledgement;
  });

  app.post('/api/contact/unsubscribe', { preValidation: requireJson }, async (request) => {
    const { subscriberEmail } = parseWith(unsubscribeBody, request.body);
    // The same answer whether or not the address was subscribed: the call must not reveal who is.
    await unsubscribe(store.db, subscriberEmail);
    return { message: 'Unsubscribed.' } satisfies Acknowledgement;
  });

  app.post('/api/contact/contact-us', { preValidation: requireJson }, async (request) => {
    const message = parseWith(contactMessageBody, request.body);
    await saveContactMessage(store.db, message, { to: mail.salesEmail });
    return { message: 'Message received.' } satisfies Acknowledgement;
  });
};
