import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../store/open-store';
import { applicationParts, sampleDocx, samplePdf } from '../test/documents';
import { startServer, type ServerProcess } from '../test/server-process';
import { createTestDatabase } from '../test/services';
import { articleMarkdown, jobMarkdown, runAdmin, sampleJob, storeVisitor, type AdminRun } from './test-files';

/**
 * The built CLI (dist-server/admin.js, `npm run build:server` first) as a process, as the team runs
 * it: on a PGlite directory no server has open, through the admin socket of a server running on that
 * directory, and on PostgreSQL.
 */

const temporaryDirs: string[] = [];
function temporaryDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

/** The job and article files, good and bad, in a directory of their own. */
function writeRecordFiles() {
  const dir = temporaryDir('volta-admin-files-');
  const files = {
    goodJob: join(dir, 'job.md'),
    goodJobJson: join(dir, 'job.json'),
    badJob: join(dir, 'bad-job.md'),
    article: join(dir, 'article.md'),
  };
  writeFileSync(files.goodJob, jobMarkdown());
  writeFileSync(files.goodJobJson, JSON.stringify({ ...sampleJob, title: 'Platform Engineer' }, null, 2));
  writeFileSync(files.badJob, jobMarkdown({ deadline: '31/12/2031' }));
  writeFileSync(files.article, articleMarkdown());
  return files;
}

function expectOk(run: AdminRun) {
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
}

/** One sentence on standard error, nothing on standard output, and the exit code. */
function expectRefusal(run: AdminRun, code: 1 | 2, sentence: string | RegExp) {
  expect(run.stdout).toBe('');
  expect(run.code).toBe(code);
  expect(run.stderr.endsWith('\n')).toBe(true);
  expect(run.stderr.trimEnd()).not.toContain('\n');
  if (typeof sentence === 'string') expect(run.stderr).toBe(`${sentence}\n`);
  else expect(run.stderr).toMatch(sentence);
}

type JobRow = { id: number; status: string; title: string };
const jobsOf = (run: AdminRun) => JSON.parse(run.stdout) as JobRow[];
const addedId = (run: AdminRun) => Number(/Added job (\d+)/.exec(run.stdout)?.[1]);

