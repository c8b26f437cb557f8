import { createHash } from 'node:crypto';
import { allRoutes } from './route-table';
import { concretePaths } from '../src/routes/route-facts';
import { waitForWidgets } from './careers-helpers';
import { expect, test } from './fixtures';

/**
 * Every page under the server's content security policy: the policy is sent, and no page breaks it
 * while it loads, hydrates, opens its widgets and fetches from the real API.
 */
test.use({ realApi: true });

const paths = allRoutes.flatMap((route) => concretePaths(route));

declare global {
  interface Window {
    policyViolations: string[];
  }
}

// Every page that any test opens reports a breach of the policy as a console error (e2e/fixtures.ts),
// which fails that test: the matrix does it for every path at every breakpoint. Here, the headers.
test('every path is sent with the content security policy and the other security headers', async ({ request }) => {
  for (const path of paths) {
    const response = await request.get(path);
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy, path).toContain("frame-ancestors 'none'");
    // Scripts from the site itself, and its one inline script (the same on every page) by its hash.
    // Data blocks (the query state's JSON, a job's or article's JSON-LD) are never run: no hash needed.
    const inline = [
      ...(await response.text()).matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline, path).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]![1]!).digest('base64');
    expect(policy.match(/script-src[^;]*/)?.[0], path).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
});

test('the careers dropdowns and the mobile menu keep the policy too', async ({ page, visit }) => {
  await page.addInitScript(() => {
    window.policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.policyViolations.push(event.violatedDirective));
  });
  await visit('/careers');
  await waitForWidgets(page, 3);
  await page.getByRole('button', { name: /^Filter by job category:/ }).click();
  await expect(page.getByRole('menu', { name: 'Filter by job category' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 470, height: 800 });
  await page.getByRole('button', { name: /menu/i }).click();
  expect(await page.evaluate(() => window.policyViolations)).toEqual([]);
});

/** The control: proves that a breach is blocked and heard (and would fail any other test). */
test('an inline script injected into a page is blocked and reported', async ({ page, consoleWatch, visit }) => {
  consoleWatch.allow(/violates the following Content Security Policy directive|^Content security policy violated: script-src-elem/);
  await page.addInitScript(() => {
    window.policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.policyViolations.push(event.violatedDirective));
  });
  await visit('/about');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return 'injected' in window;
  });
  expect(ran).toBe(false);
  await expect.poll(() => page.evaluate(() => window.policyViolations)).toContain('script-src-elem');
  // The reporter every test has (e2e/fixtures.ts) heard it too.
  expect(consoleWatch.messages).toContain('Content security policy violated: script-src-elem blocked inline');
});
