import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationFields } from '../../src/contracts/applications';
import { limits } from '../../src/contracts/limits';
import { openStore, type Store } from '../store/open-store';
import { saveApplication } from '../submissions/application';
import { applicationText, sampleDocx, samplePdf } from '../test/documents';
import { startAdminSocket } from './admin-socket';
import { socketConnection, type AdminConnection } from './client';
import { exportKinds, exportRows } from '../domain/exports';
import { listOutbox } from '../domain/outbox';
import { BadInputError, NotAllowedError, NotFoundError } from '../domain/errors';
import { addUser, disableUser } from '../domain/staff-accounts';
import { listJobs } from '../domain/jobs';
import { listArticles } from '../domain/articles';
import { adminSocketPath } from './protocol';
import { runAdmin, sampleArticle, sampleJob, storeVisitor } from '../test/admin-kit';
import { newStoreDir } from '../test/store-dir';
import { suiteClock } from '../test/suite-clock';
import { dayOf } from '../clock';

/** The accounts the commands act as (--as), added by the operating-system user. */
const owner = { name: 'cli:tester', address: null, at: suiteClock()() };
const admin = 'ama@voltasystems.com';
const hr = 'kwame@voltasystems.com';
const gone = 'yaw@voltasystems.com';

/**
 * The admin socket in this process, over a PGlite store this process holds (as the server does):
 * it runs any command as the domain would, as the --as account the command's roles allow, changes
 * drop the rendered pages, and the built CLI goes through it, since it cannot open the store itself.
 */

