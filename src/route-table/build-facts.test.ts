import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { concretePaths, pageModuleFile } from '../routes/route-facts';
import { routePattern, siteRoutes } from './build-facts';
import { allRoutes } from './route-table';

describe('the route table as the build and the server read it', () => {
  it('names the source module of every page', () => {
    for (const route of allRoutes) expect(existsSync(pageModuleFile(route)), route.page).toBe(true);
  });

  it('describes every route, with the concrete paths the prerender writes', () => {
    expect(siteRoutes.map((route) => route.path)).toEqual(allRoutes.map((route) => route.path));
    const job = siteRoutes.find((route) => route.page === 'job-detail')!;
    expect(job).toMatchObject({ record: 'job', dynamic: true, servesShell: false, moduleFile: 'src/pages/job-detail/job-detail-page.tsx' });
    const about = allRoutes.find((route) => route.page === 'about')!;
    expect(siteRoutes.find((route) => route.page === 'about')?.paths).toEqual(
      concretePaths(about).map((path) => ({ path, name: 'about' })),
    );
  });

  it('matches a record path only when its id follows the one id rule, and captures the id', () => {
    const job = routePattern({ path: '/careers/:id', record: 'job' });
    expect('/careers/42'.match(job)?.[1]).toBe('42');
    expect('/careers/42/'.match(job)?.[1]).toBe('42');
    for (const path of ['/careers/01', '/careers/0', '/careers/abc', '/careers/1234567890', '/careers/1/extra']) {
      expect(job.test(path), path).toBe(false);
    }
  });

  it('matches any one segment for the parameter of another dynamic route', () => {
    const other = routePattern({ path: '/things/:name', record: null });
    expect(other.test('/things/a-b')).toBe(true);
    expect(other.test('/things/a/b')).toBe(false);
  });
});
