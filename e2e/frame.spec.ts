import type { Page } from '@playwright/test';
import { tokens } from '../src/styles/generated/tokens';
import { viewportAt } from './breakpoints';
import { rgb } from './colour';
import { expect, test } from './fixtures';

const menuLinks = ['About Us', 'Products & Services', 'Portfolio', 'Careers', "Let's Talk"];

test.describe('navigation bar, wide screens', () => {
  test.use({ viewport: viewportAt('xl') });

  test('shows every link inline, no menu button, and highlights the active one', async ({ page, visit }) => {
    await visit('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
    for (const name of menuLinks) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Careers' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the logo leads home and the HR software link opens a new tab and says so', async ({ page, visit }) => {
    await visit('/careers');
    const hr = page.getByRole('link', { name: 'HR Software (opens in a new tab)' });
    await expect(hr).toHaveAttribute('target', '_blank');
    await expect(hr).toHaveAttribute('rel', /noopener/);
    await page.getByRole('link', { name: 'Volta Systems home' }).click();
    await expect(page).toHaveURL('/');
  });

  test("the logo is drawn in the brand tokens, and in the theme's own colours in forced colours", async ({ page, visit }) => {
    await visit('/');
    const logo = page.getByRole('link', { name: 'Volta Systems home' }).getByRole('img', { name: 'Volta Systems home' });
    const { brand, ink } = { brand: rgb(tokens.color.brand['500']), ink: rgb(tokens.color.ink) };
    expect(await logoFills(page)).toEqual([brand, rgb(tokens.color['on-dark']), ink, brand]);
    await expect(logo).toBeVisible();

    for (const colorScheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ forcedColors: 'active', colorScheme });
      const [mark, chevron, volta, systems, background] = await logoFills(page, true);
      expect([mark, volta, systems], `the wordmark on the ${colorScheme} theme`).toEqual([volta, volta, volta]);
      expect(volta).not.toBe(background);
      expect(chevron).toBe(background);
    }
  });

  test('nav links go to their pages', async ({ page, visit }) => {
    await visit('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const targets = ['/about', '/pns', '/portfolio', '/careers', '/contact-us'];
    for (const [index, name] of menuLinks.entries()) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(targets[index]!);
    }
  });
});

test.describe('navigation bar, below 768 px', () => {
  test.use({ viewport: viewportAt('xs') });

  test('the links sit behind the menu button', async ({ page, visit }) => {
    await visit('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About Us', exact: true })).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of menuLinks) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();

    // The dropdown is 60% wide and at most half the viewport high (spec section 2).
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.round(viewportAt('xs').width * 0.6));
    expect(box.height).toBeLessThanOrEqual(viewportAt('xs').height / 2);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('a link click closes it and moves focus to the new page heading', async ({ page, visit }) => {
    await visit('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page).toHaveURL('/careers');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('a click outside closes it', async ({ page, visit }) => {
    await visit('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await page.locator('main').click({ position: { x: 5, y: 200 } });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' })).toBeHidden();
  });

  test('a logo click closes it', async ({ page, visit }) => {
    await visit('/about');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await page.getByRole('link', { name: 'Volta Systems home' }).click();
    await expect(page).toHaveURL('/');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('works by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async ({ page, visit }) => {
    await visit('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/pns');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('skip link, scrolling and focus', () => {
  test.use({ viewport: viewportAt('lg') });

  test('the skip link is the first stop and leads to the main content', async ({ page, visit }) => {
    await visit('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('a route change scrolls to the top and focuses the new h1', async ({ page, visit }) => {
    await page.setViewportSize({ width: viewportAt('lg').width, height: 400 });
    await visit('/');
    await page.getByRole('link', { name: 'Tech Stack' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Tech Stack' }).click();
    await expect(page).toHaveURL('/tech-stack');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a navigation to a URL with a hash goes to its target, not to the h1', async ({ page, visit }) => {
    await visit('/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/privacy-policy#main');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.locator('main')).toBeFocused();
  });

  test('pages title themselves "Page – appName"', async ({ page, visit }) => {
    await visit('/contact-us');
    await expect(page).toHaveTitle('Contact Us – Volta Systems');
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveTitle('Privacy Policy – Volta Systems');
  });
});

test.describe('footer', () => {
  test('holds the social links and the three link columns', async ({ page, visit }) => {
    await visit('/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['LinkedIn (opens in a new tab)', 'Facebook (opens in a new tab)']) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link');
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set(['/about', '/anniversary', '/blog', '/tech-stack', '/privacy-policy']));
    await expect(footer.getByRole('heading', { level: 2 })).toHaveCount(4);
    await expect(footer.getByText(/© \d{4} Volta Systems Limited/)).toBeVisible();
  });
});

/**
 * The colours the logo's four shapes are painted in (mark, chevron, "Volta", "Systems": the chevron
 * is a stroke), and with `andBackground` the header's background behind them.
 */
function logoFills(page: Page, andBackground = false) {
  return page.getByRole('banner').evaluate((header, withBackground) => {
    const [mark, chevron, volta, systems] = [...header.querySelectorAll('svg[role="img"] > *')].map((shape) => getComputedStyle(shape));
    const colours = [mark!.fill, chevron!.stroke, volta!.fill, systems!.fill];
    return withBackground ? [...colours, getComputedStyle(header).backgroundColor] : colours;
  }, andBackground);
}
