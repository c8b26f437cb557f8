import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../store/database';
import { remember, type Idempotency } from '../store/idempotency-keys';
import { queueMail } from '../store/outbox';
import { subscriptions, subscriptionTokens } from '../store/schema';
import { confirmationMail } from '../mail/subscription-mails';
import { audit } from './audit';
import { NotFoundError } from './errors';

/**
 * Double opt-in (issue 40, points 2 and 3; docs/decisions/209-newsletter-and-job-alerts.md): a
 * newsletter or job-alert address is pending until the link mailed to it is followed, and only then
 * mailed. Every mail to a subscriber carries a personal unsubscribe link of its own. The rules live
 * here; the public calls (server/routes/contact.ts) and the dispatcher (server/mail/mailings.ts) call them.
 */

/** How long a confirmation link works, and how long an address that never confirmed is kept. */
const confirmationDays = 7;
const dayMs = 24 * 60 * 60 * 1000;
/** One confirmation mail per address in this time, however often it is entered: the form cannot be used to flood a mailbox. */
const resendAfterMs = 10 * 60 * 1000;

/** A visitor acting through a link mailed to them: the audit names no one. */
const visitor = (at: Date) => ({ name: 'anonymous', address: null, at });

export type MailedList = 'Newsletter' | 'JobAlerts';

