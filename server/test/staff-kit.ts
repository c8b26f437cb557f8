import { eq } from 'drizzle-orm';
import type { StaffRole } from '../../src/contracts/staff/roles';
import type { Store } from '../store/open-store';
import { applicationFiles, applications, staffSessions, staffUsers } from '../store/schema';
import { samplePdf } from './documents';
import { addUser, listUsers, redeemSetUpToken, sha256 } from '../domain/staff-accounts';
import { plainCookieName } from '../staff/guards';
import { hashPassword } from '../domain/passwords';
import { createSession } from '../domain/staff-sessions';

/** What the staff tests share: accounts with passwords, sessions made directly, an application with a file. */
export const origin = 'http://localhost:80';
export const testPassword = 'correct horse battery staple';
const cli = { name: 'cli:test', address: null };

export async function makeAccount(store: Store, email: string, role: StaffRole, now = store.clock()) {
  // A store's first account is an admin (server/domain/staff-accounts.ts): one comes first if needed.
  if (role !== 'admin' && !(await listUsers(store.db, now)).length) await makeAccount(store, 'first.admin@volta.test', 'admin', now);
  const link = await addUser(store.db, email, role, { ...cli, at: now }, origin, { showLink: true });
  const token = link.setUpLink!.split('#token=')[1]!;
  await redeemSetUpToken(store.db, token, await hashPassword(testPassword), now);
  return link.id;
}

/**
 * A fresh session of the account: the cookie header and the CSRF token to send. It counts as signed
 * in with a second factor (as an admin's must, for the admin's calls) unless `strong` is false;
 * `confirmedAt` moves back when it last proved it was them (sensitive calls need the last 10 minutes).
 */
export async function sessionFor(
  store: Store,
  userId: number,
  now = store.clock(),
  { strong = true, confirmedAt }: { strong?: boolean; confirmedAt?: Date } = {},
) {
  const { id, csrfToken } = await createSession(store.db, userId, { address: '127.0.0.1', userAgent: 'test' }, now, { strong });
  if (confirmedAt)
    await store.db
      .update(staffSessions)
      .set({ confirmedAt })
      .where(eq(staffSessions.idHash, sha256(id)));
  return { cookie: `${plainCookieName}=${id}`, csrfToken };
}

export const disableDirectly = (store: Store, userId: number) =>
  store.db.update(staffUsers).set({ disabled: true }).where(eq(staffUsers.id, userId));

/** An application (for job `jobId`) with a stored resume; answers its id and its file's id. */
export async function makeApplication(store: Store, jobId: number | null, name: string) {
  const [row] = await store.db
    .insert(applications)
    .values({
      source: 'apply',
      jobId,
      jobTitle: 'Backend Engineer',
      jobCategory: 'Engineer',
      firstName: name,
      lastName: 'Mensah',
      email: `${name.toLowerCase()}@example.com`,
      location: 'Accra',
      yearsOfExperience: '3',
      applicationType: 'Full-time',
      salaryExpectation: '',
      phoneNumber: '',
      highestQualification: '',
      createdAt: store.clock(),
    })
    .returning({ id: applications.id });
  const sha256 = await store.files.put(samplePdf);
  const [file] = await store.db
    .insert(applicationFiles)
    .values({
      applicationId: row!.id,
      field: 'Resume',
      fileName: '<script>alert(1)</script>.pdf',
      mediaType: 'application/pdf',
      size: samplePdf.length,
      createdAt: store.clock(),
      sha256,
    })
    .returning({ id: applicationFiles.id });
  return { id: row!.id, fileId: file!.id };
}

/** An article as the staff editor sends it. */
export const staffArticle = (title: string) => ({
  title,
  summary: 'A summary.',
  date: '2026-01-05',
  author: 'Ama',
  authorRole: 'Writer',
  longDescription: 'Long *description*.',
  pointsHeading: 'Points',
  points: [{ pointNumber: 1, pointTitle: 'One', pointDescription: 'First.' }],
  body: '# Body\n\nText.',
});
/** A vacancy as the staff editor sends it. */
export const staffJob = (title: string) => ({
  title,
  category: 'Engineer',
  type: 'Backend Engineer',
  roleType: 'Full-time',
  location: 'Accra',
  deadline: '2099-01-01',
  techSkills: ['Go'],
  roleDescription: 'Build.',
  summary: 'Build things.',
  descriptionTitle: 'About',
  description: 'About the role.',
  decriptionPoints: ['One'],
  technicalRequirements: ['Two'],
  softSkillsRequirement: ['Three'],
});
