import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import pg from 'pg';
import type { NewArticle } from '../../src/contracts/new-article';
import type { NewJob } from '../../src/contracts/new-job';
import type { SourceImage } from '../store/article-writing';
import { DataDirLockedError } from '../store/data-dir-lock';
import { openFileStore } from '../store/file-store';
import { openStore, redactUrl, type Store } from '../store/open-store';
import { dayOf, type Clock } from '../clock';
import { clockOfEnvironment } from '../config';
import { adminSocketPath, type AdminOperation } from './protocol';
import type { StaffRole } from '../../src/contracts/staff/roles';
import { addUser, disableUser, listUsers, resetUser, type SetUpLink, type UserSummary } from './staff-accounts';
import { auditSince, type Actor, type AuditRow } from '../domain/audit';
import { readBackup, restoreBackup, type BackupData, type RestoreCounts } from './backup';
import {
  applicationFiles,
  listApplications,
  showApplication,
  updateApplication,
  type ApplicationDetail,
  type ApplicationFilter,
  type ApplicationSummary,
  type StoredFile,
} from '../domain/applications';
import type { ApplicationStatus } from '../../src/contracts/application-pipeline';
import * as operations from './operations';
import * as jobs from '../domain/jobs';
import * as blogArticles from '../domain/articles';
import type { ArticleSummary, WrittenArticle } from '../domain/articles';
import type { JobSummary, StatusChange } from '../domain/jobs';
import type { ExportKind, OutboxStatus } from './operations';
import { BadInputError, NotFoundError } from '../domain/errors';

/**
 * The operations as the CLI sees them, the same whichever way it reaches the store: directly (PostgreSQL,
 * or PGlite when no server has it) or through the running server's admin socket.
 */
export type AdminClient = {
  /** Where the operations run, for messages: "PGlite in ./data", "the server running on ./data", ... */
  where: string;
  /** A sentence to print after a change of vacancies or articles, when running servers do not see it at once. */
  afterChange?: string;
  exportRows(kind: ExportKind, since?: Date): Promise<operations.ExportRow[]>;
  applicationFiles(id: number): Promise<StoredFile[]>;
  listApplications(filter: ApplicationFilter): Promise<ApplicationSummary[]>;
  showApplication(id: number): Promise<ApplicationDetail>;
  markApplication(
    id: number,
    status: ApplicationStatus,
    change: { by: string; note?: string },
  ): Promise<{ id: number; from: ApplicationStatus; to: ApplicationStatus }>;
  /** The bytes of one of those files, streamed from DATA_DIR/files. */
  readFile(file: StoredFile): Readable;
  addJob(job: NewJob, by: Actor, options?: { allowDuplicate?: boolean }): Promise<number>;
  editJob(id: number, job: NewJob, by: Actor): Promise<{ id: number; title: string }>;
  closeJob(id: number, by: Actor): Promise<StatusChange>;
  reopenJob(id: number, by: Actor): Promise<StatusChange>;
  listJobs(): Promise<JobSummary[]>;
  publishArticle(article: NewArticle, by: Actor, image?: SourceImage): Promise<WrittenArticle>;
  editArticle(id: number, article: NewArticle, by: Actor, image?: SourceImage): Promise<WrittenArticle>;
  unpublishArticle(id: number, by: Actor): Promise<StatusChange & { slug: string }>;
  republishArticle(id: number, by: Actor): Promise<StatusChange & { slug: string }>;
  listArticles(): Promise<ArticleSummary[]>;
  forget(email: string): Promise<operations.ForgetCounts>;
  listOutbox(status?: OutboxStatus): Promise<operations.OutboxRow[]>;
  purge(before: Date): Promise<operations.PurgeCounts>;
  addUser(email: string, role: StaffRole, by: Actor, origin: string): Promise<SetUpLink>;
  listUsers(): Promise<UserSummary[]>;
  disableUser(user: string, by: Actor): Promise<{ id: number; email: string; changed: boolean }>;
  resetUser(user: string, by: Actor, origin: string): Promise<SetUpLink>;
  listAudit(since?: Date): Promise<AuditRow[]>;
  /** Every row, in one snapshot (the files they name are read with readFile). */
  backup(): Promise<BackupData>;
  /** Replaces the store's rows with a backup's; refused while a server has the store open. */
  restore(data: BackupData, filesFolder: string): Promise<RestoreCounts>;
  close(): Promise<void>;
};

/** The store could not be reached; the message is one sentence for the person at the terminal. */
export class StoreUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}

