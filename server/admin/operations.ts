import { rm } from 'node:fs/promises';
import { and, asc, eq, gte, inArray, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { slugFromTitle } from '../../src/contracts/article-slug';
import type { NewArticle } from '../../src/contracts/new-article';
import { BadImageError } from '../store/article-images';
import { insertArticle, keepIn, prepareArticle, replaceArticle, slugHolder, type SourceImage } from '../store/article-writing';
import type { Database, Executor } from '../store/database';
import type { FileStore } from '../store/file-store';
import type { Store } from '../store/open-store';
import { BadInputError, NotFoundError } from '../domain/errors';
import type { StatusChange } from '../domain/jobs';
import { listOutbox as listOutboxEntries, type OutboxEntry } from '../store/outbox';
import {
  applicationFiles as applicationFilesTable,
  applications,
  articleImages,
  articles,
  contactMessages,
  outbox,
  subscriptions,
} from '../store/schema';

/**
 * The team's operations on the store (`npm run admin`), each a function of the Drizzle database:
 * the CLI calls them directly when it opens the store itself, and the running server's admin socket
 * calls them for it otherwise. Every answer is plain JSON (timestamps as ISO strings) except the
 * files' contents, so that both paths give the same thing.
 */

export const exportKinds = ['subscribers', 'messages', 'applications'] as const;
export type ExportKind = (typeof exportKinds)[number];
type Cell = string | number | null;
export type ExportRow = Record<string, Cell>;

/** The columns of each export, in order (the CSV header). */
export const exportColumns: Record<ExportKind, readonly string[]> = {
  subscribers: ['email', 'type', 'status', 'created_at', 'updated_at'],
  messages: ['id', 'full_name', 'email', 'company', 'message_body', 'created_at'],
  applications: [
    'id',
    'created_at',
    'source',
    'job_id',
    'status',
    'job_title',
    'job_category',
    'first_name',
    'last_name',
    'email',
    'location',
    'years_of_experience',
    'application_type',
    'salary_expectation',
    'phone_number',
    'highest_qualification',
    'files',
  ],
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The rows of one kind of submission, oldest first; with `since`, those created at or after it. */
export async function exportRows(db: Executor, kind: ExportKind, since?: Date): Promise<ExportRow[]> {
  if (kind === 'subscribers') {
    const rows = await db
      .select()
      .from(subscriptions)
      .where(since ? gte(subscriptions.createdAt, since) : undefined)
      .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
    return rows.map((row) => ({
      email: row.email,
      type: row.type,
      status: row.status,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    }));
  }
  if (kind === 'messages') {
    const rows = await db
      .select()
      .from(contactMessages)
      .where(since ? gte(contactMessages.createdAt, since) : undefined)
      .orderBy(asc(contactMessages.id));
    return rows.map((row) => ({
      id: row.id,
      full_name: row.fullName,
      email: row.email,
      company: row.company,
      message_body: row.messageBody,
      created_at: iso(row.createdAt),
    }));
  }
  const where = since ? gte(applications.createdAt, since) : undefined;
  const rows = await db.select().from(applications).where(where).orderBy(asc(applications.id));
  const files = await db
    .select({ applicationId: applicationFilesTable.applicationId, fileName: applicationFilesTable.fileName })
    .from(applicationFilesTable)
    .where(inArray(applicationFilesTable.applicationId, db.select({ id: applications.id }).from(applications).where(where)))
    .orderBy(asc(applicationFilesTable.applicationId), asc(applicationFilesTable.id));
  const names = new Map<number, string[]>();
  for (const file of files) names.set(file.applicationId, [...(names.get(file.applicationId) ?? []), file.fileName]);
  return rows.map((row) => ({
    id: row.id,
    created_at: iso(row.createdAt),
    source: row.source,
    job_id: row.jobId,
    status: row.status,
    job_title: row.jobTitle,
    job_category: row.jobCategory,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    location: row.location,
    years_of_experience: row.yearsOfExperience,
    application_type: row.applicationType,
    salary_expectation: row.salaryExpectation,
    phone_number: row.phoneNumber,
    highest_qualification: row.highestQualification,
    files: (names.get(row.id) ?? []).join('; '),
  }));
}

export type ArticleSummary = { id: number; status: 'published' | 'draft'; date: string; slug: string; title: string; author: string };

/** What publish and edit answer: the article's id, slug and title. */
export type WrittenArticle = { id: number; slug: string; title: string; image: boolean };

/** A picture that cannot be used is the team's mistake, as a bad file is (400 over the socket). */
function asBadInput(error: unknown): never {
  throw error instanceof BadImageError ? new BadInputError(error.message) : error;
}

/** A slug another article has: refused, naming that article and the two ways out. */
async function refuseTakenSlug(db: Executor, slug: string, exceptId?: number): Promise<void> {
  const holder = await slugHolder(db, slug, exceptId);
  if (!holder) return;
  throw new BadInputError(
    `Article ${holder.id} "${holder.title}" (${holder.status}) has the slug "${slug}" already: change that article with ` +
      `\`articles edit ${holder.id} FILE\`, or give this one another slug (a line such as \`slug: ${slug}-2\` in its front matter).`,
  );
}

/** Adds an article, published, with its picture's files; refused when its slug is taken. */
export async function publishArticle(
  { db, files, clock }: Pick<Store, 'db' | 'files' | 'clock'>,
  article: NewArticle,
  image?: SourceImage,
): Promise<WrittenArticle> {
  // Checked before the picture is made (seconds), and again in the transaction (a race).
  const slug = article.slug ?? slugFromTitle(article.title);
  await refuseTakenSlug(db, slug);
  const prepared = await prepareArticle(article, image, keepIn(files)).catch(asBadInput);
  const id = await db.transaction(async (tx) => {
    await refuseTakenSlug(tx, slug);
    return insertArticle(tx, prepared, clock());
  });
  return { id, slug, title: article.title, image: prepared.images.length > 0 };
}

/**
 * Replaces an article's content from a record file: its text, its rendering and its picture (none when
 * the file names none). Its id and published state stay, and so does its slug unless the file gives one.
 */
export async function editArticle(
  { db, files, clock }: Pick<Store, 'db' | 'files' | 'clock'>,
  id: number,
  article: NewArticle,
  image?: SourceImage,
  { keepImage = false }: { keepImage?: boolean } = {},
): Promise<WrittenArticle> {
  const [row] = await db.select({ slug: articles.slug, imageAlt: articles.imageAlt }).from(articles).where(eq(articles.id, id));
  if (!row) throw new NotFoundError(`There is no article with id ${id}.`);
  const slug = article.slug ?? row.slug;
  await refuseTakenSlug(db, slug, id);
  const prepared = await prepareArticle({ ...article, slug }, image, keepIn(files)).catch(asBadInput);
  const before = await db.select().from(articleImages).where(eq(articleImages.articleId, id));
  // No new picture and asked to keep it (the staff editor): the article keeps its picture's files and what it shows.
  if (keepImage && !image && before.length) {
    prepared.images = before.map(({ role, format, width, height, size, sha256 }) => ({ role, format, width, height, size, sha256 }));
    prepared.values.imageAlt = article.imageAlt ?? row.imageAlt;
  }
  await db.transaction(async (tx) => {
    await refuseTakenSlug(tx, slug, id);
    await replaceArticle(tx, id, prepared, clock());
  });
  // The old picture's files, unless the new one made the same.
  await removeUnreferenced(
    db,
    files,
    before.map((row) => row.sha256),
  );
  return { id, slug, title: article.title, image: prepared.images.length > 0 };
}

/** Sets an article published or a draft. `changed` is false if it was so already. */
async function setArticleStatus(db: Executor, id: number, status: 'published' | 'draft'): Promise<StatusChange & { slug: string }> {
  const [row] = await db
    .select({ title: articles.title, status: articles.status, slug: articles.slug })
    .from(articles)
    .where(eq(articles.id, id));
  if (!row) throw new NotFoundError(`There is no article with id ${id}.`);
  if (row.status === status) return { id, title: row.title, slug: row.slug, changed: false };
  await db.update(articles).set({ status }).where(eq(articles.id, id));
  return { id, title: row.title, slug: row.slug, changed: true };
}

/** Takes an article off the blog (it stays, as a draft). */
export const unpublishArticle = (db: Executor, id: number) => setArticleStatus(db, id, 'draft');

/** Puts a draft (an unpublished article) back on the blog. */
export const republishArticle = (db: Executor, id: number) => setArticleStatus(db, id, 'published');

/** Every article, published or draft, by id. */
export async function listArticles(db: Executor): Promise<ArticleSummary[]> {
  return db
    .select({
      id: articles.id,
      status: articles.status,
      date: articles.publishedOn,
      slug: articles.slug,
      title: articles.title,
      author: articles.author,
    })
    .from(articles)
    .orderBy(asc(articles.id));
}

export type OutboxStatus = 'pending' | 'sent';
export type OutboxRow = {
  id: number;
  kind: OutboxEntry['kind'];
  subject_id: number;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
};

/** The outbox's e-mails by id, all or those of one status, as the CLI prints them. */
export async function listOutbox(db: Executor, status?: OutboxStatus): Promise<OutboxRow[]> {
  const rows = await listOutboxEntries(db, status ? { status } : {});
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    subject_id: row.subjectId,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    // A sent row has no next attempt, whatever the column still holds.
    next_attempt_at: row.status === 'sent' ? null : iso(row.nextAttemptAt),
    last_error: row.lastError,
  }));
}

