import { allRoutes, concretePaths } from '../src/app/routes';
import { waitForWidgets } from './careers-helpers';
import { expect, test } from './fixtures';

/**
 * Every page under the server's content security policy: the policy is sent, and no page breaks it
 * while it loads, hydrates and fetches from the real API (the browser reports any breach as a
 * securitypolicyviolation event).
 */
test.use({ realApi: true });

const paths = allRoutes.flatMap((route) => concretePaths(route));

declare global {
  interface Window {
    policyViolations: string[];
  }
}

for (const path of paths) {
  test(`${path} keeps its content security policy`, async ({ page }) => {
    await page.addInitScript(() => {
      window.policyViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.policyViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self'[^;]*;/);
    expect(policy.match(/script-src[^;]*/)![0]).not.toMatch(/unsafe-inline|unsafe-eval/);
    // Open what a visitor would open: menus and dropdowns add style elements at run time.
    await page.mouse.wheel(0, 4000);
    expect(await page.evaluate(() => window.policyViolations)).toEqual([]);
  });
}

test('the careers dropdowns and the mobile menu keep the policy too', async ({ page }) => {
  await page.addInitScript(() => {
    window.policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.policyViolations.push(event.violatedDirective));
  });
  await page.goto('/careers');
  await waitForWidgets(page, 3);
  await page.getByRole('button', { name: /^Filter by job category:/ }).click();
  await expect(page.getByRole('menu', { name: 'Filter by job category' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 470, height: 800 });
  await page.getByRole('button', { name: /menu/i }).click();
  expect(await page.evaluate(() => window.policyViolations)).toEqual([]);
});

/** The control: proves that the listener of the tests above hears a breach. */
test('an inline script injected into a page is blocked and reported', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/violates the following Content Security Policy directive/);
  await page.addInitScript(() => {
    window.policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.policyViolations.push(event.violatedDirective));
  });
  await page.goto('/about');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return 'injected' in window;
  });
  expect(ran).toBe(false);
  await expect.poll(() => page.evaluate(() => window.policyViolations)).toContain('script-src-elem');
});
