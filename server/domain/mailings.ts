import type { BaseLogger } from 'pino';
import type { Database } from '../store/database';
import { dispatchJobAlerts } from './job-alerts';
import { dispatchNewsletters, type MailingRate } from './newsletter';
import { dropUnconfirmed } from './subscribing';

/**
 * The mailings' dispatcher, in the server process beside the mail worker: every few seconds it queues
 * the newsletter issues being sent (a batch per issue per interval, the configured rate) and the job
 * alerts of newly published vacancies into the outbox, which the worker sends, and drops the addresses
 * that never confirmed in time. It runs whether or not SMTP_URL is set: without it, the mails wait in
 * the outbox as every mail does.
 */
export type MailingsOptions = {
  db: Database;
  /** The site's public origin, which the mails' links name. */
  site: string;
  rate: MailingRate;
  now: () => Date;
  log: Pick<BaseLogger, 'info' | 'warn'>;
  /** How often it looks (default 2 s). */
  pollMs?: number;
};

export function startMailings({ db, site, rate, now, log, pollMs = 2_000 }: MailingsOptions) {
  let round: Promise<void> = Promise.resolve();
  let stopped = false;
  const runOnce = async () => {
    const newsletters = await dispatchNewsletters(db, site, rate, now());
    // As many alerts a round as a newsletter batch: a burst of vacancies is spread the same way.
    const alerts = await dispatchJobAlerts(db, site, rate.batchSize, now());
    if (newsletters || alerts) log.info({ newsletters, alerts }, 'mailings queued');
    const unconfirmed = await dropUnconfirmed(db, now());
    if (unconfirmed) log.info({ unconfirmed }, 'dropped addresses that never confirmed');
  };
  const timer = setInterval(() => {
    if (stopped) return;
    round = round.then(runOnce).catch((error: { code?: string }) => {
      log.warn({ code: error.code }, 'the mailings round failed; it runs again shortly');
    });
  }, pollMs);
  return {
    /** One round now (tests). */
    runOnce: () => (round = round.then(runOnce)),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round.catch(() => undefined);
    },
  };
}
