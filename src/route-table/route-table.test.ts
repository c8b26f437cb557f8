import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { articlePath, jobPath, paths, portfolioPath } from '../routes/paths';
import { portfolioIds } from '../routes/portfolio-ids';
import { concretePaths, pageModuleFile, pathName, tableOf } from '../routes/route-facts';
import { allRoutes, notFoundRoute, routes } from './route-table';

const pageFolders = readdirSync('src/pages', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The pages this site adds to the spec's 19 routes (issue 40). */
const addedPaths = [paths.generalApplication, paths.applicationStatus, paths.jobAlerts, paths.confirmSubscription];

describe('route table', () => {
  it('holds the 19 routes of the spec, the pages the site adds, and a catch-all', () => {
    expect(routes).toHaveLength(19 + addedPaths.length);
    expect(allRoutes.at(-1)).toBe(notFoundRoute);
    expect(notFoundRoute).toMatchObject({ path: '*', page: 'not-found' });
    expect(new Set(routes.map((route) => route.path)).size).toBe(19 + addedPaths.length);
    for (const path of addedPaths) expect(routes.map((route) => route.path)).toContain(path);
  });

  it('is made of the page folders: each has its route facts and its page, and each route is a folder', () => {
    expect(allRoutes.map((route) => route.page).sort()).toEqual([...pageFolders].sort());
    for (const page of pageFolders) {
      expect(existsSync(`src/pages/${page}/route.ts`), `src/pages/${page}/route.ts`).toBe(true);
      expect(existsSync(pageModuleFile({ page })), pageModuleFile({ page })).toBe(true);
    }
  });

  it('orders the routes by path, the catch-all last', () => {
    expect(routes.slice(0, 5).map((route) => route.path)).toEqual(['/', '/about', '/anniversary', '/application-status', '/blog']);
    const sorted = [...routes].map((route) => route.path).sort();
    expect(routes.map((route) => route.path)).toEqual(sorted);
  });

  it('refuses a table without exactly one catch-all, or a module outside a page folder', () => {
    const page = (path: string) => ({ path, title: 'T', description: 'D', largestPaint: 'text' as const });
    expect(() => tableOf({ '../pages/a/route.ts': page('/a') })).toThrow(/'\*'/);
    expect(() => tableOf({ '../pages/a/route.ts': page('*'), '../pages/b/route.ts': page('*') })).toThrow(/found 2/);
    expect(() => tableOf({ '../pages/a/b/route.ts': page('*') })).toThrow(/Not a page's route module/);
  });

  it('gives every dynamic route sample paths, all five portfolio ids included', () => {
    for (const route of routes.filter((r) => r.path.includes(':'))) expect(route.samplePaths?.length).toBeGreaterThan(0);
    expect(concretePaths(routes.find((r) => r.path === '/portfolio/:id')!)).toEqual(
      ['nabs-web', 'my-mtn', 'hr3pp', 'fttx-web', 'hype-b'].map((id) => `/portfolio/${id}`),
    );
  });

  it('has a title and a description for every route', () => {
    for (const route of allRoutes) {
      expect(route.title.length).toBeGreaterThan(0);
      expect(route.description.length).toBeGreaterThan(20);
    }
  });

  it('names paths for screenshots', () => {
    expect(pathName('/')).toBe('home');
    expect(pathName('/pns/services/voice-applications')).toBe('pns-services-voice-applications');
    expect(pathName(concretePaths(notFoundRoute)[0]!)).toBe('not-found');
  });
});

describe('links', () => {
  it('names every static route once, and each name is a route of the table', () => {
    const staticPaths = routes.map((route) => route.path).filter((path) => !path.includes(':'));
    expect(Object.values(paths).sort()).toEqual(staticPaths.sort());
    expect(paths.careers).toBe('/careers');
    expect(paths.contactUs).toBe('/contact-us');
  });

  it('fills the dynamic routes', () => {
    expect(jobPath(42)).toBe('/careers/42');
    expect(articlePath('7')).toBe('/blog/7');
    expect(articlePath('a b/c')).toBe('/blog/a%20b%2Fc');
    expect(portfolioIds.map(portfolioPath)).toEqual(concretePaths(routes.find((r) => r.page === 'portfolio-detail')!));
  });
});