function directClient(store: Store, where: string, afterChange?: string): AdminClient {
  const { db } = store;
  // Each change is timed by the store's clock, as the server's admin socket times it by its own.
  const today = () => dayOf(store.clock());
  const actingNow = (by: Actor): Actor => ({ ...by, at: store.clock() });
  return {
    where,
    ...(afterChange ? { afterChange } : {}),
    exportRows: (kind, since) => operations.exportRows(db, kind, since),
    applicationFiles: (id) => applicationFiles(db, id),
    listApplications: (filter) => listApplications(db, filter),
    showApplication: (id) => showApplication(db, id),
    markApplication: (id, status, { by, note }) =>
      updateApplication(db, { name: by, address: null, at: store.clock() }, id, { status, ...(note ? { note } : {}) }),
    readFile: (file) => store.files.read(file.sha256),
    addJob: (job, by, options) => jobs.addJob(db, actingNow(by), job, options),
    editJob: (id, job, by) => jobs.editJob(db, actingNow(by), id, job),
    closeJob: (id, by) => jobs.closeJob(db, actingNow(by), id),
    reopenJob: (id, by) => jobs.reopenJob(db, actingNow(by), id),
    listJobs: () => jobs.listJobs(db, today()),
    publishArticle: (article, by, image) => blogArticles.publishArticle(store, actingNow(by), article, image),
    editArticle: (id, article, by, image) => blogArticles.editArticle(store, actingNow(by), id, article, image),
    unpublishArticle: (id, by) => blogArticles.unpublishArticle(db, actingNow(by), id),
    republishArticle: (id, by) => blogArticles.republishArticle(db, actingNow(by), id),
    listArticles: () => blogArticles.listArticles(db),
    forget: (email) => operations.forget(db, email, store.files),
    listOutbox: (status) => operations.listOutbox(db, status),
    purge: (before) => operations.purge(db, before, store.files),
    addUser: (email, role, by, origin) => addUser(db, email, role, actingNow(by), origin),
    listUsers: () => listUsers(db, store.clock()),
    disableUser: (user, by) => disableUser(db, user, actingNow(by)),
    resetUser: (user, by, origin) => resetUser(db, user, actingNow(by), origin),
    listAudit: (since) => auditSince(db, since),
    backup: () => readBackup(db, store.clock()),
    restore: (data, filesFolder) => restoreBackup(db, store.files, data, filesFolder),
    close: () => store.close(),
  };
}

/** A picture as the socket takes it (base64 in the JSON body). */
const sent = (image: SourceImage | undefined) => (image ? { image: { name: image.name, data: image.content.toString('base64') } } : {});

type Answer = { status: number; body: { result?: unknown; error?: string } };

/** One POST to the admin socket; rejects with the connection's error (ENOENT, ECONNREFUSED, ...) or a timeout. */
function post(socketPath: string, operation: AdminOperation, args: object, timeoutMs?: number): Promise<Answer> {
  const payload = Buffer.from(JSON.stringify(args));
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        socketPath,
        method: 'POST',
        path: `/admin/${operation}`,
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
        ...(timeoutMs ? { timeout: timeoutMs } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'] });
          } catch {
            reject(new Error(`The server's admin socket answered ${response.statusCode} with something that is not JSON.`));
          }
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' })));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** The client over the socket, or null when nothing answers there (no socket file, or a stale one). */
export async function socketClient(socketPath: string, dataDir: string): Promise<AdminClient | null> {
  if (!existsSync(socketPath)) return null;
  try {
    const answer = await post(socketPath, 'ping', {}, 3000);
    if (answer.status !== 200) return null;
  } catch {
    return null;
  }
  const call = async <T>(operation: AdminOperation, args: object): Promise<T> => {
    let answer: Answer;
    try {
      answer = await post(socketPath, operation, args);
    } catch (error) {
      throw new StoreUnavailableError(
        `The server running on ${dataDir} stopped answering on its admin socket (${(error as Error).message}).`,
      );
    }
    if (answer.status === 200) return answer.body.result as T;
    const message = answer.body.error ?? `The server answered ${answer.status}.`;
    if (answer.status === 404) throw new NotFoundError(message);
    if (answer.status === 400) throw new BadInputError(message);
    throw new Error(message);
  };
  return {
    where: `the server running on ${dataDir}`,
    exportRows: (kind, since) => call('export', { kind, ...(since ? { since: since.toISOString() } : {}) }),
    applicationFiles: (id) => call('application-files', { id }),
    listApplications: (filter) =>
      call('list-applications', {
        ...(filter.jobId !== undefined ? { jobId: filter.jobId } : {}),
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.since ? { since: filter.since.toISOString() } : {}),
      }),
    showApplication: (id) => call('show-application', { id }),
    markApplication: (id, status, change) => call('mark-application', { id, status, ...change }),
    // The CLI runs as the server's account (the socket is the owner's only): it reads the files directly.
    readFile: (file) => openFileStore(dataDir).read(file.sha256),
    addJob: async (job, by, options) => (await call<{ id: number }>('add-job', { job, by: by.name, ...options })).id,
    editJob: (id, job, by) => call('edit-job', { id, job, by: by.name }),
    closeJob: (id, by) => call('close-job', { id, by: by.name }),
    reopenJob: (id, by) => call('reopen-job', { id, by: by.name }),
    listJobs: () => call('list-jobs', {}),
    publishArticle: (article, by, image) => call('publish-article', { article, by: by.name, ...sent(image) }),
    editArticle: (id, article, by, image) => call('edit-article', { id, article, by: by.name, ...sent(image) }),
    unpublishArticle: (id, by) => call('unpublish-article', { id, by: by.name }),
    republishArticle: (id, by) => call('republish-article', { id, by: by.name }),
    listArticles: () => call('list-articles', {}),
    forget: (email) => call('forget', { email }),
    listOutbox: (status) => call('outbox', status ? { status } : {}),
    purge: (before) => call('purge', { before: before.toISOString() }),
    addUser: (email, role, by, origin) => call('add-user', { email, role, by: by.name, origin }),
    listUsers: () => call('list-users', {}),
    disableUser: (user, by) => call('disable-user', { user, by: by.name }),
    resetUser: (user, by, origin) => call('reset-user', { user, by: by.name, origin }),
    listAudit: (since) => call('list-audit', since ? { since: since.toISOString() } : {}),
    backup: () => call('backup', {}),
    restore: async () => {
      throw new BadInputError(`The server running on ${dataDir} has the store open: stop it, then restore (a restore replaces every row).`);
    },
    close: async () => undefined,
  };
}

