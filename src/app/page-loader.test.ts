import { describe, expect, it } from 'vitest';
import { allRoutes } from '../route-table/route-table';
import { pageComponentName } from '../routes/route-facts';
import { findRoute, preloadPage } from './page-loader';

describe('page loader', () => {
  it.each(allRoutes.map((route) => [route.page, route] as const))('%s has a lazy page module', async (_, route) => {
    await expect(preloadPage(route)).resolves.toBeTypeOf('function');
  });

  it('names the page component after its folder', () => {
    expect(pageComponentName('pns')).toBe('PnsPage');
    expect(pageComponentName('blog-article')).toBe('BlogArticlePage');
    expect(pageComponentName('telecom-platform-services')).toBe('TelecomPlatformServicesPage');
  });

  it('says which file lacks the component of a page folder', async () => {
    await expect(preloadPage({ ...allRoutes[0]!, page: 'no-such-page' })).rejects.toThrow('src/pages/no-such-page/no-such-page-page.tsx');
  });

  it('finds the route of a path, and not-found for unknown paths and ids', () => {
    expect(findRoute('/careers/42').page).toBe('job-detail');
    expect(findRoute('/blog/7').page).toBe('blog-article');
    expect(findRoute('/portfolio/fttx-web').page).toBe('portfolio-detail');
    expect(findRoute('/portfolio/ftx').page).toBe('not-found');
    expect(findRoute('/nowhere').page).toBe('not-found');
  });

  it('finds a static path under a dynamic route, which refuses it as an id', () => {
    expect(findRoute('/careers/general-application').page).toBe('general-application');
    expect(findRoute('/careers/general-applications').page).toBe('not-found');
  });

  it('refuses a record id that breaks the one id rule, as the server does', () => {
    for (const path of ['/careers/01', '/careers/0', '/careers/abc', '/careers/1234567890', '/blog/07']) {
      expect(findRoute(path).page, path).toBe('not-found');
    }
  });
});
