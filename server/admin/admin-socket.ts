import { chmodSync, rmSync } from 'node:fs';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { newArticle, type NewArticle } from '../../src/contracts/new-article';
import { newJob } from '../../src/contracts/new-job';
import type { Store } from '../store/open-store';
import { dayOf } from '../clock';
import { staffRoles, type StaffRole } from '../../src/contracts/staff/roles';
import { addUser, disableUser, listUsers, resetUser } from './staff-accounts';
import { auditSince } from '../domain/audit';
import { readBackup } from './backup';
import { applicationStatuses, type ApplicationStatus } from '../../src/contracts/application-pipeline';
import { applicationFiles, listApplications, showApplication, updateApplication } from '../domain/applications';
import * as operations from './operations';
import * as jobs from '../domain/jobs';
import * as blogArticles from '../domain/articles';
import { exportKinds } from './operations';
import { BadInputError, NotFoundError } from '../domain/errors';
import { adminSocketPath, maxPictureBytes, type AdminOperation } from './protocol';

/**
 * The running server's door for `npm run admin`: PGlite lets one process open a data directory, so
 * while the server has it the CLI asks the server to do the work. A second, small Fastify instance
 * on a Unix socket in the data directory (only its owner may connect), with one route,
 * POST /admin/:operation, taking the operation's arguments as JSON. Answers are JSON (files are named
 * by their content address: the CLI reads them from DATA_DIR/files); a refusal is `{ error: sentence }` with 400 (bad arguments) or 404 (no such id).
 */

type Operation = { args: z.ZodMiniType; changesPages: boolean; run: (store: Store, args: never) => Promise<unknown> };

const id = z.number().check(z.int(), z.positive());
/** Who the command line says made a change (cli:<login name>). */
const by = z.string().check(z.minLength(1));
/** An article's picture, sent by the CLI as it read it from beside the record file (base64). */
const sourceImage = z.object({ name: z.string(), data: z.base64() });
type SentImage = z.infer<typeof sourceImage>;
const received = (image: SentImage | undefined) => (image ? { name: image.name, content: Buffer.from(image.data, 'base64') } : undefined);
/** Today by the server's clock, which times every change made through the socket. */
const today = (store: Store) => dayOf(store.clock());
/** The command line's user (cli:<login name>), acting now by the server's clock. */
const cliActor = (store: Store, name: string) => ({ name, address: null, at: store.clock() });
const timestamp = z.string().check(z.refine((text) => !Number.isNaN(Date.parse(text)), 'must be an ISO timestamp'));