export type ForgetCounts = { subscriptions: number; messages: number; applications: number; files: number; outboxRows: number };

/**
 * Deletes everything stored about an address (the privacy policy's data deletion): its subscriptions,
 * contact messages, applications with their files, and the outbox e-mails that tell of them or reply
 * to it. One transaction: all of it goes or nothing does.
 */
export async function forget(db: Database, address: string, files?: FileStore): Promise<ForgetCounts> {
  const email = address.trim().toLowerCase();
  if (!email) throw new BadInputError('The address to forget is empty.');
  // The store keeps addresses lower-cased; lower() also catches a row written before it did.
  const sameAddress = (
    column: typeof subscriptions.email | typeof contactMessages.email | typeof applications.email | typeof outbox.replyTo,
  ) => sql`lower(${column}) = ${email}`;
  const { counts, addresses } = await db.transaction(async (tx) => {
    const messageIds = tx.select({ id: contactMessages.id }).from(contactMessages).where(sameAddress(contactMessages.email));
    const applicationIds = tx.select({ id: applications.id }).from(applications).where(sameAddress(applications.email));
    const outboxRows = await deleteOutboxOf(tx, messageIds, applicationIds, sameAddress(outbox.replyTo));
    const fileAddresses = await fileAddressesOf(tx, applicationIds);
    const deletedApplications = await tx.delete(applications).where(sameAddress(applications.email)).returning({ id: applications.id });
    const messages = await tx.delete(contactMessages).where(sameAddress(contactMessages.email)).returning({ id: contactMessages.id });
    const subscriptionRows = await tx.delete(subscriptions).where(sameAddress(subscriptions.email)).returning({ id: subscriptions.id });
    return {
      counts: {
        subscriptions: subscriptionRows.length,
        messages: messages.length,
        applications: deletedApplications.length,
        files: fileAddresses.length,
        outboxRows,
      },
      addresses: fileAddresses,
    };
  });
  if (files) await removeUnreferenced(db, files, addresses);
  return counts;
}

