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
import { socketClient, type AdminClient } from './client';
import * as operations from './operations';
import { NotFoundError } from '../domain/errors';
import { listJobs } from '../domain/jobs';
import { listArticles } from '../domain/articles';
import { adminSocketPath } from './protocol';
import { runAdmin, sampleArticle, sampleJob, storeVisitor } from '../test/admin-kit';
import { newStoreDir } from '../test/store-dir';
import { suiteClock } from '../test/suite-clock';
import { dayOf } from '../clock';

/** The command line's user, whom the socket's changes are audited as. */
const cliUser = { name: 'cli:tester', address: null, at: suiteClock()() };

/**
 * The admin socket in this process, over a PGlite store this process holds (as the server does):
 * the client gives what the operations give, changes drop the rendered pages, and the built CLI
 * goes through it, since it cannot open the store itself.
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
  let client: AdminClient;
  let visitor: { messageId: number; applicationId: number };
  let pagesDropped = 0;

  beforeAll(async () => {
    store = await openStore({ dataDir, clock: suiteClock() });
    visitor = await storeVisitor(store, 'socket@example.com');
    // A socket file left by a server that was killed: it is replaced.
    writeFileSync(socketPath, 'stale');
    socket = await startAdminSocket({ app: { storeChanged: () => (pagesDropped += 1) }, store, dataDir, log: pino({ level: 'silent' }) });
    client = (await socketClient(socketPath, dataDir))!;
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

  it('answers what the operations answer', async () => {
    expect(await client.listJobs()).toEqual(await listJobs(store.db, dayOf(store.clock())));
    expect(await client.listArticles()).toEqual(await listArticles(store.db));
    expect(await client.listOutbox('pending')).toEqual(await operations.listOutbox(store.db, 'pending'));
    for (const kind of operations.exportKinds) {
      expect(await client.exportRows(kind)).toEqual(await operations.exportRows(store.db, kind));
      expect(await client.exportRows(kind, new Date('2999-01-01'))).toEqual([]);
    }
  });

  it('carries the files byte for byte', async () => {
    const files = await client.applicationFiles(visitor.applicationId);
    expect(Buffer.compare(await buffer(client.readFile(files[0]!)), samplePdf)).toBe(0);
    expect(Buffer.compare(await buffer(client.readFile(files[1]!)), sampleDocx)).toBe(0);
  });

  it('drops the rendered pages after a change of vacancies or articles, and only then', async () => {
    const before = pagesDropped;
    await client.listJobs();
    expect(pagesDropped).toBe(before);
    const jobId = await client.addJob(sampleJob, cliUser);
    expect(pagesDropped).toBe(before + 1);
    expect(await client.closeJob(jobId, cliUser)).toEqual({ id: jobId, title: sampleJob.title, changed: true });
    const { id: articleId } = await client.publishArticle(sampleArticle, cliUser);
    expect(await client.unpublishArticle(articleId, cliUser)).toMatchObject({ changed: true });
    expect(await client.republishArticle(articleId, cliUser)).toMatchObject({ changed: true });
    expect(pagesDropped).toBe(before + 5);
  });

  it('answers a missing id with 404 and bad arguments with 400, each one sentence', async () => {
    await expect(client.closeJob(99_999, cliUser)).rejects.toThrow(new NotFoundError('There is no job with id 99999.'));
    await expect(client.applicationFiles(99_999)).rejects.toThrow(NotFoundError);
    const bad = await rawPost(socketPath, '/admin/add-job', JSON.stringify({ job: { ...sampleJob, deadline: 'soon' } }));
    expect(bad).toEqual({
      status: 400,
      body: {
        error:
          'The arguments of add-job are not valid: job.deadline: deadline must be a date written YYYY-MM-DD, or relative to today: "in 30 days".',
      },
    });
    expect(await rawPost(socketPath, '/admin/drop-tables', '{}')).toEqual({
      status: 404,
      body: { error: 'There is no admin operation "drop-tables".' },
    });
    expect((await rawPost(socketPath, '/admin/close-job', '{not json')).status).toBe(400);
    expect(await rawPost(socketPath, '/admin/purge', JSON.stringify({ before: 'a while ago' }))).toEqual({
      status: 400,
      body: { error: 'The arguments of purge are not valid: before: must be an ISO timestamp.' },
    });
  });

  it('forgets and purges through the socket', async () => {
    await storeVisitor(store, 'socket.forget@example.com');
    expect(await client.forget('socket.forget@example.com')).toEqual({
      subscriptions: 2,
      messages: 1,
      applications: 1,
      files: 2,
      outboxRows: 2,
    });
    expect(await client.purge(new Date('2000-01-01'))).toEqual({ applications: 0, files: 0, messages: 0, outboxRows: 0 });
  });

  it('is what the built CLI goes through while this process holds the store', async () => {
    const env = { DATA_DIR: dataDir };
    const listed = await runAdmin(['jobs', 'list', '--format', 'json'], env);
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual(await listJobs(store.db, dayOf(store.clock())));
    const exported = await runAdmin(['export', 'messages'], env);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain(`${visitor.messageId},Abena Owusu,socket@example.com,Owusu Logistics,Hello.,`);
    const missing = await runAdmin(['articles', 'unpublish', '99999'], env);
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
    const id = await saveApplication(
      store.db,
      'apply',
      applicationFields.parse(applicationText),
      files,
      { to: 'hr@example.com' },
      store.clock(),
    );
    const out = join(dataDir, 'out');
    const run = await runAdmin(['applications', 'files', String(id), '--out', out], { DATA_DIR: dataDir });
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
