import puppeteer, { type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { firefoxPath } from '../browser.mjs';
import { withoutFaketime } from '../calendar-shift.mjs';
import { timeZoneEnvironment, type BrowserLocale, type DriverPrimitives, type EngineBrowser } from './engine';
import { takeWatchedErrors, watchErrors } from './page-scripts';

/**
 * Debian's Firefox ESR through puppeteer-core over WebDriver BiDi. Playwright's own Firefox channel
 * speaks a protocol of its own that this Firefox does not (it fails on a missing emulation command),
 * so the Playwright runner drives Firefox through puppeteer instead (docs/decisions/170).
 */
export async function launchFirefox(locale: BrowserLocale): Promise<EngineBrowser<ElementHandle>> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    env: { ...withoutFaketime(), ...timeZoneEnvironment(locale) },
    extraPrefsFirefox: {
      // As the suite's Chromium: reduced motion, and scrollbars that float over the page (innerWidth is the layout width).
      'ui.prefersReducedMotion': 1,
      'ui.useOverlayScrollbars': 1,
      'intl.accept_languages': locale.language,
      'intl.locale.requested': locale.language,
    },
  });
  return {
    name: 'firefox',
    version: (await browser.version()).replace(/^firefox\//i, ''),
    async newPage() {
      // A user context per test: no cookies or storage carried from the test before.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.evaluateOnNewDocument(watchErrors);
      return firefoxPage(page, context);
    },
    close: () => browser.close(),
  };
}

function firefoxPage(page: Page, context: BrowserContext): DriverPrimitives<ElementHandle> {
  return {
    async navigate(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async resize(width, height) {
      await page.setViewport({ width, height });
    },
    run: <R>(expression: string) => page.evaluate(expression) as Promise<R>,
    async handle(expression) {
      const element = (await page.evaluateHandle(expression)).asElement();
      if (!element) throw new Error(`${expression} is not an element`);
      return element as ElementHandle;
    },
    click: (element) => element.click(),
    async type(element, text) {
      await element.focus();
      if (await element.evaluate((input) => 'value' in input && input.value !== '')) {
        await element.evaluate((input) => (input as HTMLInputElement).select());
        await page.keyboard.press('Backspace');
      }
      await page.keyboard.type(text);
    },
    press: (key) => page.keyboard.press(key as Parameters<Page['keyboard']['press']>[0]),
    setFile: (element, path) => (element as ElementHandle<HTMLInputElement>).uploadFile(path),
    fullPageScreenshot: async () => Buffer.from(await page.screenshot({ fullPage: true })),
    drainErrors: () => page.evaluate(takeWatchedErrors),
    close: () => context.close(),
  };
}