/** Each operation: its arguments' shape, what it does, and whether rendered pages must be dropped after it. */
const socketOperations = {
  ping: { args: z.object({}), changesPages: false, run: async (store: Store) => ({ kind: store.kind, pid: process.pid }) },
  export: {
    args: z.object({ kind: z.enum(exportKinds), since: z.optional(timestamp) }),
    changesPages: false,
    run: (store: Store, args: { kind: (typeof exportKinds)[number]; since?: string }) =>
      operations.exportRows(store.db, args.kind, args.since ? new Date(args.since) : undefined),
  },
  'application-files': {
    args: z.object({ id }),
    changesPages: false,
    // The rows only: the CLI reads the bytes from DATA_DIR/files itself, at any size.
    run: (store: Store, args: { id: number }) => applicationFiles(store.db, args.id),
  },
  'list-applications': {
    args: z.object({ jobId: z.optional(id), status: z.optional(z.enum(applicationStatuses)), since: z.optional(timestamp) }),
    changesPages: false,
    run: (store: Store, args: { jobId?: number; status?: ApplicationStatus; since?: string }) =>
      listApplications(store.db, { ...args, since: args.since ? new Date(args.since) : undefined }),
  },
  'show-application': {
    args: z.object({ id }),
    changesPages: false,
    run: (store: Store, args: { id: number }) => showApplication(store.db, args.id),
  },
  'mark-application': {
    args: z.object({ id, status: z.enum(applicationStatuses), by, note: z.optional(z.string()) }),
    changesPages: false,
    run: (store: Store, args: { id: number; status: ApplicationStatus; by: string; note?: string }) =>
      updateApplication(store.db, cliActor(store, args.by), args.id, { status: args.status, ...(args.note ? { note: args.note } : {}) }),
  },
  // The job commands: the CLI names its user (cli:<login name>), whom the audit rows record.
  'add-job': {
    args: z.object({ job: newJob, by, allowDuplicate: z.optional(z.boolean()) }),
    changesPages: true,
    run: (store: Store, args: { job: z.output<typeof newJob>; by: string; allowDuplicate?: boolean }) =>
      jobs
        .addJob(store.db, cliActor(store, args.by), args.job, { allowDuplicate: args.allowDuplicate ?? false })
        .then((jobId) => ({ id: jobId })),
  },
  'edit-job': {
    args: z.object({ id, job: newJob, by }),
    changesPages: true,
    run: (store: Store, args: { id: number; job: z.output<typeof newJob>; by: string }) =>
      jobs.editJob(store.db, cliActor(store, args.by), args.id, args.job),
  },
  'reopen-job': {
    args: z.object({ id, by }),
    changesPages: true,
    run: (store: Store, args: { id: number; by: string }) => jobs.reopenJob(store.db, cliActor(store, args.by), args.id),
  },
  'close-job': {
    args: z.object({ id, by }),
    changesPages: true,
    run: (store: Store, args: { id: number; by: string }) => jobs.closeJob(store.db, cliActor(store, args.by), args.id),
  },
  // The account commands: the CLI names its user (cli:<login name>) and PUBLIC_ORIGIN for the link.
  'add-user': {
    args: z.object({ email: z.string(), role: z.enum(staffRoles), by: z.string(), origin: z.string() }),
    changesPages: false,
    run: (store: Store, args: { email: string; role: StaffRole; by: string; origin: string }) =>
      addUser(store.db, args.email, args.role, cliActor(store, args.by), args.origin),
  },
  'list-users': { args: z.object({}), changesPages: false, run: (store: Store) => listUsers(store.db, store.clock()) },
  'disable-user': {
    args: z.object({ user: z.string(), by: z.string() }),
    changesPages: false,
    run: (store: Store, args: { user: string; by: string }) => disableUser(store.db, args.user, cliActor(store, args.by)),
  },
  'reset-user': {
    args: z.object({ user: z.string(), by: z.string(), origin: z.string() }),
    changesPages: false,
    run: (store: Store, args: { user: string; by: string; origin: string }) =>
      resetUser(store.db, args.user, cliActor(store, args.by), args.origin),
  },
  'list-audit': {
    args: z.object({ since: z.optional(z.iso.datetime()) }),
    changesPages: false,
    run: (store: Store, args: { since?: string }) => auditSince(store.db, args.since ? new Date(args.since) : undefined),
  },
  'list-jobs': { args: z.object({}), changesPages: false, run: (store: Store) => jobs.listJobs(store.db, today(store)) },
  'publish-article': {
    args: z.object({ article: newArticle, by, image: z.optional(sourceImage) }),
    changesPages: true,
    run: (store: Store, args: { article: NewArticle; by: string; image?: SentImage }) =>
      blogArticles.publishArticle(store, cliActor(store, args.by), args.article, received(args.image)),
  },
  'edit-article': {
    args: z.object({ id, article: newArticle, by, image: z.optional(sourceImage) }),
    changesPages: true,
    run: (store: Store, args: { id: number; article: NewArticle; by: string; image?: SentImage }) =>
      blogArticles.editArticle(store, cliActor(store, args.by), args.id, args.article, received(args.image)),
  },
  'unpublish-article': {
    args: z.object({ id, by }),
    changesPages: true,
    run: (store: Store, args: { id: number; by: string }) => blogArticles.unpublishArticle(store.db, cliActor(store, args.by), args.id),
  },
  'republish-article': {
    args: z.object({ id, by }),
    changesPages: true,
    run: (store: Store, args: { id: number; by: string }) => blogArticles.republishArticle(store.db, cliActor(store, args.by), args.id),
  },
  'list-articles': { args: z.object({}), changesPages: false, run: (store: Store) => blogArticles.listArticles(store.db) },
  forget: {
    args: z.object({ email: z.string().check(z.minLength(1)) }),
    changesPages: false,
    run: (store: Store, args: { email: string }) => operations.forget(store.db, args.email, store.files),
  },
  outbox: {
    args: z.object({ status: z.optional(z.enum(['pending', 'sent'])) }),
    changesPages: false,
    run: (store: Store, args: { status?: 'pending' | 'sent' }) => operations.listOutbox(store.db, args.status),
  },
  purge: {
    args: z.object({ before: timestamp }),
    changesPages: false,
    run: (store: Store, args: { before: string }) => operations.purge(store.db, new Date(args.before), store.files),
  },
  // The rows only, in one snapshot: the CLI reads the files they name from DATA_DIR/files itself.
  backup: { args: z.object({}), changesPages: false, run: (store: Store) => readBackup(store.db, store.clock()) },
} satisfies Record<AdminOperation, Operation>;

