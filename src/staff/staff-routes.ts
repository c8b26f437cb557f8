import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffArea } from '../contracts/staff/roles';
import { staffPaths } from './staff-paths';

/**
 * The staff area's route table (under /staff, its own entry: src/staff/index.html): each page, lazy, and the
 * area of the role table (src/contracts/staff/roles.ts: roleAreas) it belongs to. `area: null` is
 * a page without a session (sign-in, set-up); 'home' sends each role to its first area; 'account' is
 * the signed-in account's own page, every role's.
 */
export type StaffRoute = { path: string; area: StaffArea | null | 'home' | 'account'; Page: LazyExoticComponent<ComponentType> };

const page = <Module>(load: () => Promise<Module>, name: keyof Module) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

export const staffRoutes: readonly StaffRoute[] = [
  { path: staffPaths.signIn, area: null, Page: page(() => import('./pages/sign-in/sign-in-page'), 'SignInPage') },
  { path: staffPaths.setUp, area: null, Page: page(() => import('./pages/set-up/set-up-page'), 'SetUpPage') },
  { path: staffPaths.messages, area: 'messages', Page: page(() => import('./pages/messages/messages-page'), 'MessagesPage') },
  {
    path: staffPaths.subscribers,
    area: 'subscribers',
    Page: page(() => import('./pages/subscribers/subscribers-page'), 'SubscribersPage'),
  },
  {
    path: staffPaths.applications,
    area: 'applications',
    Page: page(() => import('./pages/applications/applications-page'), 'ApplicationsPage'),
  },
  {
    path: `${staffPaths.applications}/:id`,
    area: 'applications',
    Page: page(() => import('./pages/applications/application-page'), 'ApplicationPage'),
  },
  { path: staffPaths.jobs, area: 'jobs', Page: page(() => import('./pages/jobs/jobs-page'), 'JobsPage') },
  { path: staffPaths.newJob, area: 'jobs', Page: page(() => import('./pages/jobs/job-page'), 'JobPage') },
  { path: `${staffPaths.jobs}/:id`, area: 'jobs', Page: page(() => import('./pages/jobs/job-page'), 'JobPage') },
  { path: staffPaths.articles, area: 'articles', Page: page(() => import('./pages/articles/articles-page'), 'ArticlesPage') },
  { path: staffPaths.newArticle, area: 'articles', Page: page(() => import('./pages/articles/article-editor-page'), 'ArticleEditorPage') },
  {
    path: `${staffPaths.articles}/:id`,
    area: 'articles',
    Page: page(() => import('./pages/articles/article-editor-page'), 'ArticleEditorPage'),
  },
  {
    path: staffPaths.newsletter,
    area: 'newsletter',
    Page: page(() => import('./pages/newsletter/newsletter-page'), 'NewsletterPage'),
  },
  { path: staffPaths.newIssue, area: 'newsletter', Page: page(() => import('./pages/newsletter/issue-page'), 'IssuePage') },
  { path: `${staffPaths.newsletter}/:id`, area: 'newsletter', Page: page(() => import('./pages/newsletter/issue-page'), 'IssuePage') },
  { path: staffPaths.users, area: 'users', Page: page(() => import('./pages/users/users-page'), 'UsersPage') },
  { path: staffPaths.audit, area: 'audit', Page: page(() => import('./pages/audit/audit-page'), 'AuditPage') },
  { path: staffPaths.account, area: 'account', Page: page(() => import('./pages/account/account-page'), 'AccountPage') },
];
