import type { FastifyPluginAsync } from 'fastify';
import { submitOnce } from '../submissions/submit-once';
import { saveContactMessage } from '../submissions/contact-message';
import type { Store } from '../store/open-store';
import { unsubscribe } from '../store/subscriptions';
import { saveSubscription } from '../submissions/subscription';
import type { Stored } from '../store/submission-rows';
import { pageOfOriginOf } from './page-of-origin';
import { registerPublicCall } from './public-call';
import { confirmSubscription, saveListSubscription, unsubscribeWithLink } from '../domain/subscribing';
import { jobCategories } from '../../src/content/jobs';
import { validationMessages } from '../../src/contracts/content';
import { HttpProblem } from '../problem';

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
        type === 'contactACS'
          ? saveSubscription(
              store.db,
              { email: subscriberEmail, type, pageOfOrigin },
              { to: 'SALES_EMAIL', siteUrl: mail.siteOrigin },
              at,
              idempotency,
            )
          : saveListSubscription(store.db, { email: subscriberEmail, list: type }, mail.siteOrigin, at, idempotency),
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

  registerPublicCall(app, 'subscribeToJobAlerts', async (request, reply) => {
    const { subscriberEmail, categories } = request.body;
    return submitOnce(request, reply, store, {
      content: { subscriberEmail, categories },
      save: (at, idempotency) => {
        // The contract takes any names; these must be the careers filters' categories.
        const unknown = categories.filter((name) => !jobCategories.some((category) => category.name === name));
        if (unknown.length) throw new HttpProblem(400, `categories: ${validationMessages.jobAlertCategory}`);
        return saveListSubscription(store.db, { email: subscriberEmail, list: 'JobAlerts', categories }, mail.siteOrigin, at, idempotency);
      },
      // The same answer whether or not the address was already subscribed.
      answer: () => ({ message: 'Check your inbox: we sent a link to confirm your job alerts.' }),
    });
  });

  registerPublicCall(app, 'confirmSubscription', async (request) => {
    const confirmed = await confirmSubscription(store.db, request.body.token, store.clock());
    return { message: 'Subscription confirmed.', ...confirmed };
  });

  registerPublicCall(app, 'unsubscribeWithLink', async (request) => {
    await unsubscribeWithLink(store.db, request.body.token, store.clock());
    return { message: 'Unsubscribed.' };
  });

  // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" as a form; the token is in the address.
  // The form parser is this call's alone (a scope of its own): the other calls still refuse a form with 415.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );
    registerPublicCall(scope, 'oneClickUnsubscribe', async (request) => {
      await unsubscribeWithLink(store.db, request.query.token, store.clock());
      return { message: 'Unsubscribed.' };
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
