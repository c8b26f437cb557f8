import { readFileSync, rmSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import type { Database } from './database';
import { afterAll, expect, it } from 'vitest';
import { newStoreDir } from '../test/store-dir';
import { openStore } from './open-store';
import { applicationFields } from '../../src/contracts/applications';
import { saveApplication } from '../submissions/application';
import { sampleJob } from '../test/admin-kit';
import { applicationText } from '../test/documents';
import { jobValues } from './jobs';
import { listOutbox, queueMail } from './outbox';
import { applications, articles, jobVacancies } from './schema';
import { rendererVersion } from '../../src/markdown/markdown';
import { suiteClock } from '../test/suite-clock';

/**
 * Makes an open store one from before a migration and those after it: their rows leave drizzle's
 * table (the migrator runs them again at the next start), and migration 0005's tables and columns go
 * back to what they were before it, and so do the later ones' that cannot run twice.
 */
async function rewindTo(db: Database, tag: string) {
  const journal = JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const since = journal.entries.find((entry) => entry.tag.startsWith(tag))!.when;
  await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at >= ${since}`);
  // Migration 0006 (the staff area) comes after either point: its tables go too, to be made again.
  await db.execute(
    sql`drop table staff_audit, staff_challenges, staff_known_addresses, staff_passkeys, staff_recovery_codes, staff_sessions, staff_set_up_tokens, staff_sign_in_failures, staff_users`,
  );
  await db.execute(sql`drop function staff_audit_append_only`);
  // Migration 0008's checks of the application statuses: made again by it.
  await db.execute(sql`alter table applications drop constraint if exists applications_status_known`);
  await db.execute(
    sql`alter table application_status_changes drop constraint if exists application_status_changes_from_known, drop constraint if exists application_status_changes_to_known`,
  );
  await db.execute(sql`drop table article_images`);
  await db.execute(
    sql`alter table articles drop column slug, drop column body, drop column rendered, drop column rendered_with, drop column image_alt, add column closing_paragraphs jsonb not null default '[]'::jsonb`,
  );
}

/**
 * Migrations 0003 and 0004 on a store from before them. 0003: the team's mails still waiting in the
 * outbox name their setting (SALES_EMAIL, HR_EMAIL) instead of the address set when they were queued;
 * sent ones keep theirs. 0004: every application is kept, new, and tied to the vacancy whose title
 * and category it named when exactly one has them.
 */
const dataDir = newStoreDir('volta-migration-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('makes the waiting team mails go to the addresses set when they are sent', async () => {
  const mail = { replyTo: 'visitor@example.com', subject: 's', body: 'b' };
  const before = await openStore({ dataDir, seed: false, clock: suiteClock() });
  await queueMail(before.db, { ...mail, kind: 'contact-message', subjectId: 1, recipient: 'sales@example.com' }, before.clock());
  await queueMail(before.db, { ...mail, kind: 'application', subjectId: 2, recipient: 'careers@example.com' }, before.clock());
  await queueMail(before.db, { ...mail, kind: 'contact-acknowledgement', subjectId: 1, recipient: 'visitor@example.com' }, before.clock());
  await queueMail(before.db, { ...mail, kind: 'contact-message', subjectId: 3, recipient: 'old-sales@example.com' }, before.clock());
  await before.db.execute(sql`update outbox set status = 'sent' where subject_id = 3`);
  const [job] = await before.db
    .insert(jobVacancies)
    .values({ ...jobValues({ ...sampleJob, title: 'Accountant', category: 'Finance', type: 'Accountant' }), createdAt: before.clock() })
    .returning();
  const { id: named } = await saveApplication(
    before.db,
    'submit-resume',
    applicationFields.parse(applicationText),
    [],
    { to: 'HR_EMAIL' },
    before.clock(),
  );
  const { id: general } = await saveApplication(
    before.db,
    'submit-resume',
    applicationFields.parse({ ...applicationText, JobTitle: 'Anything' }),
    [],
    { to: 'HR_EMAIL' },
    before.clock(),
  );
  // As a store from before migrations 0003 and 0004 (and those after them): the migrator runs them at the next start.
  await rewindTo(before.db, '0003_');
  await before.db.execute(sql`drop table application_status_changes`);
  await before.db.execute(sql`alter table applications drop column job_id, drop column status`);
  await before.close();

  const after = await openStore({ dataDir, seed: false, clock: suiteClock() });
  try {
    const rows = await after.db
      .select({ id: applications.id, jobId: applications.jobId, status: applications.status })
      .from(applications)
      .orderBy(applications.id);
    expect(rows).toEqual([
      { id: named, jobId: job!.id, status: 'new' },
      { id: general, jobId: null, status: 'new' },
    ]);
    expect((await listOutbox(after.db)).map((row) => [row.kind, row.status, row.recipient])).toEqual([
      ['contact-message', 'pending', 'SALES_EMAIL'],
      ['application', 'pending', 'HR_EMAIL'],
      ['contact-acknowledgement', 'pending', 'visitor@example.com'],
      ['contact-message', 'sent', 'old-sales@example.com'],
      ['application', 'pending', 'HR_EMAIL'],
      ['application', 'pending', 'HR_EMAIL'],
    ]);
  } finally {
    await after.close();
  }
}, 60_000);

it("keeps every article's closing paragraphs as its Markdown body, renders it when the store opens, and gives each a slug", async () => {
  const articleDir = newStoreDir('volta-migration-articles-');
  try {
    const before = await openStore({ dataDir: articleDir, seed: false, clock: suiteClock() });
    await rewindTo(before.db, '0005_');
    const article = (title: string, paragraphs: string[]) =>
      sql`insert into articles (title, summary, published_on, author, author_role, long_description, points_heading, points, closing_paragraphs, created_at)
          values (${title}, 's', '2025-01-01', 'a', 'r', 'An **intro**.', 'h', '[{"pointNumber":1,"pointTitle":"t","pointDescription":"A [link](/pns)."}]'::jsonb, ${JSON.stringify(paragraphs)}::jsonb, ${before.clock()})`;
    await before.db.execute(
      article('USSD: still here?', ['Please **talk to our voice team**.', 'See [our page](/pns/services/voice-applications).']),
    );
    await before.db.execute(article('USSD: still here!', []));
    await before.db.execute(article('2025', ['One.']));
    await before.close();

    const after = await openStore({ dataDir: articleDir, seed: false, clock: suiteClock() });
    try {
      const rows = await after.db
        .select({ slug: articles.slug, body: articles.body, rendered: articles.rendered, renderedWith: articles.renderedWith })
        .from(articles)
        .orderBy(asc(articles.id));
      expect(rows).toEqual([
        {
          slug: 'ussd-still-here',
          body: 'Please **talk to our voice team**.\n\nSee [our page](/pns/services/voice-applications).',
          rendered: {
            longDescription: 'An <strong>intro</strong>.',
            points: ['A <a href="/pns">link</a>.'],
            body: '<p>Please <strong>talk to our voice team</strong>.</p>\n<p>See <a href="/pns/services/voice-applications">our page</a>.</p>',
          },
          renderedWith: rendererVersion,
        },
        {
          slug: 'ussd-still-here-2',
          body: '',
          rendered: { longDescription: 'An <strong>intro</strong>.', points: ['A <a href="/pns">link</a>.'], body: '' },
          renderedWith: rendererVersion,
        },
        {
          slug: 'article-2025',
          body: 'One.',
          rendered: { longDescription: 'An <strong>intro</strong>.', points: ['A <a href="/pns">link</a>.'], body: '<p>One.</p>' },
          renderedWith: rendererVersion,
        },
      ]);
    } finally {
      await after.close();
    }
  } finally {
    rmSync(articleDir, { recursive: true, force: true });
  }
}, 60_000);

it('writes each role type one way in a store from before migration 0009, and leaves an unknown one as it is', async () => {
  const dataDir = newStoreDir('volta-migration-role-types-');
  try {
    const before = await openStore({ dataDir, seed: false, clock: suiteClock() });
    const journal = JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
      entries: { tag: string; when: number }[];
    };
    const since = journal.entries.find((entry) => entry.tag.startsWith('0009_'))!.when;
    await before.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at >= ${since}`);
    for (const roleType of ['Full-Time', 'full time', 'Part-Time', 'NATIONAL SERVICE', 'Contract', 'Freelance']) {
      await before.db.insert(jobVacancies).values({ ...jobValues({ ...sampleJob, title: roleType }), roleType, createdAt: before.clock() });
    }
    await before.close();

    const after = await openStore({ dataDir, seed: false, clock: suiteClock() });
    try {
      const rows = await after.db.select({ roleType: jobVacancies.roleType }).from(jobVacancies).orderBy(asc(jobVacancies.id));
      expect(rows.map((row) => row.roleType)).toEqual(['Full Time', 'Full Time', 'Part Time', 'National Service', 'Contract', 'Freelance']);
    } finally {
      await after.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