/** The checks every set-up makes: files, exports, refusals. `admin` runs the CLI on the set-up's store. */
function sharedChecks(admin: (...args: string[]) => Promise<AdminRun>, visitor: () => { applicationId: number; email: string }) {
  it('refuses a bad job file, naming the field and its line, and changes nothing (exit 1)', async () => {
    const files = writeRecordFiles();
    const before = jobsOf(await admin('jobs', 'list', '--format', 'json'));
    const run = await admin('jobs', 'add', files.badJob);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('bad-job.md: line 7: deadline: deadline must be a date written YYYY-MM-DD.\nNothing was changed.\n');
    expect(jobsOf(await admin('jobs', 'list', '--format', 'json'))).toEqual(before);
  });

  it('exports applications as CSV (with --since) and JSON', async () => {
    const { applicationId, email } = visitor();
    const csv = await admin('export', 'applications');
    expectOk(csv);
    const lines = csv.stdout.split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,source,job_title,job_category,first_name,last_name,email,location,years_of_experience,application_type,salary_expectation,phone_number,highest_qualification,files',
    );
    const row = lines.find((line) => line.startsWith(`${applicationId},`));
    expect(row).toContain(`,apply,Accountant,Finance,Ama,Mensah,${email},"Accra, Ghana",3-5 years,Full Time,4500.00,'+233 20 000 0000,BSc Accounting,`);
    expect(csv.stdout.endsWith('\r\n')).toBe(true);
    const future = await admin('export', 'applications', '--since', '2999-01-01');
    expectOk(future);
    expect(future.stdout.split('\r\n').filter(Boolean)).toHaveLength(1);
    const json = await admin('export', 'applications', '--format', 'json', '--since', '2000-01-01');
    expectOk(json);
    expect((JSON.parse(json.stdout) as { id: number; email: string }[]).find((entry) => entry.id === applicationId)).toMatchObject({ email, phone_number: '+233 20 000 0000' });
  });

  it("writes an application's CV and cover letter byte for byte", async () => {
    const { applicationId } = visitor();
    const out = join(temporaryDir('volta-admin-out-'), 'files');
    const run = await admin('applications', 'files', String(applicationId), '--out', out);
    expectOk(run);
    expect(run.stdout.trim().split('\n')).toHaveLength(2);
    const written = readFileSync(join(out, existsSync(join(out, 'cv.pdf')) ? 'cv.pdf' : 'Resume.pdf'));
    expect(Buffer.compare(written, samplePdf)).toBe(0);
    // Written again into the same directory, nothing is overwritten.
    expectRefusal(await admin('applications', 'files', String(applicationId), '--out', out), 1, /already exists: choose another --out directory/);
  });

  it('answers a missing id with one sentence and exit 1', async () => {
    expectRefusal(await admin('jobs', 'close', '99999'), 1, 'There is no job with id 99999.');
    expectRefusal(await admin('articles', 'unpublish', '99999'), 1, 'There is no article with id 99999.');
    expectRefusal(await admin('applications', 'files', '99999', '--out', temporaryDir('volta-admin-out-')), 1, 'There is no application with id 99999.');
  });

  it('answers bad arguments with one sentence and exit 2', async () => {
    expectRefusal(await admin('jobs', 'close', 'seven'), 2, 'The id must be a positive whole number, not "seven".');
    expectRefusal(await admin('export', 'messages', '--since', 'last week'), 2, '--since must be a date written YYYY-MM-DD or an ISO timestamp, not "last week".');
    expectRefusal(await admin('purge'), 2, 'Give the retention period with --older-than, such as 24m (months) or 90d (days).');
    expectRefusal(await admin('launch'), 2, /^Unknown command "launch"/);
    const help = await admin('jobs', 'add', '--help');
    expectOk(help);
    expect(help.stdout).toContain('Usage: npm run admin -- jobs add FILE');
  });
}

