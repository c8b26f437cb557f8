import { eq } from 'drizzle-orm';
import { applicantMayWithdraw } from '../../src/contracts/application-pipeline';
import type { ApplicantStatus } from '../../src/contracts/application-status';
import { applicationStages } from '../../src/content/application-stages';
import { deletionRequestMail } from '../mail/compose';
import type { Executor } from '../store/database';
import { remember, type Idempotency } from '../store/idempotency-keys';
import { queueMail } from '../store/outbox';
import { applications, deletionRequests } from '../store/schema';
import { recordMove } from './applications';
import { statusLinkExpiry, statusTokenHash } from '../submissions/status-token';
import { deletionRequestedOn } from './applications';
import { audit, type Actor } from './audit';
import { BadInputError, NotFoundError } from './errors';

/**
 * The applicant's side of their application (issue 40, point 5), reached by the private link of their
 * acknowledgement mail: where it stands, in the company's words; withdrawing it; asking HR to delete
 * their data. The token is the applicant's only credential: an unknown token and an expired link are
 * refused alike, so that the answer tells nothing of which applications exist. Each change is one
 * transaction with its audit row, the actor named "applicant:<reference>".
 */

/** Where the applicant is: the address their request came from, and the instant it arrived (the door's clock). */
export type ApplicantClient = { address: string | null; at: Date };

/** One answer for an unknown token and an expired link. */
const notFound = () =>
  new NotFoundError('This status link is not valid: it may be mistyped or have expired, or the application may have been deleted.');

/** The application the token opens at `at`, locked for the caller's change when `forUpdate`. */
async function applicationOf(db: Executor, token: string, at: Date, forUpdate = false) {
  const query = db
    .select({
      id: applications.id,
      reference: applications.reference,
      jobTitle: applications.jobTitle,
      email: applications.email,
      status: applications.status,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(eq(applications.statusTokenHash, statusTokenHash(token)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row || statusLinkExpiry(row.createdAt) <= at) throw notFound();
  // Applications older than references (migration 0013) have no tokens either; named by id all the same.
  return { ...row, reference: row.reference ?? `application ${row.id}` };
}

type Opened = Awaited<ReturnType<typeof applicationOf>>;

/** The applicant as the audit log and the history name them. */
const applicantActor = (application: Opened, client: ApplicantClient): Actor => ({
  name: `applicant:${application.reference}`,
  address: client.address,
  at: client.at,
});

/** What the page shows: the application as it stands now, in the company's words. */
async function viewOf(db: Executor, application: Opened): Promise<ApplicantStatus> {
  return {
    reference: application.reference,
    jobTitle: application.jobTitle,
    sentAt: application.createdAt.toISOString(),
    status: application.status,
    stage: applicationStages[application.status],
    mayWithdraw: applicantMayWithdraw(application.status),
    deletionRequestedAt: await deletionRequestedOn(db, application.id),
    linkExpiresAt: statusLinkExpiry(application.createdAt).toISOString(),
  };
}

/** Where the application stands, read by its applicant (not audited: they read only what they were told). */
export async function applicantStatus(db: Executor, token: string, at: Date): Promise<ApplicantStatus> {
  return viewOf(db, await applicationOf(db, token, at));
}

/**
 * The applicant withdraws their application: allowed while it is open (new, reviewed, shortlisted).
 * Its history row and audit row name the applicant, as a staff move names the account.
 */
export async function withdrawApplication(
  db: Executor,
  token: string,
  client: ApplicantClient,
  idempotency?: Idempotency<ApplicantStatus>,
): Promise<ApplicantStatus> {
  return db.transaction(async (tx) => {
    const application = await applicationOf(tx, token, client.at, true);
    const from = application.status;
    if (!applicantMayWithdraw(from)) {
      throw new BadInputError(
        from === 'withdrawn' ? 'This application was withdrawn already.' : 'This application is closed, so it can no longer be withdrawn.',
      );
    }
    const actor = applicantActor(application, client);
    await recordMove(tx, { id: application.id, from, to: 'withdrawn', by: actor.name, note: null, at: client.at });
    await audit(tx, actor, 'application.withdraw', `application ${application.id}`, { from, to: 'withdrawn' });
    const view = await viewOf(tx, { ...application, status: 'withdrawn' });
    await remember(tx, idempotency, view, client.at);
    return view;
  });
}

/**
 * The applicant asks for their data to be deleted: recorded (deletion_requests), mailed to HR
 * (the outbox, to the HR_EMAIL setting) and audited, once per application; asking again answers the
 * same and records nothing more. HR deletes it (`npm run admin -- forget`): a person decides, since
 * the company may have to keep some of it a while (a hire's records).
 */
export async function requestDataDeletion(
  db: Executor,
  token: string,
  client: ApplicantClient,
  idempotency?: Idempotency<ApplicantStatus>,
): Promise<ApplicantStatus> {
  return db.transaction(async (tx) => {
    // Locked, so that two requests at once make one row.
    const application = await applicationOf(tx, token, client.at, true);
    const [earlier] = await tx
      .select({ id: deletionRequests.id })
      .from(deletionRequests)
      .where(eq(deletionRequests.applicationId, application.id))
      .limit(1);
    if (!earlier) {
      const [request] = await tx
        .insert(deletionRequests)
        .values({ applicationId: application.id, reference: application.reference, createdAt: client.at })
        .returning({ id: deletionRequests.id });
      const mailId = await queueMail(tx, deletionRequestMail(application, 'HR_EMAIL', client.at), client.at);
      await audit(tx, applicantActor(application, client), 'application.deletion-request', `application ${application.id}`, {
        request: request!.id,
        mail: mailId,
      });
    }
    const view = await viewOf(tx, application);
    await remember(tx, idempotency, view, client.at);
    return view;
  });
}
