import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { BaseLogger } from 'pino';
import type { Database } from '../store/database';
import type { FileStore } from '../store/file-store';
import { teamRecipients, type TeamRecipient } from '../store/outbox';
import { applicationFiles, outbox } from '../store/schema';

/**
 * The mail worker: sends the outbox's pending mails (written by the store with each submission)
 * through SMTP_URL, in the server process. Each mail goes at least once: a failed delivery is
 * retried with a growing delay (10 s, 20 s, 40 s … at most an hour) until it goes, and a row is
 * marked sent only after the SMTP server accepted it. Rows are never deleted.
 *
 * Several server processes on one PostgreSQL database may each run a worker: a worker claims its
 * rows with `for update skip locked` and pushes their next_attempt_at a lease ahead, so no other
 * worker takes them while they are being sent. Should the process die between the SMTP server's
 * acceptance and the row's update, the row is sent again once the lease ends, with the same
 * Message-ID, by which the receiving side can recognise the repeat.
 */

export type MailWorkerOptions = {
  db: Database;
  /** Where the applications' files are (attached from disk, streamed). */
  files: Pick<FileStore, 'read'>;
  /** Unset: the worker does nothing and the mails stay pending in the outbox. */
  smtpUrl: string | undefined;
  /** The From address (MAIL_FROM); its domain also names the Message-IDs. */
  from: string;
  /** The team's addresses (SALES_EMAIL, HR_EMAIL), for the rows that name the setting rather than an address. */
  recipients: Record<TeamRecipient, string>;
  /** Gets counts and row ids only: never an address, a name or a subject. */
  log: Pick<BaseLogger, 'info' | 'warn' | 'error'>;
  /** How often the outbox is read (default 2 s). */
  pollMs?: number;
  /** The delay after the first failed attempt, doubled after each further one (default 10 s). */
  backoffBaseMs?: number;
  /** The longest delay between attempts (default 1 hour). */
  backoffMaxMs?: number;
  /** How long a claimed row is kept from other workers while it is sent (default 5 minutes). */
  leaseMs?: number;
  /** The most rows one round claims (default 10). */
  batchSize?: number;
  /** The clock (tests move it). */
  now: () => Date;
};

export type MailWorker = {
  /** Stops polling; resolves once a delivery in progress has finished and been recorded. */
  stop(): Promise<void>;
  /**
   * For `/readyz`: "off" without SMTP_URL (the mails wait in the outbox, as configured), "stalled"
   * when its loop has not come round for longer than a lease (or it was stopped), else "running".
   */
  state(): 'off' | 'running' | 'stalled';
  /** One round now: claims the due rows and sends them; resolves with how many were sent. */
  runOnce(): Promise<number>;
};

const defaults = {
  pollMs: 2_000,
  backoffBaseMs: 10_000,
  backoffMaxMs: 60 * 60 * 1000,
  leaseMs: 5 * 60 * 1000,
  batchSize: 10,
};

/** The delay before the next attempt after `attempts` failed ones: base, 2 × base, 4 × base … at most max. */
export function backoffMs(attempts: number, baseMs = defaults.backoffBaseMs, maxMs = defaults.backoffMaxMs): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

type OutboxRow = typeof outbox.$inferSelect;

/**
 * The Message-ID of a row's mail: the same at every attempt, so that a repeat after a crash is
 * recognisable, and with the row's creation time, so that two databases' rows of the same id differ.
 */
