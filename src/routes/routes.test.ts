import { describe, expect, it } from 'vitest';
import { portfolioIds } from './portfolio-ids';
import { allRoutes, articlePath, concretePaths, jobPath, pathName, paths, portfolioPath, routes } from './routes';

describe('route table', () => {
  it('holds the 19 routes of the spec and a catch-all', () => {
    expect(routes).toHaveLength(19);
    expect(allRoutes.at(-1)?.path).toBe('*');
    expect(new Set(routes.map((route) => route.path)).size).toBe(19);
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
    expect(pathName('/this-page-does-not-exist')).toBe('not-found');
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