export type StoreSettings = { databaseUrl?: string; dataDir: string; clock: Clock };

/** DATABASE_URL and DATA_DIR as the server reads them (config.ts), without its other settings. */
export function storeSettings(env: NodeJS.ProcessEnv): StoreSettings {
  const databaseUrl = env.DATABASE_URL?.trim();
  return { dataDir: env.DATA_DIR || './data', clock: clockOfEnvironment(env), ...(databaseUrl ? { databaseUrl } : {}) };
}

/**
 * Reaches the store as the server would: PostgreSQL with DATABASE_URL; else, in DATA_DIR, the running
 * server's admin socket when it answers, or the PGlite directory itself (taking its lock, so that a
 * server starting meanwhile refuses: never two writers).
 */
export async function connect(settings: StoreSettings, { create = false }: { create?: boolean } = {}): Promise<AdminClient> {
  const { databaseUrl, dataDir, clock } = settings;
  if (databaseUrl) {
    const where = `PostgreSQL at ${redactUrl(databaseUrl)}`;
    // A first connection with a time limit: openStore's pool would wait for an unreachable host for as long as the system does.
    const probe = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    try {
      await probe.connect();
    } catch (error) {
      throw new StoreUnavailableError(`Cannot reach ${where}: ${reason(error)}.`);
    } finally {
      await probe.end().catch(() => undefined);
    }
    try {
      return directClient(
        await openStore({ databaseUrl, dataDir, clock, seed: false }),
        where,
        // Each server keeps a rendered page for up to a minute; the API lists follow at once.
        'Servers on this database show it on its pages within a minute.',
      );
    } catch (error) {
      throw new StoreUnavailableError(`Cannot open ${where}: ${reason(error)}.`);
    }
  }

  const socketPath = adminSocketPath(dataDir);
  const viaServer = await socketClient(socketPath, dataDir);
  if (viaServer) return viaServer;
  if (!create && !existsSync(join(dataDir, 'pglite'))) {
    throw new StoreUnavailableError(
      `There is no store in ${dataDir}: start the server once to make it, or set DATA_DIR (or DATABASE_URL) to the store to use.`,
    );
  }
  try {
    return directClient(await openStore({ dataDir, clock, seed: false }), `PGlite in ${dataDir}`);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new StoreUnavailableError(
        `The store in ${dataDir} is in use by process ${error.pid}, but its admin socket ${socketPath} does not answer; restart the server (a version with the admin socket) or stop it.`,
      );
    }
    throw new StoreUnavailableError(`Cannot open the store in ${dataDir}: ${reason(error)}.`);
  }
}

function reason(error: unknown): string {
  // An AggregateError (every address of the host refused) may have an empty message: its first error tells.
  if (error instanceof AggregateError && !error.message && error.errors.length) return reason(error.errors[0]);
  const message = error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code || error.name : String(error);
  return message.replace(/\.$/, '');
}