export function outboxMessageId(row: Pick<OutboxRow, 'id' | 'createdAt'>, from: string): string {
  const domain = from.slice(from.lastIndexOf('@') + 1) || 'localhost';
  return `<outbox-${row.id}.${row.createdAt.getTime().toString(36)}@${domain}>`;
}

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, smtpUrl, from, log } = options;
  const pollMs = options.pollMs ?? defaults.pollMs;
  const baseMs = options.backoffBaseMs ?? defaults.backoffBaseMs;
  const maxMs = options.backoffMaxMs ?? defaults.backoffMaxMs;
  const leaseMs = options.leaseMs ?? defaults.leaseMs;
  const batchSize = options.batchSize ?? defaults.batchSize;
  const { now } = options;
  /** A team setting's address as it is now; any other value is an address already. */
  const addressOf = (value: string) =>
    (teamRecipients as readonly string[]).includes(value) ? options.recipients[value as TeamRecipient] : value;

  if (!smtpUrl) {
    log.info('SMTP_URL is not set: notification mails stay in the outbox (npm run admin -- outbox lists them)');
    return { stop: async () => undefined, runOnce: async () => 0, state: () => 'off' };
  }

  const transport = createTransport({
    url: smtpUrl,
    // Well within the lease: a hung server must not hold a claimed row past it.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
    // The attachments are streams the worker opens on the file store: nodemailer itself never reads a
    // path or fetches a URL named in a mail.
    disableFileAccess: true,
    disableUrlAccess: true,
  });

  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  /** When the loop last started or finished a round: a round may take up to half a lease. */
  let lastBeat = now().getTime();
  /** The rounds run one after another: a runOnce call waits for the round in progress. */
  let rounds: Promise<unknown> = Promise.resolve();

  /** Takes up to batchSize due rows, oldest first, and leases them to this worker. */
  async function claim(): Promise<OutboxRow[]> {
    const at = now();
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, at)))
        .orderBy(asc(outbox.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (!due.length) return [];
      return tx
        .update(outbox)
        .set({ nextAttemptAt: new Date(at.getTime() + leaseMs) })
        .where(
          inArray(
            outbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
    return claimed.sort((a, b) => a.id - b.id);
  }

  /** Gives claimed rows that were not attempted back at once (the worker is stopping). */
  async function release(rows: readonly OutboxRow[]) {
    if (!rows.length) return;
    await db
      .update(outbox)
      .set({ nextAttemptAt: now() })
      .where(
        and(
          inArray(
            outbox.id,
            rows.map((row) => row.id),
          ),
          eq(outbox.status, 'pending'),
        ),
      );
  }

  async function attachmentsOf(row: OutboxRow) {
    if (row.kind !== 'application') return [];
    const files = await db
      .select({ fileName: applicationFiles.fileName, mediaType: applicationFiles.mediaType, sha256: applicationFiles.sha256 })
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, row.subjectId))
      .orderBy(asc(applicationFiles.id));
    // Streamed from disk, a new stream for each attempt.
    return files.map((file) => ({ filename: file.fileName, content: options.files.read(file.sha256), contentType: file.mediaType }));
  }

  /** Sends one row and records the outcome; true when it was sent. */
  async function deliver(row: OutboxRow): Promise<boolean> {
    const attempts = row.attempts + 1;
    try {
      await transport.sendMail({
        from,
        to: addressOf(row.recipient),
        replyTo: addressOf(row.replyTo),
        subject: row.subject,
        text: row.body,
        html: row.html ?? undefined,
        headers: row.headers ?? undefined,
        messageId: outboxMessageId(row, from),
        attachments: await attachmentsOf(row),
      });
    } catch (error) {
      const delay = backoffMs(attempts, baseMs, maxMs);
      await db
        .update(outbox)
        .set({ attempts, lastError: describeFailure(error), nextAttemptAt: new Date(now().getTime() + delay) })
        .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending')));
      log.warn({ outboxId: row.id, attempts, retryInMs: delay, ...failureCodes(error) }, 'notification mail not sent: it will be retried');
      return false;
    }
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: now(), attempts, lastError: null })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending')));
    log.info({ outboxId: row.id, attempts }, 'notification mail sent');
    return true;
  }

  async function round(): Promise<{ claimed: number; sent: number }> {
    if (stopping) return { claimed: 0, sent: 0 };
    const claimedAt = now().getTime();
    const rows = await claim();
    let sent = 0;
    for (const [index, row] of rows.entries()) {
      // Stopping, or half the lease gone on slow sends: the rest go back, before another worker may take them.
      if (stopping || now().getTime() - claimedAt > leaseMs / 2) {
        await release(rows.slice(index));
        break;
      }
      if (await deliver(row)) sent += 1;
    }
    return { claimed: rows.length, sent };
  }

  function enqueue(): Promise<{ claimed: number; sent: number }> {
    const next = rounds.then(round);
    rounds = next.catch(() => undefined);
    return next;
  }

  function schedule(delayMs: number) {
    if (stopping) return;
    timer = setTimeout(() => void tick(), delayMs);
    // The worker alone does not keep the process running.
    timer.unref();
  }

  async function tick() {
    timer = undefined;
    lastBeat = now().getTime();
    let full = false;
    try {
      const { claimed } = await enqueue();
      // A full batch: there may be more waiting, so the next round comes at once.
      full = claimed >= batchSize;
    } catch (error) {
      log.error({ errorCode: errorCode(error) }, 'mail worker: the outbox could not be read or updated; trying again later');
    }
    lastBeat = now().getTime();
    schedule(full ? 0 : pollMs);
  }

  schedule(0);

  return {
    runOnce: async () => (await enqueue()).sent,
    state: () => (stopping || now().getTime() - lastBeat > leaseMs + pollMs ? 'stalled' : 'running'),
    stop: async () => {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await rounds;
      transport.close();
    },
  };
}

/** Drops e-mail addresses from a server's answer before it is stored. */
function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>()[\]";:,@]+@[^\s<>()[\]";:,@]+/g, '<address>');
}

/** What the SMTP server answered, or why there was no answer: for last_error, without addresses. */
function describeFailure(error: unknown): string {
  const { code, response, message } = (error ?? {}) as { code?: unknown; response?: unknown; message?: unknown };
  const text = typeof response === 'string' && response ? response : typeof message === 'string' ? message : String(error);
  const described = `${typeof code === 'string' ? `${code}: ` : ''}${withoutAddresses(text.replace(/\s+/g, ' ').trim())}`;
  return described.slice(0, 500);
}

function errorCode(error: unknown): string | undefined {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' ? code : undefined;
}

/** The codes of a failed delivery, for the log: nodemailer's error code and the SMTP reply code. */
function failureCodes(error: unknown): { errorCode?: string; responseCode?: number } {
  const { responseCode } = (error ?? {}) as { responseCode?: unknown };
  return { errorCode: errorCode(error), ...(typeof responseCode === 'number' ? { responseCode } : {}) };
}