function rawPost(socketPath: string, path: string, body: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ socketPath, method: 'POST', path, headers: { 'content-type': 'application/json' } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('the admin socket', () => {
  const dataDir = newStoreDir('volta-admin-socket-');
  const socketPath = adminSocketPath(dataDir);
  let store: Store;
  let socket: Awaited<ReturnType<typeof startAdminSocket>>;
  let client: AdminConnection;
  /** One command through the socket, as `as` (the admin unless said), by the login name "tester". */
  const send = <T>(command: string, request: object, as: string | null = admin) =>
    client.execute({ command, request, login: 'tester', ...(as ? { as } : {}) }) as Promise<T>;
  let visitor: { messageId: number; applicationId: number };
  let pagesDropped = 0;

  beforeAll(async () => {
    store = await openStore({ dataDir, clock: suiteClock() });
    visitor = await storeVisitor(store, 'socket@example.com');
    await addUser(store.db, admin, 'admin', owner, 'http://localhost:8080');
    await addUser(store.db, hr, 'hr', owner, 'http://localhost:8080');
    await addUser(store.db, gone, 'admin', owner, 'http://localhost:8080');
    await disableUser(store.db, gone, owner);
    // A socket file left by a server that was killed: it is replaced.
    writeFileSync(socketPath, 'stale');
    socket = await startAdminSocket({ app: { storeChanged: () => (pagesDropped += 1) }, store, dataDir, log: pino({ level: 'silent' }) });
    client = (await socketConnection(socketPath, dataDir))!;
  });
  afterAll(async () => {
    await socket?.close();
    await store?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens on DATA_DIR/admin.sock, for its owner only', () => {
    expect(socket.path).toBe(socketPath);
    const stat = statSync(socketPath);
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
    expect(client).not.toBeNull();
  });

  it('answers what the domain answers', async () => {
    const at = store.clock();
    const actor = { name: admin, address: 'cli:tester', at };
    expect(await send('jobs list', { format: 'json' }, null)).toEqual(await listJobs(store.db, dayOf(at)));
    expect(await send('articles list', { format: 'json' }, null)).toEqual(await listArticles(store.db));
    expect(await send('outbox', { status: 'pending', format: 'json' }, null)).toEqual(await listOutbox(store.db, 'pending'));
    for (const kind of exportKinds) {
      expect(await send('export', { kind, format: 'json' })).toEqual(await exportRows(store.db, actor, kind));
      expect(await send('export', { kind, format: 'json', since: '2999-01-01T00:00:00.000Z' })).toEqual([]);
    }
  });

  it('carries the files byte for byte', async () => {
    const files = await send<{ sha256: string }[]>('applications files', { id: visitor.applicationId, out: 'x' });
    expect(Buffer.compare(await buffer(client.readFile(files[0]!.sha256)), samplePdf)).toBe(0);
    expect(Buffer.compare(await buffer(client.readFile(files[1]!.sha256)), sampleDocx)).toBe(0);
  });

  it('drops the rendered pages after a change of vacancies or articles, and only then', async () => {
    const before = pagesDropped;
    await send('jobs list', { format: 'table' });
    expect(pagesDropped).toBe(before);
    const { id: jobId } = await send<{ id: number }>('jobs add', { file: 'job.md', allowDuplicate: false, job: sampleJob });
    expect(pagesDropped).toBe(before + 1);
    expect(await send('jobs close', { id: jobId })).toEqual({ id: jobId, title: sampleJob.title, changed: true });
    const { id: articleId } = await send<{ id: number }>('articles publish', { file: 'a.md', article: sampleArticle });
    expect(await send('articles unpublish', { id: articleId })).toMatchObject({ changed: true });
    expect(await send('articles republish', { id: articleId })).toMatchObject({ changed: true });
    expect(pagesDropped).toBe(before + 5);
  });

  it('answers a missing id with 404 and bad arguments with 400, each one sentence', async () => {
    await expect(send('jobs close', { id: 99_999 })).rejects.toThrow(new NotFoundError('There is no job with id 99999.'));
    await expect(send('applications files', { id: 99_999, out: 'x' })).rejects.toThrow(NotFoundError);
    const run = (body: object | string) => rawPost(socketPath, '/admin/run', typeof body === 'string' ? body : JSON.stringify(body));
    const badJob = {
      command: 'jobs add',
      login: 'tester',
      as: admin,
      request: { file: 'a.md', allowDuplicate: false, job: { ...sampleJob, deadline: 'soon' } },
    };
    expect(await run(badJob)).toEqual({
      status: 400,
      body: {
        error:
          'The arguments of jobs add are not valid: job.deadline: deadline must be a date written YYYY-MM-DD, or relative to today: "in 30 days".',
      },
    });
    expect(await run({ command: 'drop tables', login: 'tester', request: {} })).toEqual({
      status: 404,
      body: { error: 'There is no admin command "drop tables".' },
    });
    expect((await run('{not json')).status).toBe(400);
    expect((await rawPost(socketPath, '/admin/close-job', '{}')).status).toBe(404);
    expect(await run({ command: 'purge', login: 'tester', as: admin, request: { before: 'a while ago', olderThan: '1d' } })).toEqual({
      status: 400,
      body: { error: 'The arguments of purge are not valid: before: must be an ISO timestamp.' },
    });
  });

  it('runs a change only as an enabled account that holds the role, and says which rule refused', async () => {
    await expect(send('jobs close', { id: 1 }, null)).rejects.toThrow(
      new BadInputError(
        'jobs close is recorded with who made it: add --as EMAIL, your staff account (enabled, with the hr or admin role).',
      ),
    );
    await expect(send('forget', { email: 'x@example.com' }, hr)).rejects.toThrow(
      new NotAllowedError('kwame@voltasystems.com is an hr account: forget needs the admin role.'),
    );
    await expect(send('jobs close', { id: 1 }, gone)).rejects.toThrow(
      new NotAllowedError('The staff account yaw@voltasystems.com is disabled: it cannot act.'),
    );
    await expect(send('jobs close', { id: 1 }, 'nobody@voltasystems.com')).rejects.toThrow(
      new NotAllowedError('There is no staff account nobody@voltasystems.com: --as names the account you act as.'),
    );
    // Once an account exists, the operating-system user alone adds no other.
    await expect(
      send('users add', { email: 'esi@voltasystems.com', role: 'admin', origin: 'http://x', format: 'json' }, null),
    ).rejects.toThrow(BadInputError);
  });

  it('forgets and purges through the socket', async () => {
    await storeVisitor(store, 'socket.forget@example.com');
    expect(await send('forget', { email: 'socket.forget@example.com' })).toEqual({
      subscriptions: 2,
      messages: 1,
      applications: 1,
      files: 2,
      outboxRows: 2,
    });
    expect(await send('purge', { before: new Date('2000-01-01').toISOString(), olderThan: '9999d' })).toEqual({
      applications: 0,
      files: 0,
      messages: 0,
      outboxRows: 0,
    });
  });

  it('is what the built CLI goes through while this process holds the store', async () => {
    const env = { DATA_DIR: dataDir };
    const listed = await runAdmin(['jobs', 'list', '--format', 'json'], env);
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual(await listJobs(store.db, dayOf(store.clock())));
    const exported = await runAdmin(['export', 'messages', '--as', admin], env);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain(`${visitor.messageId},Abena Owusu,socket@example.com,Owusu Logistics,Hello.,`);
    const missing = await runAdmin(['articles', 'unpublish', '99999', '--as', admin], env);
    expect([missing.code, missing.stderr]).toEqual([1, 'There is no article with id 99999.\n']);
  });

  it('writes 10 MB files byte for byte through the built CLI while this process holds the store', async () => {
    const large = (first: number) => Buffer.concat([samplePdf, randomBytes(limits.maxUploadBytes - 1 - samplePdf.length - first)]);
    const contents = [large(0), large(1)];
    const files = await Promise.all(
      contents.map(async (content, index) => ({
        field: index === 0 ? ('Resume' as const) : ('CoverLetter' as const),
        fileName: `large-${index}.pdf`,
        mediaType: 'application/pdf',
        size: content.length,
        sha256: await store.files.put(content),
      })),
    );
    const { id } = await saveApplication(
      store.db,
      'apply',
      applicationFields.parse(applicationText),
      files,
      { to: 'hr@example.com' },
      store.clock(),
    );
    const out = join(dataDir, 'out');
    const run = await runAdmin(['applications', 'files', String(id), '--out', out, '--as', admin], { DATA_DIR: dataDir });
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(readFileSync(join(out, 'large-0.pdf')).equals(contents[0]!)).toBe(true);
    expect(readFileSync(join(out, 'large-1.pdf')).equals(contents[1]!)).toBe(true);
  });

  it('does not stop the server when it cannot listen: it says so in the log', async () => {
    const warnings: unknown[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
    const tooLong = join(dataDir, 'x'.repeat(120));
    const failed = await startAdminSocket({ app: { storeChanged: () => undefined }, store, dataDir: tooLong, log });
    await failed.close();
    expect(warnings).toEqual([
      expect.objectContaining({ msg: 'the admin socket could not listen: `npm run admin` cannot reach this server' }),
    ]);
  });

  it('removes its socket file when closed; the CLI then says the store is in use', async () => {
    await socket.close();
    expect(() => statSync(socketPath)).toThrow();
    const run = await runAdmin(['jobs', 'list'], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^The store in .+ is in use by process \d+, but its admin socket .+ does not answer; .+\.\n$/);
  });
});
