import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { articleMarkdown, jobMarkdown, sampleJob, type AdminRun } from './admin-kit';
import { samplePdf } from './documents';
import { newStoreDir } from './store-dir';

/** What the CLI test files share: scratch folders, the record files, the checks every store gets. */

const temporaryDirs: string[] = [];
export function temporaryDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
}
/** A scratch DATA_DIR with a new, empty PGlite database in it (server/test/store-dir.ts). */
export function temporaryStoreDir(prefix: string): string {
  const dir = newStoreDir(prefix);
  temporaryDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

/** The job and article files, good and bad, in a directory of their own. */
export function writeRecordFiles() {
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

export function expectOk(run: AdminRun) {
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
}

/** One sentence on standard error, nothing on standard output, and the exit code. */
export function expectRefusal(run: AdminRun, code: 1 | 2, sentence: string | RegExp) {
  expect(run.stdout).toBe('');
  expect(run.code).toBe(code);
  expect(run.stderr.endsWith('\n')).toBe(true);
  expect(run.stderr.trimEnd()).not.toContain('\n');
  if (typeof sentence === 'string') expect(run.stderr).toBe(`${sentence}\n`);
  else expect(run.stderr).toMatch(sentence);
}

type JobRow = { id: number; status: string; title: string };
export const jobsOf = (run: AdminRun) => JSON.parse(run.stdout) as JobRow[];
export const addedId = (run: AdminRun) => Number(/Added job (\d+)/.exec(run.stdout)?.[1]);

/** The checks every set-up makes: files, exports, refusals. `admin` runs the CLI on the set-up's store. */
export function sharedChecks(admin: (...args: string[]) => Promise<AdminRun>, visitor: () => { applicationId: number; email: string }) {
  it('refuses a bad job file, naming the field and its line, and changes nothing (exit 1)', async () => {
    const files = writeRecordFiles();
    const before = jobsOf(await admin('jobs', 'list', '--format', 'json'));
    const run = await admin('jobs', 'add', files.badJob);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'bad-job.md: line 7: deadline: deadline must be a date written YYYY-MM-DD, or relative to today: "in 30 days".\nNothing was changed.\n',
    );
    expect(jobsOf(await admin('jobs', 'list', '--format', 'json'))).toEqual(before);
  });

  it('exports applications as CSV (with --since) and JSON', async () => {
    const { applicationId, email } = visitor();
    const csv = await admin('export', 'applications');
    expectOk(csv);
    const lines = csv.stdout.split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,source,job_id,status,job_title,job_category,first_name,last_name,email,location,years_of_experience,application_type,salary_expectation,phone_number,highest_qualification,files',
    );
    const row = lines.find((line) => line.startsWith(`${applicationId},`));
    expect(row).toMatch(/,apply,\d*,new,Accountant,Finance,/);
    expect(row).toContain(
      `,Accountant,Finance,Ama,Mensah,${email},"Accra, Ghana",3-5 years,Full Time,4500.00,'+233 20 000 0000,BSc Accounting,`,
    );
    expect(csv.stdout.endsWith('\r\n')).toBe(true);
    const future = await admin('export', 'applications', '--since', '2999-01-01');
    expectOk(future);
    expect(future.stdout.split('\r\n').filter(Boolean)).toHaveLength(1);
    const json = await admin('export', 'applications', '--format', 'json', '--since', '2000-01-01');
    expectOk(json);
    expect((JSON.parse(json.stdout) as { id: number; email: string }[]).find((entry) => entry.id === applicationId)).toMatchObject({
      email,
      phone_number: '+233 20 000 0000',
    });
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
    expectRefusal(
      await admin('applications', 'files', String(applicationId), '--out', out),
      1,
      /already exists: choose another --out directory/,
    );
  });

  it('answers a missing id with one sentence and exit 1', async () => {
    expectRefusal(await admin('jobs', 'close', '99999'), 1, 'There is no job with id 99999.');
    expectRefusal(await admin('articles', 'unpublish', '99999'), 1, 'There is no article with id 99999.');
    expectRefusal(
      await admin('applications', 'files', '99999', '--out', temporaryDir('volta-admin-out-')),
      1,
      'There is no application with id 99999.',
    );
  });

  it('answers bad arguments with one sentence and exit 2', async () => {
    expectRefusal(await admin('jobs', 'close', 'seven'), 2, 'The id must be a positive whole number, not "seven".');
    expectRefusal(
      await admin('export', 'messages', '--since', 'last week'),
      2,
      '--since must be a date written YYYY-MM-DD or an ISO timestamp, not "last week".',
    );
    expectRefusal(await admin('purge'), 2, 'Give the retention period with --older-than, such as 24m (months) or 90d (days).');
    expectRefusal(await admin('launch'), 2, /^Unknown command "launch"/);
    const help = await admin('jobs', 'add', '--help');
    expectOk(help);
    expect(help.stdout).toContain('Usage: npm run admin -- jobs add FILE');
  });
}