export type PurgeCounts = { applications: number; files: number; messages: number; outboxRows: number };

/**
 * Retention: deletes the applications (their files with them) and contact messages created before
 * `before`, and the outbox e-mails that tell of them. One transaction. Subscriptions stay: they last
 * until the address unsubscribes or is forgotten.
 */
export async function purge(db: Database, before: Date, files?: FileStore): Promise<PurgeCounts> {
  if (Number.isNaN(before.getTime())) throw new BadInputError('The purge date is not a date.');
  const { counts, addresses } = await db.transaction(async (tx) => {
    const oldMessages = lt(contactMessages.createdAt, before);
    const oldApplications = lt(applications.createdAt, before);
    const messageIds = tx.select({ id: contactMessages.id }).from(contactMessages).where(oldMessages);
    const applicationIds = tx.select({ id: applications.id }).from(applications).where(oldApplications);
    const outboxRows = await deleteOutboxOf(tx, messageIds, applicationIds);
    const fileAddresses = await fileAddressesOf(tx, applicationIds);
    const deletedApplications = await tx.delete(applications).where(oldApplications).returning({ id: applications.id });
    const messages = await tx.delete(contactMessages).where(oldMessages).returning({ id: contactMessages.id });
    const purged = { applications: deletedApplications.length, files: fileAddresses.length, messages: messages.length, outboxRows };
    return { counts: purged, addresses: fileAddresses };
  });
  if (files) await removeUnreferenced(db, files, addresses);
  return counts;
}

/** A subquery of ids (select id from ... where ...). */
type IdQuery = SQLWrapper;

/** Deletes the outbox rows whose subject is one of the messages or applications (or that match `also`). */
async function deleteOutboxOf(tx: Executor, messageIds: IdQuery, applicationIds: IdQuery, also?: SQL): Promise<number> {
  const rows = await tx
    .delete(outbox)
    .where(
      or(
        and(eq(outbox.kind, 'contact-message'), inArray(outbox.subjectId, messageIds)),
        and(eq(outbox.kind, 'application'), inArray(outbox.subjectId, applicationIds)),
        also,
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}

/** The content addresses of the files of these applications (one per file row). */
async function fileAddressesOf(tx: Executor, applicationIds: IdQuery): Promise<string[]> {
  const rows = await tx
    .select({ sha256: applicationFilesTable.sha256 })
    .from(applicationFilesTable)
    .where(inArray(applicationFilesTable.applicationId, applicationIds));
  return rows.map((row) => row.sha256);
}

/**
 * Deletes from disk the files that no row names any more (the same CV may belong to two applications,
 * the same picture's file to two articles).
 */
async function removeUnreferenced(db: Executor, files: FileStore, addresses: readonly string[]): Promise<void> {
  const unique = [...new Set(addresses)];
  if (!unique.length) return;
  const stillNamed = await db
    .select({ sha256: applicationFilesTable.sha256 })
    .from(applicationFilesTable)
    .where(inArray(applicationFilesTable.sha256, unique))
    .union(db.select({ sha256: articleImages.sha256 }).from(articleImages).where(inArray(articleImages.sha256, unique)));
  const named = new Set(stillNamed.map((row) => row.sha256));
  for (const address of unique) if (!named.has(address)) await rm(files.pathOf(address), { force: true });
}