describe('the built admin CLI on PGlite, with no server running', () => {
  const dataDir = temporaryDir('volta-admin-pglite-');
  const env = { DATA_DIR: dataDir };
  const admin = (...args: string[]) => runAdmin(args, env);
  let visitor = { applicationId: 0, email: 'cli.visitor@example.com' };

  beforeAll(async () => {
    const store = await openStore({ dataDir });
    visitor = { ...visitor, ...(await storeVisitor(store.db, visitor.email)) };
    await store.close();
  });

  sharedChecks(admin, () => visitor);

  it('adds a job from Markdown, lists it, closes it', async () => {
    const files = writeRecordFiles();
    const added = await admin('jobs', 'add', files.goodJob);
    expectOk(added);
    const id = addedId(added);
    expect(added.stdout).toBe(`Added job ${id} "${sampleJob.title}", open on the careers page at /careers/${id}.\n`);
    expect(jobsOf(await admin('jobs', 'list', '--format', 'json'))).toContainEqual(expect.objectContaining({ id, status: 'open', title: sampleJob.title }));
    const table = await admin('jobs', 'list');
    expect(table.stdout.split('\n')[0]).toMatch(/^id +status +deadline +category +type +title +location$/);
    expectOk(await admin('jobs', 'close', String(id)));
    expect(jobsOf(await admin('jobs', 'list', '--format', 'json')).find((job) => job.id === id)?.status).toBe('closed');
  });

  it('publishes an article from Markdown and unpublishes it', async () => {
    const files = writeRecordFiles();
    const published = await admin('articles', 'publish', files.article);
    expectOk(published);
    const id = Number(/Published article (\d+)/.exec(published.stdout)?.[1]);
    const listed = JSON.parse((await admin('articles', 'list', '--format', 'json')).stdout) as { id: number; status: string }[];
    expect(listed.find((article) => article.id === id)?.status).toBe('published');
    const unpublished = await admin('articles', 'unpublish', String(id));
    expect(unpublished.stdout).toBe(`Unpublished article ${id} "USSD is not dead"; it is kept as a draft.\n`);
  });

  it('forgets an address and says what it removed; lists the outbox', async () => {
    const store = await openStore({ dataDir, seed: false });
    await storeVisitor(store.db, 'forget.cli@example.com');
    await store.close();
    const outbox = await admin('outbox', '--status', 'pending', '--format', 'json');
    expectOk(outbox);
    expect((JSON.parse(outbox.stdout) as { recipient: string }[]).length).toBeGreaterThanOrEqual(2);
    const forgotten = await admin('forget', 'Forget.CLI@example.com');
    expectOk(forgotten);
    expect(forgotten.stdout).toBe('Removed for forget.cli@example.com: 2 subscriptions, 1 contact message, 1 application with 2 files, 2 outbox e-mails.\n');
    expect((await admin('forget', 'forget.cli@example.com')).stdout).toBe('Nothing is stored for forget.cli@example.com.\n');
  });

  it('refuses, in one sentence, when a live process holds the store and no admin socket answers', async () => {
    // This test process stands for a server without the socket: alive, and not the CLI.
    const lock = join(dataDir, 'store.lock');
    writeFileSync(lock, String(process.pid));
    try {
      expectRefusal(
        await admin('jobs', 'list'),
        1,
        `The store in ${dataDir} is in use by process ${process.pid}, but its admin socket ${join(dataDir, 'admin.sock')} does not answer; restart the server (a version with the admin socket) or stop it.`,
      );
    } finally {
      rmSync(lock, { force: true });
    }
  });

  it('refuses a DATA_DIR without a store, and an unreachable PostgreSQL', async () => {
    const empty = temporaryDir('volta-admin-empty-');
    expectRefusal(
      await runAdmin(['jobs', 'list'], { DATA_DIR: empty }),
      1,
      `There is no store in ${empty}: start the server once to make it, or set DATA_DIR (or DATABASE_URL) to the store to use.`,
    );
    expectRefusal(
      await runAdmin(['jobs', 'list'], { DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:9/none' }),
      1,
      /^Cannot reach PostgreSQL at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:9\/none: .*ECONNREFUSED.*\.\n$/,
    );
  });

  it('runs through scripts/admin.mjs, which asks for a build when there is none', async () => {
    const script = fileURLToPath(new URL('../../scripts/admin.mjs', import.meta.url));
    const help = await runAdmin(['--help'], env, script);
    expectOk(help);
    expect(help.stdout).toContain('Usage: npm run admin -- <command> [options]');
    const elsewhere = join(temporaryDir('volta-admin-nobuild-'), 'scripts');
    mkdirSync(elsewhere);
    copyFileSync(script, join(elsewhere, 'admin.mjs'));
    expectRefusal(await runAdmin(['--help'], env, join(elsewhere, 'admin.mjs')), 1, 'Run npm run build first (npm start does it).');
  });
});

describe('the built admin CLI through a server running on the same PGlite directory', () => {
  const dataDir = temporaryDir('volta-admin-served-');
  const admin = (...args: string[]) => runAdmin(args, { DATA_DIR: dataDir });
  let server: ServerProcess;
  let visitor = { applicationId: 0, email: 'ama.mensah@example.com' };

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir });
    // An application as a visitor sends it: multipart, with a CV and a cover letter.
    const files = { Resume: samplePdf, CoverLetter: Buffer.from(sampleDocx) };
    const { payload, headers } = applicationParts({}, files);
    const response = await fetch(`${server.url}api/job-vacancy/apply`, { method: 'POST', headers, body: payload });
    expect(response.status).toBe(200);
    visitor = { ...visitor, applicationId: ((await response.json()) as { id: number }).id };
  });
  afterAll(async () => {
    await server?.stop();
  });

  const openJobIds = async () => {
    const response = await fetch(`${server.url}api/job-vacancy/available?pageNo=1&pageSize=100`);
    return ((await response.json()) as { items: { id: number }[] }).items.map((item) => item.id);
  };

  it('has its admin socket in DATA_DIR, for its owner only', () => {
    const socket = statSync(join(dataDir, 'admin.sock'));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
  });

  sharedChecks(admin, () => visitor);

  it('adds a job that the running site shows at once, and closes it (the page cache is dropped)', async () => {
    const files = writeRecordFiles();
    const added = await admin('jobs', 'add', files.goodJobJson);
    expectOk(added);
    const id = addedId(added);
    expect(await openJobIds()).toContain(id);
    expect((await fetch(`${server.url}careers/${id}`)).status).toBe(200);
    expectOk(await admin('jobs', 'close', String(id)));
    expect(await openJobIds()).not.toContain(id);
    expect((await fetch(`${server.url}careers/${id}`)).status).toBe(404);
  });

  it('writes the multipart application’s files exactly as uploaded', async () => {
    const out = temporaryDir('volta-admin-out-');
    expectOk(await admin('applications', 'files', String(visitor.applicationId), '--out', out));
    expect(Buffer.compare(readFileSync(join(out, 'Resume.pdf')), samplePdf)).toBe(0);
    expect(Buffer.compare(readFileSync(join(out, 'CoverLetter.pdf')), sampleDocx)).toBe(0);
  });

  it('forgets the applicant through the server', async () => {
    const run = await admin('forget', visitor.email);
    expectOk(run);
    expect(run.stdout).toMatch(/^Removed for ama\.mensah@example\.com: 0 subscriptions, 0 contact messages, 1 application with 2 files, \d+ outbox e-mails?\.\n$/);
    expectRefusal(await admin('applications', 'files', String(visitor.applicationId), '--out', temporaryDir('volta-admin-out-')), 1, `There is no application with id ${visitor.applicationId}.`);
  });

  it('removes its socket when it stops; the CLI then opens the store itself', async () => {
    expect(await server.stop()).toBe(0);
    expect(existsSync(join(dataDir, 'admin.sock'))).toBe(false);
    const run = await admin('jobs', 'list', '--format', 'json');
    expectOk(run);
    expect(jobsOf(run).length).toBeGreaterThan(0);
  });
});

