import type { PortfolioId } from './portfolio-ids';

/** The static paths, by name: a link reads these instead of writing a path. */
export const paths = {
  home: '/',
  about: '/about',
  careers: '/careers',
  generalApplication: '/careers/general-application',
  pns: '/pns',
  softwareDevelopment: '/pns/services/software-development',
  voiceApplications: '/pns/services/voice-applications',
  telecomPlatformServices: '/pns/services/telecom-platform-services',
  portfolio: '/portfolio',
  techStack: '/tech-stack',
  resources: '/resources',
  contactUs: '/contact-us',
  blog: '/blog',
  anniversary: '/anniversary',
  gallery: '/gallery',
  privacyPolicy: '/privacy-policy',
  unsubscribe: '/unsubscribe',
  jobAlerts: '/job-alerts',
  confirmSubscription: '/confirm-subscription',
  /** The applicant's private status page, opened from the link in their acknowledgement mail. */
  applicationStatus: '/application-status',
} as const;

/** The careers page's open positions section, target of in-page and other pages' links to the open roles. */
export const openRolesAnchorId = 'open_roles';

/** The patterns of the dynamic routes; links to them are made by the functions below. */
export const patterns = {
  job: `${paths.careers}/:id`,
  article: `${paths.blog}/:id`,
  portfolioProject: `${paths.portfolio}/:id`,
} as const;

const withId = (pattern: string, id: string | number): string => pattern.replace(':id', encodeURIComponent(String(id)));

/** The page of a vacancy: jobPath(42) → '/careers/42'. */
export const jobPath = (id: string | number): string => withId(patterns.job, id);

/** The page of a blog article: articlePath('ussd-or-mobile-app') → '/blog/ussd-or-mobile-app' (its canonical address), articlePath(7) → '/blog/7'. */
export const articlePath = (id: string | number): string => withId(patterns.article, id);

/** The page of a portfolio project: portfolioPath('hr3pp') → '/portfolio/hr3pp'. */
export const portfolioPath = (id: PortfolioId): string => withId(patterns.portfolioProject, id);

/** The path the not-found page is prerendered and tested at: no route has it. */
export const notFoundSamplePath = '/this-page-does-not-exist';

/** The blog's Atom feed, which the server makes from the store (server/site/discovery.ts) and every page links to. */
export const blogFeedPath = `${paths.blog}/feed.xml`;
