import { isArticleSlug } from '../contracts/article-slug';
import { isRecordId } from '../contracts/record-id';
import { portfolioIds, type PortfolioId } from './portfolio-ids';

/** One route; `Page` is the name of its folder under src/pages. */
type RouteFields<Page extends string> = {
  path: string;
  page: Page;
  title: string;
  description: string;
  /** Concrete paths to prerender and test for a dynamic route. */
  samplePaths?: readonly string[];
  /** The only values a dynamic parameter may take; any other value shows the not-found page. */
  allowedParams?: Readonly<Record<string, readonly string[]>>;
  /** Left out of sitemap.xml (pages a search engine should not list). */
  noIndex?: boolean;
  /**
   * The largest element of the page's first view on a phone (its Largest Contentful Paint). Where it
   * is text, the page's first paint brings Inter's faces and preloads the Latin one, so that text is
   * painted once, in its own face; elsewhere the faces come after the first paint and leave the
   * bandwidth to the image (docs/decisions/018). e2e/page-load.spec.ts checks every value.
   */
  largestPaint: 'text' | 'image';
  /**
   * The page shows a record of the store (its id is the path's parameter): the server renders it on
   * request with that record, and answers 404 when there is none. Its sample paths are the seed's.
   * Its `:id` follows the one id rule (src/contracts/record-id.ts), or, for an article, is its slug
   * (src/contracts/article-slug.ts): any other value is not found.
   */
  record?: 'job' | 'article';
  /** The title of a page that names its subject (a record, a project) from that name; `title` until it is known. */
  titleOf?: (name: string) => string;
};

/** The static paths, by name: a link reads these instead of writing a path. */
export const paths = {
  home: '/',
  about: '/about',
  careers: '/careers',
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
} as const;

/** The careers page's open positions section, target of in-page and other pages' links to the open roles. */
export const openRolesAnchorId = 'open_roles';

