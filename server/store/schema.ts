import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  boolean,
  bigint,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applicationStatuses } from '../../src/contracts/application-pipeline';
import type { NewArticle } from '../../src/contracts/new-article';

/**
 * The store: one pg-core schema for PGlite and PostgreSQL alike (drizzle-kit generates the
 * migrations from it into ./migrations).
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Written by the store's clock (server/clock.ts), never the database's: tests fix that clock. */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();

/** The number of each reference ("VS-2026-0042"), shared by messages and applications so that no two have the same. */
export const submissionReferences = pgSequence('submission_reference_seq');

/** One row per address and type: a repeat subscribe reactivates it, unsubscribe marks it. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    type: text('type', { enum: ['Newsletter', 'contactACS', 'JobAlerts'] }).notNull(),
    /**
     * A newsletter or job-alert address is 'pending' until the link mailed to it is followed (double
     * opt-in, docs/decisions/209-newsletter-and-job-alerts.md); only 'active' ones that were confirmed are mailed.
     */
    status: text('status', { enum: ['pending', 'active', 'unsubscribed'] })
      .notNull()
      .default('active'),
    /** When the address confirmed (null: never, including the rows kept from before double opt-in). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When it last unsubscribed: an issue's "unsubscribed since" counts its recipients' later ones. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The job categories of a job-alert subscription. */
    categories: jsonb('categories').$type<string[]>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('subscriptions_email_type').on(table.email, table.type),
    // Each new subscription drops the pending ones that ran out: without it that is a scan of every subscription.
    index('subscriptions_pending_since')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    messageBody: text('message_body').notNull(),
    /** 'lead': an address left in a call-to-action block for the sales team (no name, company or message). */
    kind: text('kind', { enum: ['message', 'lead'] })
      .notNull()
      .default('message'),
    /** The site's page the lead was left on (its path), when the browser told it. */
    pageOfOrigin: text('page_of_origin'),
    /** "VS-2026-0042": what the sender is told and their acknowledgement names (a lead has none). */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_email').on(table.email), uniqueIndex('contact_messages_reference').on(table.reference)],
);

export const jobVacancies = pgTable('job_vacancies', {
  id: serial('id').primaryKey(),
  /** Open, or ended by the team: closed, filled, or withdrawn (its page answers 410). */
  status: text('status', { enum: ['open', 'closed', 'filled', 'withdrawn'] })
    .notNull()
    .default('open'),
  title: text('title').notNull(),
  category: text('category').notNull(),
  type: text('type').notNull(),
  roleType: text('role_type').notNull(),
  location: text('location').notNull(),
  deadline: date('deadline', { mode: 'string' }).notNull(),
  techSkills: jsonb('tech_skills').$type<string[]>().notNull(),
  roleDescription: text('role_description').notNull(),
  summary: text('summary').notNull(),
  descriptionTitle: text('description_title').notNull(),
  description: text('description').notNull(),
  descriptionPoints: jsonb('description_points').$type<string[]>().notNull(),
  technicalRequirements: jsonb('technical_requirements').$type<string[]>().notNull(),
  softSkillsRequirement: jsonb('soft_skills_requirement').$type<string[]>().notNull(),
  createdAt: createdAt(),
});

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    /** 'apply' (multipart, with files) or 'submit-resume' (JSON, no files). */
    source: text('source', { enum: ['apply', 'submit-resume'] }).notNull(),
    /** The open vacancy whose title and category the application named; null for a general one. */
    jobId: integer('job_id').references(() => jobVacancies.id, { onDelete: 'set null' }),
    /** Where it is in the hiring pipeline (src/contracts/application-pipeline.ts). */
    status: text('status', { enum: applicationStatuses }).notNull().default('new'),
    jobTitle: text('job_title').notNull(),
    jobCategory: text('job_category').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    location: text('location').notNull(),
    yearsOfExperience: text('years_of_experience').notNull(),
    applicationType: text('application_type').notNull(),
    salaryExpectation: text('salary_expectation').notNull(),
    phoneNumber: text('phone_number').notNull(),
    highestQualification: text('highest_qualification').notNull(),
    /** "VS-2026-0042": what the applicant is told and their acknowledgement names. */
    reference: text('reference'),
    /** SHA-256 of the private link's token the acknowledgement carries (where the applicant sees their stage). */
    statusTokenHash: text('status_token_hash'),
    createdAt: createdAt(),
  },
  (table) => [
    index('applications_email').on(table.email),
    uniqueIndex('applications_status_token').on(table.statusTokenHash),
    uniqueIndex('applications_reference').on(table.reference),
    index('applications_job_status').on(table.jobId, table.status),
    check('applications_status_known', oneOfStatuses(table.status)),
  ],
);

/** The database holds the pipeline's statuses and no other (the one table, src/contracts/application-pipeline.ts). */
function oneOfStatuses(column: AnyPgColumn) {
  return sql`${column} in (${sql.raw(applicationStatuses.map((status) => `'${status}'`).join(', '))})`;
}