export type AdminSocketOptions = {
  /** The main app: its rendered pages are dropped after a change to vacancies or articles. */
  app: Pick<FastifyInstance, 'storeChanged'>;
  store: Store;
  dataDir: string;
  log: FastifyBaseLogger;
};

/** Listens on DATA_DIR/admin.sock until closed. Call it once the store is open (the process holds its lock). */
export async function startAdminSocket({
  app,
  store,
  dataDir,
  log,
}: AdminSocketOptions): Promise<{ path: string; close: () => Promise<void> }> {
  const path = adminSocketPath(dataDir);
  // A socket file left by a server that did not stop cleanly: this process holds the store's lock, so
  // no other server is behind it.
  rmSync(path, { force: true });
  // Large enough for an article's picture (its largest source, in base64).
  const admin = Fastify({ logger: false, bodyLimit: Math.ceil((maxPictureBytes * 4) / 3) + 1024 * 1024 });
  admin.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof NotFoundError) return reply.code(404).send({ error: error.message });
    if (error instanceof BadInputError) return reply.code(400).send({ error: error.message });
    if (error.statusCode && error.statusCode < 500)
      return reply.code(error.statusCode).send({ error: `The request was refused: ${error.message}` });
    log.error({ err: error }, 'admin operation failed');
    return reply.code(500).send({ error: `The operation failed in the server: ${error.message}` });
  });
  admin.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'The admin socket answers POST /admin/:operation only.' }));

  admin.post<{ Params: { operation: string } }>('/admin/:operation', async (request) => {
    const { operation: name } = request.params;
    if (!Object.hasOwn(socketOperations, name)) throw new NotFoundError(`There is no admin operation "${name}".`);
    const operation: Operation = socketOperations[name as AdminOperation];
    const parsed = operation.args.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new BadInputError(
        `The arguments of ${name} are not valid: ${issue.path.join('.') || 'the body'}: ${issue.message.replace(/\.$/, '')}.`,
      );
    }
    const result = await operation.run(store, parsed.data as never);
    if (operation.changesPages) app.storeChanged();
    if (name !== 'ping') log.info({ operation: name }, 'admin operation done');
    return { result };
  });

  try {
    await admin.listen({ path });
    chmodSync(path, 0o600);
  } catch (error) {
    // The site must not fail to start for its admin door (a DATA_DIR path too long for a socket, say):
    // the CLI then says that the store is in use and the socket does not answer.
    log.warn({ err: error, path }, 'the admin socket could not listen: `npm run admin` cannot reach this server');
    await admin.close();
    return { path, close: async () => undefined };
  }
  log.info({ path }, 'admin socket listening');
  return {
    path,
    close: async () => {
      await admin.close();
      rmSync(path, { force: true });
    },
  };
}
