import { portfolioIds } from '../content/portfolio-ids';

/**
 * The one route table. The router, the prerender, the sitemap, the size budget and the e2e matrix
 * all read it. `page` names the folder under src/pages; that folder's `<page>-page.tsx` exports
 * `<PascalPage>Page`, loaded lazily so that every page is its own chunk (app/page-loader.ts).
 * Plain data: the Node-side tools import it too.
 */
export type RouteDef = {
  path: string;
  page: string;
  title: string;
  description: string;
  /** Concrete paths to prerender and test for a dynamic route. */
  samplePaths?: readonly string[];
  /** The only values a dynamic parameter may take; any other value shows the not-found page. */
  allowedParams?: Readonly<Record<string, readonly string[]>>;
  /** Left out of sitemap.xml (pages a search engine should not list). */
  noIndex?: boolean;
  /**
   * The page shows a record of the store (its id is the path's parameter): the server renders it on
   * request with that record, and answers 404 when there is none. Its sample paths are the seed's.
   */
  record?: 'job' | 'article';
};

export const routes: readonly RouteDef[] = [
  {
    path: '/',
    page: 'home',
    title: 'Home',
    description: 'Pioneering software solutions for a digital world: software development, outsourced talent, voice applications, telecom platforms and HR software from Accra, Ghana.',
  },
  {
    path: '/about',
    page: 'about',
    title: 'About Us',
    description: 'Outsourced technical talent to power your project success. Meet the company and its executive team.',
  },
  {
    path: '/careers',
    page: 'careers',
    title: 'Careers',
    description: 'Empowering you to make an impact: open positions, benefits and how to apply.',
  },
  {
    path: '/careers/:id',
    page: 'job-detail',
    title: 'Job Opening',
    description: 'Role description, requirements and the application form for an open position.',
    samplePaths: ['/careers/1'],
    record: 'job',
  },
  {
    path: '/pns',
    page: 'pns',
    title: 'Products & Services',
    description: 'Cutting-edge software expertise tailored to your unique needs: our core services and our HR product.',
  },
  {
    path: '/pns/services/software-development',
    page: 'software-development',
    title: 'Software Development Outsourcing',
    description: 'Unlock your business’s full potential by partnering with us for software development.',
  },
  {
    path: '/pns/services/voice-applications',
    page: 'voice-applications',
    title: 'Voice Applications',
    description: 'Transform the way you connect with voice applications built for your customers.',
  },
  {
    path: '/pns/services/telecom-platform-services',
    page: 'telecom-platform-services',
    title: 'Telecom Platform Services',
    description: 'Powering telecom with seamless activation and management of bundles, products and services.',
  },
  {
    path: '/portfolio',
    page: 'portfolio',
    title: 'Portfolio',
    description: 'Creating world class projects: a selection of the web and mobile products we have built.',
  },
  {
    path: '/portfolio/:id',
    page: 'portfolio-detail',
    title: 'Project',
    description: 'A project from our portfolio: its focus, the problem it solves and screenshots.',
    samplePaths: portfolioIds.map((id) => `/portfolio/${id}`),
    allowedParams: { id: portfolioIds },
  },
  {
    path: '/tech-stack',
    page: 'tech-stack',
    title: 'Technology Stack',
    description: 'The tools, frameworks, languages and platforms we build with.',
  },
  {
    path: '/resources',
    page: 'resources',
    title: 'Resources',
    description: 'Find more on our products: company profile and product brochures to download.',
  },
  {
    path: '/contact-us',
    page: 'contact-us',
    title: 'Contact Us',
    description: 'Get in touch today: send us a message, call or visit our office in North Legon, Accra.',
  },
  {
    path: '/blog',
    page: 'blog',
    title: 'Blog',
    description: 'News, insights and more from our team.',
  },
  {
    path: '/blog/:id',
    page: 'blog-article',
    title: 'Article',
    description: 'An article from our blog.',
    samplePaths: ['/blog/1'],
    record: 'article',
  },
  {
    path: '/anniversary',
    page: 'anniversary',
    title: '10th Anniversary',
    description: 'A decade of innovation: our milestones from 2014 to 2023.',
  },
  {
    path: '/gallery',
    page: 'gallery',
    title: 'Gallery',
    description: 'Memories at a glance.',
  },
  {
    path: '/privacy-policy',
    page: 'privacy-policy',
    title: 'Privacy Policy',
    description: 'How we collect, use, share and protect your information.',
  },
  {
    path: '/unsubscribe',
    page: 'unsubscribe',
    title: 'Unsubscribe',
    description: 'Unsubscribe from our newsletter.',
    noIndex: true,
  },
];

/** The catch-all route: any other path shows the not-found page. */
export const notFoundRoute: RouteDef = {
  path: '*',
  page: 'not-found',
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist or may have been moved.',
  samplePaths: ['/this-page-does-not-exist'],
  noIndex: true,
};

export const allRoutes: readonly RouteDef[] = [...routes, notFoundRoute];

/** Whether the parameters of a matched path are ones the route accepts. */
export function acceptsParams(route: RouteDef, params: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(route.allowedParams ?? {}).every(([name, values]) => values.includes(params[name] ?? ''));
}

/** Every concrete path the site prerenders and the e2e matrix visits. */
export function concretePaths(route: RouteDef): readonly string[] {
  return route.samplePaths ?? [route.path];
}

/** A file-system friendly name for a path: '/' → 'home', '/careers/1' → 'careers-1'. */
export function pathName(path: string): string {
  if (path === '/') return 'home';
  if (path === notFoundRoute.samplePaths?.[0]) return 'not-found';
  return path.replace(/^\//, '').replace(/\//g, '-');
}

export function pageModuleFile(route: RouteDef): string {
  return `src/pages/${route.page}/${route.page}-page.tsx`;
}
