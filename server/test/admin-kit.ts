import { spawn } from 'node:child_process';
import { e2eCalendar } from './server-process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NewArticle } from '../../src/contracts/new-article';
import type { NewJob } from '../../src/contracts/new-job';
import type { Store } from '../store/open-store';
import { upsertSubscription } from '../store/subscriptions';
import { saveApplication } from '../submissions/application';
import { saveContactMessage } from '../submissions/contact-message';
import { applicationText, contactText, sampleDocx, samplePdf } from './documents';

/** For the admin tests: job and article files as the team would write them, a visitor's data, the built CLI. */

export const sampleJob: NewJob = {
  title: 'Site Reliability Engineer',
  category: 'Engineer',
  type: 'Backend Engineer',
  roleType: 'Full Time',
  location: 'Accra, Ghana',
  deadline: '2031-12-31',
  techSkills: ['Kubernetes', 'PostgreSQL', 'Terraform'],
  roleDescription: 'Keep our telecom platforms up for millions of subscribers.',
  summary: 'You run and automate the platforms behind our USSD and SMS services.',
  descriptionTitle: 'What you will do',
  description: 'You join the platform team and share its on-call rota.',
  decriptionPoints: ['Automate deployments', 'Run capacity reviews'],
  technicalRequirements: ['Three years running Linux services', 'Infrastructure as code'],
  softSkillsRequirement: ['Calm under pressure', 'Writes things down'],
};

/** The job as Markdown: every field in the front matter. Line 7 is the deadline. */
export function jobMarkdown(overrides: Partial<Record<keyof NewJob, string>> = {}): string {
  const line = (key: keyof NewJob, value: string) => `${key}: ${overrides[key] ?? value}`;
  return [
    '---',
    line('title', sampleJob.title),
    line('category', sampleJob.category),
    line('type', sampleJob.type),
    line('roleType', sampleJob.roleType),
    line('location', sampleJob.location),
    line('deadline', sampleJob.deadline),
    'techSkills:',
    ...sampleJob.techSkills.map((skill) => `  - ${skill}`),
    line('roleDescription', sampleJob.roleDescription),
    line('summary', sampleJob.summary),
    line('descriptionTitle', sampleJob.descriptionTitle),
    line('description', sampleJob.description),
    'decriptionPoints:',
    ...sampleJob.decriptionPoints.map((point) => `  - ${point}`),
    'technicalRequirements:',
    ...sampleJob.technicalRequirements.map((point) => `  - ${point}`),
    'softSkillsRequirement:',
    ...sampleJob.softSkillsRequirement.map((point) => `  - ${point}`),
    '---',
    '',
  ].join('\n');
}

export const sampleArticle: NewArticle = {
  title: 'USSD is not dead',
  summary: 'Why feature phones still matter for payments in 2025.',
  date: '2025-03-01',
  author: 'Efua Asante',
  authorRole: 'Head of Voice',
  longDescription: 'Most of our subscribers still dial short codes every day.',
  pointsHeading: 'Three reasons',
  points: [
    { pointNumber: 1, pointTitle: 'Reach', pointDescription: 'Every handset can dial a code.' },
    { pointNumber: 2, pointTitle: 'Cost', pointDescription: 'No data bundle is needed.' },
  ],
  body: 'Talk to us about your\nnext service.\n\nWe answer within a day.',
};

/**
 * The article as Markdown: its body after the front matter (from line 18). `front` adds lines to the
 * front matter (an image, a slug), `body` replaces the body.
 */
export function articleMarkdown({ front = [], body }: { front?: readonly string[]; body?: string } = {}): string {
  return [
    '---',
    ...front,
    `title: ${sampleArticle.title}`,
    `summary: ${sampleArticle.summary}`,
    `date: ${sampleArticle.date}`,
    `author: ${sampleArticle.author}`,
    `authorRole: ${sampleArticle.authorRole}`,
    `longDescription: ${sampleArticle.longDescription}`,
    `pointsHeading: ${sampleArticle.pointsHeading}`,
    'points:',
    ...sampleArticle.points.flatMap((point) => [
      `  - pointNumber: ${point.pointNumber}`,
      `    pointTitle: ${point.pointTitle}`,
      `    pointDescription: ${point.pointDescription}`,
    ]),
    '---',
    '',
    body ?? sampleArticle.body,
    '',
  ].join('\n');
}

