import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdmin } from '../../server/test/admin-kit';
import { startServer, stopAllServers, type ServerProcess } from '../../server/test/server-process';
import { viewportAt } from '../breakpoints';
import { expect, test } from './fixtures';
import { expectSoundAt } from './soundness';

/**
 * The page of a vacancy the team filled (issue 40, point 6: e2e/ended-jobs.spec.ts in Chromium), in
 * this project's engine at the narrowest breakpoint and at 1440 px: hydrated, no overflow, its
 * baseline and zero axe violations. Its server has a store of its own, whose seed job 10 the team's
 * command line marks filled.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'volta-ended-engine-'));
let server: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000' });
  const env = { DATA_DIR: dataDir, PUBLIC_ORIGIN: server.url };
  expect((await runAdmin(['users', 'add', 'ama@voltasystems.com', '--role', 'admin'], env)).code).toBe(0);
  expect((await runAdmin(['jobs', 'fill', '10', '--as', 'ama@voltasystems.com'], env)).code).toBe(0);
});
test.afterAll(async () => {
  await stopAllServers();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a filled job at 470 and 1440 px', async ({ enginePage: page }) => {
  test.setTimeout(60_000);
  const widths = (['xs', 'xl'] as const).map((name) => ({ name, width: viewportAt(name).width }));
  await page.setViewport(widths[0]!.width, viewportAt('xs').height);
  await page.goto(new URL('careers/10', server.url).href);
  expect(await page.inspect({ role: 'heading', name: 'This position has been filled.' })).toMatchObject({ visible: true });
  for (const breakpoint of widths) {
    await test.step(`at ${breakpoint.name} (${breakpoint.width}px)`, () => expectSoundAt(page, breakpoint, 'careers-ended'));
  }
});
