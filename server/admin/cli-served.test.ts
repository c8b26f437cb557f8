import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationParts, sampleDocx, samplePdf } from '../test/documents';
import { startServer, type ServerProcess } from '../test/server-process';
import { runAdmin, seededPictureFiles, asAdmin, addFirstAdminByCli } from '../test/admin-kit';
import * as cli from '../test/cli-checks';

/**
 * The built CLI (dist-server/admin.js, `npm run build:server` first) as a process, as the team runs
 * it, through the admin socket of a server running on its PGlite directory.
 */
describe('the built admin CLI through a server running on the same PGlite directory', () => {
  const dataDir = cli.temporaryStoreDir('volta-admin-served-');
  const admin = (...args: string[]) => runAdmin(asAdmin(args), { DATA_DIR: dataDir });
  let server: ServerProcess;
  let visitor = { applicationId: 0, email: 'ama.mensah@example.com' };

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir });
    await addFirstAdminByCli({ DATA_DIR: dataDir });
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

  cli.sharedChecks(admin, () => visitor);

  it('adds a job that the running site shows at once, and ends it: closed, filled, withdrawn (the page cache is dropped)', async () => {
    const files = cli.writeRecordFiles();
    const added = await admin('jobs', 'add', files.goodJobJson);
    cli.expectOk(added);
    const id = cli.addedId(added);
    const page = () => fetch(`${server.url}careers/${id}`);
    expect(await openJobIds()).toContain(id);
    expect((await page()).status).toBe(200);
    cli.expectOk(await admin('jobs', 'close', String(id)));
    expect(await openJobIds()).not.toContain(id);
    const closed = await page();
    expect(closed.status).toBe(200);
    expect(await closed.text()).toContain('This position has been closed.');
    const filled = await admin('jobs', 'fill', String(id));
    cli.expectOk(filled);
    expect(filled.stdout).toMatch(new RegExp(`^Marked job ${id} ".+" filled\\.`));
    expect(await (await page()).text()).toContain('This position has been filled.');
    cli.expectOk(await admin('jobs', 'withdraw', String(id)));
    const withdrawn = await page();
    expect(withdrawn.status).toBe(410);
    expect(await withdrawn.text()).toContain('This position has been withdrawn.');
    cli.expectOk(await admin('jobs', 'reopen', String(id)));
    expect((await page()).status).toBe(200);
    expect(await openJobIds()).toContain(id);
  });

  it('writes the multipart application’s files byte for byte, each named by the kind of its bytes', async () => {
    const out = cli.temporaryDir('volta-admin-out-');
    cli.expectOk(await admin('applications', 'files', String(visitor.applicationId), '--out', out));
    expect(Buffer.compare(readFileSync(join(out, 'Resume.pdf')), samplePdf)).toBe(0);
    // Sent as CoverLetter.pdf, it is a Word document: it is handed out as one (decision 202).
    expect(Buffer.compare(readFileSync(join(out, 'CoverLetter.docx')), sampleDocx)).toBe(0);
  });

  it('backs the store up through the server, files included, and refuses to restore under it', async () => {
    const archive = join(cli.temporaryDir('volta-admin-backup-'), 'served.tar.gz');
    const written = await admin('backup', archive);
    cli.expectOk(written);
    const files = 2 + (await seededPictureFiles());
    expect(written.stdout).toMatch(new RegExp(`^Wrote .*served\\.tar\\.gz: \\d+ rows and ${files} files from the server running on `));
    cli.expectRefusal(
      await admin('restore', archive),
      2,
      `The server running on ${dataDir} has the store open: stop it, then restore (a restore replaces every row).`,
    );
    expect((await fetch(`${server.url}careers/1`)).status).toBe(200);
  });

  it('forgets the applicant through the server', async () => {
    const run = await admin('forget', visitor.email);
    cli.expectOk(run);
    expect(run.stdout).toMatch(
      /^Removed for ama\.mensah@example\.com: 0 subscriptions, 0 contact messages, 1 application with 2 files, \d+ outbox e-mails?\.\n$/,
    );
    cli.expectRefusal(
      await admin('applications', 'files', String(visitor.applicationId), '--out', cli.temporaryDir('volta-admin-out-')),
      1,
      `There is no application with id ${visitor.applicationId}.`,
    );
  });

  it('removes its socket when it stops; the CLI then opens the store itself', async () => {
    expect(await server.stop()).toBe(0);
    expect(existsSync(join(dataDir, 'admin.sock'))).toBe(false);
    const run = await admin('jobs', 'list', '--format', 'json');
    cli.expectOk(run);
    expect(cli.jobsOf(run).length).toBeGreaterThan(0);
  });
});
