import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../routes/routes';
import { findRoute, pageModuleFile, preloadPage } from './page-loader';

describe('page loader', () => {
  it.each(allRoutes.map((route) => [route.page, route] as const))('%s has a lazy page module', async (_, route) => {
    await expect(preloadPage(route)).resolves.toBeTypeOf('function');
    expect(existsSync(pageModuleFile(route))).toBe(true);
  });

  it('finds the route of a path, and not-found for unknown paths and ids', () => {
    expect(findRoute('/careers/42').page).toBe('job-detail');
    expect(findRoute('/portfolio/fttx-web').page).toBe('portfolio-detail');
    expect(findRoute('/portfolio/ftx').page).toBe('not-found');
    expect(findRoute('/nowhere').page).toBe('not-found');
  });
});
