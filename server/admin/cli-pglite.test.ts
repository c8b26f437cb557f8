import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { userInfo } from 'node:os';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../store/open-store';
import { articleMarkdown, runAdmin, sampleJob, storeVisitor, asAdmin, addFirstAdminByCli, staffAdmin } from '../test/admin-kit';
import * as cli from '../test/cli-checks';
import { suiteClock } from '../test/suite-clock';

/**
 * The built CLI (dist-server/admin.js, `npm run build:server` first) as a process, as the team runs
 * it, on a PGlite directory no server has open.
 */
describe('the built admin CLI on PGlite, with no server running', () => {
  const dataDir = cli.temporaryStoreDir('volta-admin-pglite-');
  const env = { DATA_DIR: dataDir, PUBLIC_ORIGIN: '', PORT: '' };
  const admin = (...args: string[]) => runAdmin(asAdmin(args), env);
  let visitor = { applicationId: 0, email: 'cli.visitor@example.com' };

  beforeAll(async () => {
    const store = await openStore({ dataDir, clock: suiteClock() });
    visitor = { ...visitor, ...(await storeVisitor(store, visitor.email)) };
    await store.close();
    await addFirstAdminByCli(env);
  });

  cli.sharedChecks(admin, () => visitor);

  it("e-mails set-up links, printing one only with --show-link (audited), on PUBLIC_ORIGIN, else on this machine's server, saying so", async () => {
    const onMachine = await admin('users', 'add', 'origin.unset@volta.test', '--role', 'hr');
    expect(onMachine.code).toBe(0);
    expect(onMachine.stdout).toMatch(/is e-mailed to origin\.unset@volta\.test \(the outbox: npm run admin -- outbox\)\.\n$/);
    expect(onMachine.stdout).not.toContain('#token=');
    expect(onMachine.stderr).toBe(
      "PUBLIC_ORIGIN is not set: the link opens the server on this machine (http://localhost:4173). Set PUBLIC_ORIGIN to the site's address to send a link that works elsewhere.\n",
    );
    const onPort = await runAdmin(asAdmin(['users', 'reset', 'origin.unset@volta.test', '--show-link']), { ...env, PORT: '8080' });
    expect(onPort.stdout).toMatch(/^http:\/\/localhost:8080\/staff\/set-up#token=/m);
    const published = await runAdmin(asAdmin(['users', 'add', 'origin.set@volta.test', '--role', 'hr', '--show-link']), {
      ...env,
      PUBLIC_ORIGIN: 'https://www.voltasystems.com.gh/',
    });
    cli.expectOk(published);
    expect(published.stdout).toMatch(/^https:\/\/www\.voltasystems\.com\.gh\/staff\/set-up#token=[\w-]{43}$/m);
    expect(published.stderr).toBe('');
    const log = JSON.parse((await admin('audit', '--format', 'json')).stdout) as {
      action: string;
      target: string;
      details: { linkShown?: boolean };
    }[];
    const shown = (target: string, action: string) => log.find((row) => row.target === target && row.action === action)?.details.linkShown;
    expect([
      shown('origin.unset@volta.test', 'user.add'),
      shown('origin.unset@volta.test', 'user.reset'),
      shown('origin.set@volta.test', 'user.add'),
    ]).toEqual([false, true, true]);
  });

  it('adds a job from Markdown, lists it, closes it', async () => {
    const files = cli.writeRecordFiles();
    const added = await admin('jobs', 'add', files.goodJob);
    cli.expectOk(added);
    const id = cli.addedId(added);
    expect(added.stdout).toBe(`Added job ${id} "${sampleJob.title}", open on the careers page at /careers/${id}.\n`);
    expect(cli.jobsOf(await admin('jobs', 'list', '--format', 'json'))).toContainEqual(
      expect.objectContaining({ id, status: 'open', title: sampleJob.title }),
    );
    const table = await admin('jobs', 'list');
    expect(table.stdout.split('\n')[0]).toMatch(/^id +status +deadline +category +type +title +location$/);
    cli.expectOk(await admin('jobs', 'close', String(id)));
    expect(cli.jobsOf(await admin('jobs', 'list', '--format', 'json')).find((job) => job.id === id)?.status).toBe('closed');
  });

  it('audits each change of a job, an article and an application as the --as account, from the command line', async () => {
    const files = cli.writeRecordFiles();
    const added = await admin('jobs', 'add', files.goodJobJson);
    cli.expectOk(added);
    const id = cli.addedId(added);
    cli.expectOk(await admin('jobs', 'edit', String(id), files.goodJobJson));
    cli.expectOk(await admin('jobs', 'close', String(id)));
    cli.expectOk(await admin('jobs', 'close', String(id)));
    cli.expectOk(await admin('jobs', 'reopen', String(id)));
    cli.expectOk(await admin('applications', 'mark', String(visitor.applicationId), 'reviewed', '--note', 'Called'));
    // A slug of its own: the other tests publish the sample article too.
    const articleFile = join(dirname(files.article), 'audited.md');
    writeFileSync(articleFile, articleMarkdown({ front: ['slug: audited-article'] }));
    const published = await admin('articles', 'publish', articleFile);
    cli.expectOk(published);
    const articleId = Number(/Published article (\d+)/.exec(published.stdout)?.[1]);
    cli.expectOk(await admin('articles', 'edit', String(articleId), articleFile));
    cli.expectOk(await admin('articles', 'unpublish', String(articleId)));
    cli.expectOk(await admin('articles', 'republish', String(articleId)));
    const log = JSON.parse((await admin('audit', '--format', 'json')).stdout) as {
      actor: string;
      action: string;
      target: string;
      address: string;
    }[];
    // The --as account, from the command line as the operating-system user.
    const me = staffAdmin;
    expect(new Set(log.filter((row) => row.actor === me).map((row) => row.address))).toEqual(new Set([`cli:${userInfo().username}`]));
    expect(log.filter((row) => row.target === `job ${id}`).map(({ actor, action }) => ({ actor, action }))).toEqual([
      { actor: me, action: 'job.create' },
      { actor: me, action: 'job.edit' },
      { actor: me, action: 'job.close' },
      { actor: me, action: 'job.reopen' },
    ]);
    expect(log.filter((row) => row.target === `article ${articleId}`).map(({ actor, action }) => ({ actor, action }))).toEqual([
      { actor: me, action: 'article.create' },
      { actor: me, action: 'article.edit' },
      { actor: me, action: 'article.unpublish' },
      { actor: me, action: 'article.publish' },
    ]);
    expect(log.filter((row) => row.target === `application ${visitor.applicationId}`)).toContainEqual(
      expect.objectContaining({ actor: me, action: 'application.mark' }),
    );
  });

  it('publishes an article from Markdown and unpublishes it', async () => {
    const files = cli.writeRecordFiles();
    const published = await admin('articles', 'publish', files.article);
    cli.expectOk(published);
    const id = Number(/Published article (\d+)/.exec(published.stdout)?.[1]);
    const listed = JSON.parse((await admin('articles', 'list', '--format', 'json')).stdout) as { id: number; status: string }[];
    expect(listed.find((article) => article.id === id)?.status).toBe('published');
    const unpublished = await admin('articles', 'unpublish', String(id));
    expect(unpublished.stdout).toBe(`Unpublished article ${id} "USSD is not dead"; it is kept as a draft.\n`);
  });

  it('forgets an address and says what it removed; lists the outbox', async () => {
    const store = await openStore({ dataDir, seed: false, clock: suiteClock() });
    await storeVisitor(store, 'forget.cli@example.com');
    await store.close();
    const outbox = await admin('outbox', '--status', 'pending', '--format', 'json');
    cli.expectOk(outbox);
    expect((JSON.parse(outbox.stdout) as { recipient: string }[]).length).toBeGreaterThanOrEqual(2);
    const forgotten = await admin('forget', 'Forget.CLI@example.com');
    cli.expectOk(forgotten);
    expect(forgotten.stdout).toBe(
      'Removed for forget.cli@example.com: 2 subscriptions, 1 contact message, 1 application with 2 files, 2 outbox e-mails.\n',
    );
    expect((await admin('forget', 'forget.cli@example.com')).stdout).toBe('Nothing is stored for forget.cli@example.com.\n');
  });

  it('refuses, in one sentence, when a live process holds the store and no admin socket answers', async () => {
    // This test process stands for a server without the socket: alive, and not the CLI.
    const lock = join(dataDir, 'store.lock');
    writeFileSync(lock, String(process.pid));
    try {
      cli.expectRefusal(
        await admin('jobs', 'list'),
        1,
        `The store in ${dataDir} is in use by process ${process.pid}, but its admin socket ${join(dataDir, 'admin.sock')} does not answer; restart the server (a version with the admin socket) or stop it.`,
      );
    } finally {
      rmSync(lock, { force: true });
    }
  });

  it('refuses a DATA_DIR without a store, and an unreachable PostgreSQL', async () => {
    const empty = cli.temporaryDir('volta-admin-empty-');
    cli.expectRefusal(
      await runAdmin(['jobs', 'list'], { DATA_DIR: empty }),
      1,
      `There is no store in ${empty}: start the server once to make it, or set DATA_DIR (or DATABASE_URL) to the store to use.`,
    );
    cli.expectRefusal(
      await runAdmin(['jobs', 'list'], { DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:9/none' }),
      1,
      /^Cannot reach PostgreSQL at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:9\/none: .*ECONNREFUSED.*\.\n$/,
    );
  });

  it('runs through scripts/tools/admin.mjs, which asks for a build when there is none', async () => {
    const script = fileURLToPath(new URL('../../scripts/tools/admin.mjs', import.meta.url));
    const help = await runAdmin(['--help'], env, script);
    cli.expectOk(help);
    expect(help.stdout).toContain('Usage: npm run admin -- <command> [options]');
    const elsewhere = join(cli.temporaryDir('volta-admin-nobuild-'), 'scripts', 'tools');
    mkdirSync(elsewhere, { recursive: true });
    copyFileSync(script, join(elsewhere, 'admin.mjs'));
    cli.expectRefusal(await runAdmin(['--help'], env, join(elsewhere, 'admin.mjs')), 1, 'Run npm run build first (npm start does it).');
  });
});