/** How many files a new store's seed makes of its articles' pictures (1600 pixels wide each). */
export async function seededPictureFiles(): Promise<number> {
  const [{ seedRecords }, { filesToMake }] = await Promise.all([import('../store/seed'), import('../store/article-images')]);
  return seedRecords(new Date(0)).articles.length * filesToMake(1600).length;
}

/**
 * A picture as the team would take one: 1600 × 800, a flat field with two blocks (PNG), made by sharp
 * so that the tests need no file of their own. `colour` tells two pictures apart.
 */
export async function samplePicture(colour: { r: number; g: number; b: number } = { r: 226, g: 9, b: 60 }, width = 1600): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const block = await sharp({ create: { width: width / 4, height: width / 8, channels: 3, background: { r: 22, g: 22, b: 31 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height: width / 2, channels: 3, background: colour } })
    .composite([{ input: block, left: width / 8, top: width / 8 }])
    .png()
    .toBuffer();
}

/**
 * Everything one visitor leaves, stored as the site stores it: two subscriptions, a contact message,
 * an application with a CV and a cover letter, and the two outbox e-mails that tell of them.
 */
export async function storeVisitor(
  { db, files, clock }: Pick<Store, 'db' | 'files' | 'clock'>,
  email: string,
): Promise<{ messageId: number; applicationId: number }> {
  await upsertSubscription(db, email, 'Newsletter', clock());
  await upsertSubscription(db, email, 'contactACS', clock());
  const { id: messageId } = await saveContactMessage(db, { ...contactText, email }, { to: 'sales@example.com' }, clock());
  const file = async (field: 'Resume' | 'CoverLetter', fileName: string, mediaType: string, content: Buffer) => ({
    field,
    fileName,
    mediaType,
    size: content.length,
    sha256: await files.put(content),
  });
  const uploads = [
    await file('Resume', 'cv.pdf', 'application/pdf', samplePdf),
    await file('CoverLetter', 'letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', sampleDocx),
  ];
  const fields = { ...applicationText, EmailAddress: email };
  const { id: applicationId } = await saveApplication(db, 'apply', fields, uploads, { to: 'hr@example.com' }, clock());
  return { messageId, applicationId };
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const builtCli = fileURLToPath(new URL('../../dist-server/admin.js', import.meta.url));

export type AdminRun = { code: number | null; stdout: string; stderr: string; stdoutBytes: Buffer };

/**
 * Runs the built CLI (dist-server/admin.js) as `npm run admin` does, from the project root, with only
 * the given store settings (the test runner's own DATABASE_URL, DATA_DIR and INIT_CWD are left out).
 */
export function runAdmin(args: readonly string[], env: Record<string, string>, entry: string = builtCli): Promise<AdminRun> {
  if (!existsSync(entry)) throw new Error(`${entry} does not exist: run \`npm run build:server\` before these tests.`);
  const inherited = { ...process.env };
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'INIT_CWD', 'NODE_OPTIONS']) delete inherited[key];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...args], {
      cwd: root,
      env: { ...inherited, ...e2eCalendar(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      const stdoutBytes = Buffer.concat(out);
      resolve({ code, stdout: stdoutBytes.toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), stdoutBytes });
    });
  });
}

/** The admin account the CLI tests act as (`--as`), added as a store's first account. */
export const staffAdmin = 'ama@voltasystems.com';

/** The words of a command, acting as the admin. */
export const asAdmin = (args: readonly string[]) => [...args, '--as', staffAdmin];

/** The store's first account, the admin, added through the built CLI by the operating-system user (no --as). */
export async function addFirstAdminByCli(env: Record<string, string>): Promise<void> {
  const added = await runAdmin(['users', 'add', staffAdmin, '--role', 'admin'], env);
  if (added.code !== 0) throw new Error(`users add ${staffAdmin} failed: ${added.stderr}`);
}
