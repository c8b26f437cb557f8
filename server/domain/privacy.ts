import { and, eq, inArray, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database, Executor } from '../store/database';
import type { FileStore } from '../store/file-store';
import { applicationFiles as applicationFilesTable, applications, contactMessages, outbox, subscriptions } from '../store/schema';
import { audit, type Actor } from './audit';
import { BadInputError } from './errors';
import { removeUnreferenced } from './files';

/** The privacy policy's two deletions: one address forgotten, and retention (purge). Each audited in its transaction. */

export type ForgetCounts = { subscriptions: number; messages: number; applications: number; files: number; outboxRows: number };

/**
 * Deletes everything stored about an address (the privacy policy's data deletion): its subscriptions,
 * contact messages, applications with their files, and the outbox e-mails that tell of them or reply
 * to it. One transaction: all of it goes or nothing does.
 */
export async function forget(db: Database, actor: Actor, address: string, files?: FileStore): Promise<ForgetCounts> {
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
    const counts = {
      subscriptions: subscriptionRows.length,
      messages: messages.length,
      applications: deletedApplications.length,
      files: fileAddresses.length,
      outboxRows,
    };
    // What was removed, not whose: the log must not keep the address it was asked to forget.
    await audit(tx, actor, 'data.forget', null, counts);
    return { counts, addresses: fileAddresses };
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
export async function purge(db: Database, actor: Actor, before: Date, files?: FileStore): Promise<PurgeCounts> {
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
    await audit(tx, actor, 'data.purge', null, { before: before.toISOString(), ...purged });
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