/** The site's pages and call that a subscriber's links open. */
const subscriberLinks = {
  confirm: (site: string, token: string) => `${site}/confirm-subscription?token=${token}`,
  unsubscribe: (site: string, token: string) => `${site}/unsubscribe?token=${token}`,
  oneClick: (site: string, token: string) => `${site}/api/contact/unsubscribe-link/one-click?token=${token}`,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link's token, of which only the hash is kept. */
async function newLinkToken(
  tx: Executor,
  subscriptionId: number,
  purpose: 'confirm' | 'unsubscribe',
  at: Date,
  extra: { issueId?: number; categories?: string[]; expiresAt?: Date } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(subscriptionTokens).values({ tokenHash: hashToken(token), subscriptionId, purpose, createdAt: at, ...extra });
  return token;
}

/** The personal unsubscribe link and the RFC 8058 headers of one mail to a subscriber. */
export async function unsubscribeParts(tx: Executor, subscriptionId: number, site: string, at: Date, issueId?: number) {
  const token = await newLinkToken(tx, subscriptionId, 'unsubscribe', at, issueId ? { issueId } : {});
  return {
    link: subscriberLinks.unsubscribe(site, token),
    headers: { 'List-Unsubscribe': `<${subscriberLinks.oneClick(site, token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const sameSet = (a: readonly string[] | null, b: readonly string[]) => !!a && a.length === b.length && b.every((item) => a.includes(item));

/**
 * Asks an address to confirm: queues the confirmation mail in the caller's transaction. An address
 * already confirmed for the same thing gets nothing (the answer is the same, so the form tells no one
 * who is subscribed); new job categories wait for their own confirmation.
 */
export async function askToSubscribe(
  tx: Executor,
  request: { email: string; list: MailedList; categories?: string[] },
  site: string,
  at: Date,
): Promise<void> {
  const categories = request.list === 'JobAlerts' ? [...new Set(request.categories ?? [])] : undefined;
  const [existing] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.email, request.email), eq(subscriptions.type, request.list)));
  const confirmed = existing?.status === 'active' && existing.confirmedAt !== null;
  if (confirmed && (!categories || sameSet(existing.categories, categories))) return;
  const id = existing
    ? existing.id
    : (
        await tx
          .insert(subscriptions)
          .values({ email: request.email, type: request.list, status: 'pending', createdAt: at, updatedAt: at })
          .returning({ id: subscriptions.id })
      )[0]!.id;
  // A confirmed address keeps being mailed what it confirmed until it confirms the change.
  if (existing && !confirmed) await tx.update(subscriptions).set({ status: 'pending', updatedAt: at }).where(eq(subscriptions.id, id));
  // A new address has no link yet: one statement fewer on the path every visitor's subscription takes.
  const [recent] = !existing
    ? []
    : await tx
        .select({ at: subscriptionTokens.createdAt })
        .from(subscriptionTokens)
        .where(
          and(
            eq(subscriptionTokens.subscriptionId, id),
            eq(subscriptionTokens.purpose, 'confirm'),
            isNull(subscriptionTokens.usedAt),
            gt(subscriptionTokens.createdAt, new Date(at.getTime() - resendAfterMs)),
          ),
        )
        .limit(1);
  if (recent) return;
  const token = await newLinkToken(tx, id, 'confirm', at, {
    expiresAt: new Date(at.getTime() + confirmationDays * dayMs),
    ...(categories && { categories }),
  });
  await queueMail(
    tx,
    confirmationMail({ email: request.email, list: request.list, categories, subscriptionId: id }, subscriberLinks.confirm(site, token)),
    at,
  );
}

/**
 * Drops the addresses that never confirmed within `confirmationDays` of their last request (run by the
 * mailings' dispatcher, server/domain/mailings.ts, rather than by every subscription: a statement fewer
 * in each visitor's transaction), audited as the dispatcher in the same transaction. An address asked
 * again before then is kept and asked again.
 */
export async function dropUnconfirmed(db: Executor, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const dropped = await tx
      .delete(subscriptions)
      .where(and(eq(subscriptions.status, 'pending'), lt(subscriptions.updatedAt, new Date(at.getTime() - confirmationDays * dayMs))))
      .returning({ id: subscriptions.id });
    for (const { id } of dropped)
      await audit(tx, { name: 'system:mailings', address: null, at }, 'subscription.drop-unconfirmed', `subscription ${id}`);
    return dropped.length;
  });
}

/** A visitor's subscription to the newsletter or to job alerts, in one transaction with its idempotency key. */
export async function saveListSubscription(
  db: Executor,
  request: { email: string; list: MailedList; categories?: string[] },
  site: string,
  at: Date,
  idempotency?: Idempotency<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await askToSubscribe(tx, request, site, at);
    await remember(tx, idempotency, undefined, at);
  });
}

const notValid = {
  confirm: 'This confirmation link is not valid or has expired. Subscribe again to get a new one.',
  unsubscribe: 'This unsubscribe link is not valid. Enter your e-mail address to unsubscribe.',
};

async function tokenRow(tx: Executor, token: string, purpose: 'confirm' | 'unsubscribe') {
  const [row] = await tx
    .select({ token: subscriptionTokens, subscription: subscriptions })
    .from(subscriptionTokens)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionTokens.subscriptionId))
    .where(and(eq(subscriptionTokens.tokenHash, hashToken(token)), eq(subscriptionTokens.purpose, purpose)))
    .for('update');
  if (!row) throw new NotFoundError(notValid[purpose]);
  return row;
}

/** Follows a confirmation link: the subscription is active (with the link's categories) from now. A link used twice answers the same. */
export async function confirmSubscription(db: Executor, token: string, at: Date) {
  return db.transaction(async (tx) => {
    const { token: link, subscription } = await tokenRow(tx, token, 'confirm');
    const answer = (categories: string[] | null) => ({
      type: subscription.type as MailedList,
      categories: categories ?? [],
    });
    if (link.usedAt) return answer(subscription.categories);
    if (link.expiresAt && link.expiresAt < at) throw new NotFoundError(notValid.confirm);
    const categories = link.categories ?? subscription.categories;
    await tx
      .update(subscriptions)
      .set({ status: 'active', confirmedAt: at, unsubscribedAt: null, categories, updatedAt: at })
      .where(eq(subscriptions.id, subscription.id));
    await tx.update(subscriptionTokens).set({ usedAt: at }).where(eq(subscriptionTokens.tokenHash, link.tokenHash));
    await audit(tx, visitor(at), 'subscription.confirm', `subscription ${subscription.id}`, { type: subscription.type });
    return answer(categories);
  });
}

/** Follows a personal unsubscribe link (the page's button, or a mail client's one-click POST); answers the same when already unsubscribed. */
export async function unsubscribeWithLink(db: Executor, token: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { token: link, subscription } = await tokenRow(tx, token, 'unsubscribe');
    if (subscription.status === 'unsubscribed') return;
    await tx
      .update(subscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: at, updatedAt: at })
      .where(eq(subscriptions.id, subscription.id));
    await tx.update(subscriptionTokens).set({ usedAt: at }).where(eq(subscriptionTokens.tokenHash, link.tokenHash));
    await audit(tx, visitor(at), 'subscription.unsubscribe', `subscription ${subscription.id}`, {
      type: subscription.type,
      ...(link.issueId && { issue: link.issueId }),
    });
  });
}
