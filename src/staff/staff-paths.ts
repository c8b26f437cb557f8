import type { StaffArea } from '../contracts/staff/roles';

/** The staff area's addresses (client routes under /staff: src/staff/staff-routes.ts). */
const staffBase = '/staff';

export const staffPaths = {
  home: staffBase,
  signIn: `${staffBase}/sign-in`,
  setUp: `${staffBase}/set-up`,
  messages: `${staffBase}/messages`,
  subscribers: `${staffBase}/subscribers`,
  applications: `${staffBase}/applications`,
  application: (id: number) => `${staffBase}/applications/${id}`,
  jobs: `${staffBase}/jobs`,
  newJob: `${staffBase}/jobs/new`,
  job: (id: number) => `${staffBase}/jobs/${id}`,
  articles: `${staffBase}/articles`,
  newArticle: `${staffBase}/articles/new`,
  article: (id: number) => `${staffBase}/articles/${id}`,
  newsletter: `${staffBase}/newsletter`,
  newIssue: `${staffBase}/newsletter/new`,
  issue: (id: number) => `${staffBase}/newsletter/${id}`,
  users: `${staffBase}/users`,
  audit: `${staffBase}/audit`,
  account: `${staffBase}/account`,
} as const;

/** Where each area's link in the navigation goes. */
export const areaPaths: Record<StaffArea, string> = {
  applications: staffPaths.applications,
  jobs: staffPaths.jobs,
  messages: staffPaths.messages,
  articles: staffPaths.articles,
  newsletter: staffPaths.newsletter,
  subscribers: staffPaths.subscribers,
  users: staffPaths.users,
  audit: staffPaths.audit,
};