const database = await createTestDatabase();
if (database) {
  describe('the built admin CLI on PostgreSQL (DATABASE_URL)', () => {
    const env = { DATABASE_URL: database.url, DATA_DIR: temporaryDir('volta-admin-unused-') };
    const admin = (...args: string[]) => runAdmin(args, env);
    let visitor = { applicationId: 0, email: 'pg.visitor@example.com' };

    beforeAll(async () => {
      const store = await openStore({ databaseUrl: database.url, dataDir: '' });
      visitor = { ...visitor, ...(await storeVisitor(store.db, visitor.email)) };
      await store.close();
    });
    afterAll(() => database.drop());

    sharedChecks(admin, () => visitor);

    it('adds and closes a job, and says when running servers show it', async () => {
      const files = writeRecordFiles();
      const added = await admin('jobs', 'add', files.goodJob);
      expectOk(added);
      const id = addedId(added);
      expect(added.stdout).toBe(
        `Added job ${id} "${sampleJob.title}", open on the careers page at /careers/${id}. Servers on this database show it on its pages within a minute.\n`,
      );
      expect(jobsOf(await admin('jobs', 'list', '--format', 'json'))).toContainEqual(expect.objectContaining({ id, status: 'open' }));
      expectOk(await admin('jobs', 'close', String(id)));
    });

    it('purges by age and prints the counts', async () => {
      const run = await admin('purge', '--older-than', '24m');
      expectOk(run);
      expect(run.stdout).toMatch(/^Removed what was created before \d{4}-\d{2}-\d{2}T.+Z \(older than 24m\): 0 applications with 0 files, 0 contact messages, 0 outbox e-mails\.\n$/);
    });
  });
}