/** Each move of an application through the pipeline: who made it, when, and why. Never edited. */
export const applicationStatusChanges = pgTable(
  'application_status_changes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    /** The team member who made it: a staff account's e-mail, or the command line's user. */
    by: text('by').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('application_status_changes_application').on(table.applicationId, table.id),
    check('application_status_changes_from_known', oneOfStatuses(table.fromStatus)),
    check('application_status_changes_to_known', oneOfStatuses(table.toStatus)),
  ],
);

export const applicationFiles = pgTable(
  'application_files',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The form key the file came under: Resume or CoverLetter. */
    field: text('field', { enum: ['Resume', 'CoverLetter'] }).notNull(),
    fileName: text('file_name').notNull(),
    /** Recognised from the content, not taken from the upload's declared type. */
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    /** The content's address: the file is DATA_DIR/files/<sha256> (server/store/file-store.ts). */
    sha256: text('sha256').notNull(),
    /**
     * Where the bytes were kept before they moved to DATA_DIR/files: set only in a store written by an
     * older server, until the start that moves them out (and clears it) has run.
     */
    legacyContent: bytea('content'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('application_files_field').on(table.applicationId, table.field)],
);

/** The HTML the Markdown renderer (src/markdown/markdown.ts) made of an article's Markdown fields. */
export type RenderedArticle = { longDescription: string; points: string[]; body: string };

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: ['published', 'draft'] })
      .notNull()
      .default('published'),
    /** The last part of its canonical address, /blog/<slug> (src/contracts/article-slug.ts). */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    author: text('author').notNull(),
    authorRole: text('author_role').notNull(),
    longDescription: text('long_description').notNull(),
    pointsHeading: text('points_heading').notNull(),
    points: jsonb('points').$type<NewArticle['points']>().notNull(),
    /** Markdown, as the team wrote it. */
    body: text('body').notNull().default(''),
    /** What the page shows of the Markdown fields: made when the article is written, never edited. */
    rendered: jsonb('rendered').$type<RenderedArticle>().notNull().default({ longDescription: '', points: [], body: '' }),
    /** The renderer's version that made `rendered`: an older one is rendered again when the store opens. */
    renderedWith: integer('rendered_with').notNull().default(0),
    /** What the hero picture shows; null when the article has none (article_images has its files). */
    imageAlt: text('image_alt'),
    createdAt: createdAt(),
  },
  (table) => [
    index('articles_published').on(table.status, table.publishedOn.desc(), table.id.desc()),
    uniqueIndex('articles_slug').on(table.slug),
  ],
);

/**
 * The files made of an article's picture when it was published (server/store/article-images.ts):
 * each size of each use in each format, in the file store by content (DATA_DIR/files/<sha256>),
 * served at /media/<sha256>.<format> (server/site/media.ts).
 */