/** The patterns of the dynamic routes; links to them are made by the functions below. */
const patterns = {
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

const pageRoutes = [
  {
    path: paths.home,
    page: 'home',
    largestPaint: 'image',
    title: 'Home',
    description:
      'Pioneering software solutions for a digital world: software development, outsourced talent, voice applications, telecom platforms and HR software from Accra, Ghana.',
  },
  {
    path: paths.about,
    page: 'about',
    largestPaint: 'image',
    title: 'About Us',
    description: 'Outsourced technical talent to power your project success. Meet the company and its executive team.',
  },
  {
    path: paths.careers,
    page: 'careers',
    largestPaint: 'image',
    title: 'Careers',
    description: 'Empowering you to make an impact: open positions, benefits and how to apply.',
  },
  {
    path: patterns.job,
    page: 'job-detail',
    largestPaint: 'text',
    title: 'Job Opening',
    description: 'Role description, requirements and the application form for an open position.',
    samplePaths: [jobPath(1)],
    record: 'job',
    titleOf: (name) => `${name} – Careers`,
  },
  {
    path: paths.pns,
    page: 'pns',
    largestPaint: 'text',
    title: 'Products & Services',
    description: 'Cutting-edge software expertise tailored to your unique needs: our core services and our HR product.',
  },
  {
    path: paths.softwareDevelopment,
    page: 'software-development',
    largestPaint: 'text',
    title: 'Software Development Outsourcing',
    description: 'Unlock your business’s full potential by partnering with us for software development.',
  },
  {
    path: paths.voiceApplications,
    page: 'voice-applications',
    largestPaint: 'image',
    title: 'Voice Applications',
    description: 'Transform the way you connect with voice applications built for your customers.',
  },
  {
    path: paths.telecomPlatformServices,
    page: 'telecom-platform-services',
    largestPaint: 'image',
    title: 'Telecom Platform Services',
    description: 'Powering telecom with seamless activation and management of bundles, products and services.',
  },
  {
    path: paths.portfolio,
    page: 'portfolio',
    largestPaint: 'image',
    title: 'Portfolio',
    description: 'Creating world class projects: a selection of the web and mobile products we have built.',
  },
  {
    path: patterns.portfolioProject,
    page: 'portfolio-detail',
    largestPaint: 'image',
    title: 'Project',
    description: 'A project from our portfolio: its focus, the problem it solves and screenshots.',
    titleOf: (name) => `${name} – Portfolio`,
    samplePaths: portfolioIds.map(portfolioPath),
    allowedParams: { id: portfolioIds },
  },
  {
    path: paths.techStack,
    page: 'tech-stack',
    largestPaint: 'text',
    title: 'Technology Stack',
    description: 'The tools, frameworks, languages and platforms we build with.',
  },
  {
    path: paths.resources,
    page: 'resources',
    largestPaint: 'text',
    title: 'Resources',
    description: 'Find more on our products: company profile and product brochures to download.',
  },
  {
    path: paths.contactUs,
    page: 'contact-us',
    largestPaint: 'text',
    title: 'Contact Us',
    description: 'Get in touch today: send us a message, call or visit our office in North Legon, Accra.',
  },
  {
    path: paths.blog,
    page: 'blog',
    largestPaint: 'text',
    title: 'Blog',
    description: 'News, insights and more from our team.',
  },
  {
    path: patterns.article,
    page: 'blog-article',
    largestPaint: 'image',
    title: 'Article',
    description: 'An article from our blog.',
    samplePaths: [articlePath(1)],
    record: 'article',
    titleOf: (name) => `${name} – Blog`,
  },
  {
    path: paths.anniversary,
    page: 'anniversary',
    largestPaint: 'text',
    title: '10th Anniversary',
    description: 'A decade of innovation: our milestones from 2014 to 2023.',
  },
  {
    path: paths.gallery,
    page: 'gallery',
    largestPaint: 'text',
    title: 'Gallery',
    description: 'Memories at a glance.',
  },
  {
    path: paths.privacyPolicy,
    page: 'privacy-policy',
    largestPaint: 'text',
    title: 'Privacy Policy',
    description: 'How we collect, use, share and protect your information.',
  },
  {
    path: paths.unsubscribe,
    page: 'unsubscribe',
    largestPaint: 'text',
    title: 'Unsubscribe',
    description: 'Unsubscribe from our newsletter.',
    noIndex: true,
  },
] as const satisfies readonly RouteFields<string>[];

/** The name of a page: a folder under src/pages. */
export type PageKey = (typeof pageRoutes)[number]['page'] | 'not-found';

export type RouteDef = RouteFields<PageKey>;

/**
 * The one route table. The router, the prerender, the sitemap, the size budget, the server, the
 * e2e matrix and every internal link read it. `page` names the folder under src/pages; the page
 * loader (app/page-loader.ts) maps each name to its lazily loaded component, so that every page is
 * its own chunk. Plain data: the Node-side tools import it too.
 */
export const routes: readonly RouteDef[] = pageRoutes;

/** The catch-all route: any other path shows the not-found page. */
export const notFoundRoute: RouteDef = {
  path: '*',
  page: 'not-found',
  largestPaint: 'image',
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist or may have been moved.',
  samplePaths: ['/this-page-does-not-exist'],
  noIndex: true,
};

export const allRoutes: readonly RouteDef[] = [...routes, notFoundRoute];

/** Whether the parameters of a matched path are ones the route accepts. */
export function acceptsParams(route: RouteDef, params: Readonly<Record<string, string | undefined>>): boolean {
  const id = params.id ?? '';
  if (route.record && !isRecordId(id) && !(route.record === 'article' && isArticleSlug(id))) return false;
  return Object.entries(route.allowedParams ?? {}).every(([name, values]) => values.includes(params[name] ?? ''));
}

/** Every concrete path the site prerenders and the e2e matrix visits. */
export function concretePaths(route: RouteDef): readonly string[] {
  return route.samplePaths ?? [route.path];
}

/** A file-system friendly name for a path: '/' → 'home', '/careers/1' → 'careers-1'. */
export function pathName(path: string): string {
  if (path === paths.home) return 'home';
  if (path === notFoundRoute.samplePaths?.[0]) return 'not-found';
  return path.replace(/^\//, '').replace(/\//g, '-');
}
