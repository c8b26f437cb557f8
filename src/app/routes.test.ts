import { describe, expect, it } from 'vitest';
import { findRoute, preloadPage } from './page-loader';
import { allRoutes, concretePaths, pathName, routes } from './routes';

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

  it.each(allRoutes.map((route) => [route.page, route] as const))('%s has a lazy page module', async (_, route) => {
    await expect(preloadPage(route)).resolves.toBeTypeOf('function');
  });

  it('finds the route of a path, and not-found for unknown paths and ids', () => {
    expect(findRoute('/careers/42').page).toBe('job-detail');
    expect(findRoute('/portfolio/fttx-web').page).toBe('portfolio-detail');
    expect(findRoute('/portfolio/ftx').page).toBe('not-found');
    expect(findRoute('/nowhere').page).toBe('not-found');
  });

  it('names paths for screenshots', () => {
    expect(pathName('/')).toBe('home');
    expect(pathName('/pns/services/voice-applications')).toBe('pns-services-voice-applications');
    expect(pathName('/this-page-does-not-exist')).toBe('not-found');
  });
});