export const articleImages = pgTable(
  'article_images',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** The page's hero, a card's thumbnail (blog list, related articles), or the 1200 × 630 picture of a shared link. */
    role: text('role', { enum: ['hero', 'card', 'share'] }).notNull(),
    format: text('format', { enum: ['avif', 'webp', 'jpeg'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('article_images_article').on(table.articleId), index('article_images_sha256').on(table.sha256)],
);

/**
 * E-mails to the team, written in the same transaction as the submission they tell of, and sent by
 * the mail worker (server/mail/). A row is sent at least once and, once marked sent, never again.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /**
     * What the mail tells of: a contact message or an application (whose files it attaches) to the team,
     * or that one arrived, to the visitor who sent it; a staff account's set-up link or a notice of a
     * change to how it signs in, to its owner; or a lead (an address left for the sales team).
     */
    kind: text('kind', {
      enum: [
        'contact-message',
        'application',
        'contact-acknowledgement',
        'application-acknowledgement',
        'staff-set-up-link',
        'staff-notice',
        'lead',
        'subscription-confirmation',
        'newsletter',
        'newsletter-test',
        'job-alert',
        'deletion-request',
      ],
    }).notNull(),
    subjectId: integer('subject_id').notNull(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** An HTML part beside the text one (the newsletter's issues). */
    html: text('html'),
    /** Further headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_due').on(table.status, table.nextAttemptAt), index('outbox_subject').on(table.kind, table.subjectId)],
);

/**
 * The first answer to each submission sent with an Idempotency-Key header, written in the same
 * transaction as the submission: a retry with the key gets this answer and stores nothing new.
 * Rows older than 24 hours no longer count and are deleted.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The call, e.g. "POST /api/contact/contact-us": one key may be reused on another call. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** A hash of what was sent: the same key with other content is refused, not answered. */
    fingerprint: text('fingerprint').notNull(),
    status: smallint('status').notNull(),
    answer: jsonb('answer').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index('idempotency_keys_created').on(table.createdAt)],
);

/**
 * Staff accounts (docs/decisions/183-staff-area-server.md). The e-mail is unique whatever its case;
 * `passwordHash` is an Argon2id PHC string, null until the set-up link is used (or after a reset).
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role', { enum: ['hr', 'marketing', 'admin'] }).notNull(),
    passwordHash: text('password_hash'),
    disabled: boolean('disabled').notNull().default(false),
    /** Failed sign-ins since the last success; 10 lock the account for 15 minutes. */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The authenticator app's shared secret (RFC 6238, base32), once its first code was confirmed. */
    totpSecret: text('totp_secret'),
    /** The last 30-second step whose code signed in: a code is used once (ASVS 2.8.4). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_users_email').using('btree', sql`lower(${table.email})`)],
);

/** One-time set-up links: only the SHA-256 of the token is kept; valid 24 hours, used once. */
export const staffSetUpTokens = pgTable('staff_set_up_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Signed-in sessions, shared by every instance: only the SHA-256 of the cookie's id is kept. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** Sent back in x-csrf-token on every state-changing call; useless without the cookie. */
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    address: text('address').notNull(),
    userAgent: text('user_agent').notNull(),
    /** 'second-factor': the password was right and the code is awaited; only that step may use it. */
    stage: text('stage', { enum: ['second-factor', 'signed-in'] })
      .notNull()
      .default('signed-in'),
    /** Signed in with a passkey, or the password and a second factor (or one was set up in this session). */
    strong: boolean('strong').notNull().default(false),
    /** When the user last proved it was them (signing in, or again before a sensitive change). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Wrong codes given at the second-factor step. */
    factorAttempts: integer('factor_attempts').notNull().default(0),
  },
  (table) => [index('staff_sessions_user').on(table.userId)],
);

/** One-time recovery codes of an account's authenticator app: each kept as a salted SHA-256, used once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_user').on(table.userId)],
);

/** Addresses an account signed in from (fully): a locked account stays open to its owner there. */
export const staffKnownAddresses = pgTable(
  'staff_known_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.address] })],
);

/** WebAuthn credentials: a second way in for an account. */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** What its owner calls it ("Work laptop"). */
    name: text('name').notNull().default('Passkey'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_passkeys_credential').on(table.credentialId), index('staff_passkeys_user').on(table.userId)],
);

/** WebAuthn challenges handed out and not yet answered: each used once, within 5 minutes. */
export const staffChallenges = pgTable('staff_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose', { enum: ['registration', 'authentication'] }).notNull(),
  /** The account registering a passkey; null for a sign-in. */
  userId: integer('user_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Failed sign-ins by address and account typed, for the throttles (rows older than an hour are deleted). */
export const staffSignInFailures = pgTable(
  'staff_sign_in_failures',
  {
    id: serial('id').primaryKey(),
    address: text('address').notNull(),
    /** The e-mail address typed (lower case), whether or not an account has it. */
    account: text('account'),
    createdAt: createdAt(),
  },
  (table) => [
    index('staff_sign_in_failures_address').on(table.address, table.createdAt),
    index('staff_sign_in_failures_account').on(table.account, table.createdAt),
  ],
);

/**
 * Every change made in the staff area or by the CLI's account commands: who, what, when, from where.
 * Append-only: a trigger (migration 0006) refuses UPDATE, DELETE and TRUNCATE.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The account's e-mail, "cli:<login name>", or "anonymous". */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    address: text('address'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * SHA-256 of the row before's hash and this row's content (server/domain/audit.ts): a row changed,
     * removed or put in between breaks the chain from there on. Null on rows written before the chain.
     */
    hash: text('hash'),
  },
  (table) => [index('staff_audit_at').on(table.at)],
);

/**
 * The one-use links mailed to a subscriber: 'confirm' (double opt-in, expires) and 'unsubscribe' (one per
 * mail, so that an issue knows who left after it). Only the SHA-256 of the token is kept.
 */
export const subscriptionTokens = pgTable(
  'subscription_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'unsubscribe'] }).notNull(),
    /** The newsletter issue whose mail carried the link. */
    issueId: integer('issue_id').references(() => newsletterIssues.id, { onDelete: 'set null' }),
    /** The job categories a confirmation applies. */
    categories: jsonb('categories').$type<string[]>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('subscription_tokens_subscription').on(table.subscriptionId, table.purpose)],
);

/** The newsletter's issues, written in Markdown by marketing and sent once to the confirmed subscribers. */
export const newsletterIssues = pgTable('newsletter_issues', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** 'sending' from the send call until every confirmed subscriber's mail is queued. */
  status: text('status', { enum: ['draft', 'sending', 'sent'] })
    .notNull()
    .default('draft'),
  createdBy: text('created_by').notNull(),
  sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
  /** When the last batch was queued: the next waits for the configured interval after it. */
  lastBatchAt: timestamp('last_batch_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One row per issue and subscriber, unique: an issue is queued to an address once, whatever crashes. */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    outboxId: integer('outbox_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('newsletter_deliveries_once').on(table.issueId, table.subscriptionId)],
);

/** One row per vacancy and job-alert subscriber: a vacancy's alert is queued to an address once. */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobVacancies.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    outboxId: integer('outbox_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('job_alert_deliveries_once').on(table.jobId, table.subscriptionId)],
);

/** An applicant's request, from their private status page, that HR delete their data. */
export const deletionRequests = pgTable('deletion_requests', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
  reference: text('reference').notNull(),
  createdAt: createdAt(),
});
