import { remote } from 'webdriverio';
import { miniBrowserPath } from '../browser.mjs';
import type { BrowserLocale, DriverPrimitives, EngineBrowser } from './engine';
import { takeWatchedErrors, watchErrors } from './page-scripts';
import { startWebKitDriver } from './webkit-driver';

/** A WebDriver element reference: the web element identifier of the spec, and the id. */
const elementKey = 'element-6066-11e4-a52e-4f735466cecf';

/** Playwright's key names as WebDriver's key code points. */
const keys: Record<string, string> = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  Space: '\uE00D',
  Backspace: '\uE003',
  Home: '\uE011',
  End: '\uE010',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};

/**
 * WebKitGTK's MiniBrowser through webdriverio against WebKitWebDriver (Debian's webkit2gtk-driver),
 * under Xvfb. Debian's WebKitWebDriver speaks WebDriver classic only (no BiDi session): no script
 * before the page's own and no full-page shot, so the error watch starts after load and a full page
 * is shot through a window as tall as the document (docs/decisions/170).
 */
export async function launchWebKit(locale: BrowserLocale): Promise<EngineBrowser<string>> {
  const binary = miniBrowserPath();
  if (!binary) throw new Error("WebKitGTK's MiniBrowser is not installed: install Debian's webkit2gtk-driver package.");
  const driver = await startWebKitDriver(locale);
  try {
    const browser = await remote({
      hostname: '127.0.0.1',
      port: driver.port,
      // Failures reach the test as errors; the driver's own log would print each retried query too.
      logLevel: 'silent',
      // A refused command is a test failure, not something to send again (a second click is another click).
      connectionRetryCount: 0,
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    const frame = await browser.executeScript('return [outerWidth - innerWidth, outerHeight - innerHeight]', []);
    return {
      name: 'webkit',
      version: String(browser.capabilities.browserVersion),
      newPage: async () => webkitPage(browser, frame as [number, number]),
      async close() {
        await browser.deleteSession().catch(() => undefined);
        driver.stop();
      },
    };
  } catch (error) {
    driver.stop();
    throw error;
  }
}

function webkitPage(browser: WebdriverIO.Browser, [frameWidth, frameHeight]: [number, number]): DriverPrimitives<string> {
  const run = <R>(expression: string) => browser.executeScript(`return ${expression};`, []) as Promise<R>;
  let viewport = { width: 0, height: 0 };

  /**
   * The window around a viewport of this size, once the page knows its new size (its next layout,
   * which a shot forces, is at that size).
   */
  async function resize(width: number, height: number) {
    await browser.setWindowRect(null, null, width + frameWidth, height + frameHeight);
    await browser.executeAsyncScript(
      `const [width, height, done] = arguments;
       const check = () => (innerWidth === width && innerHeight === height ? done() : setTimeout(check, 10));
       check();`,
      [width, height],
    );
  }

  return {
    async navigate(url) {
      await browser.navigateTo(url);
      await run(`(${watchErrors.toString()})()`);
    },
    async resize(width, height) {
      await resize(width, height);
      viewport = { width, height };
    },
    run,
    async handle(expression) {
      const element = await run<Record<string, string> | null>(expression);
      if (!element?.[elementKey]) throw new Error(`${expression} is not an element`);
      return element[elementKey];
    },
    click: (element) => browser.elementClick(element),
    async type(element, text) {
      await browser.elementClear(element);
      await browser.elementSendKeys(element, text);
    },
    async press(key) {
      const value = keys[key] ?? key;
      await browser.performActions([
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ],
        },
      ]);
    },
    setFile: (element, path) => browser.elementSendKeys(element, path),
    async fullPageScreenshot() {
      // As tall as the document, asked again after each change (a height in vh follows the window).
      // The window stays that tall: the next setViewport brings it back, and nothing is redrawn twice.
      for (let height = viewport.height, tries = 0; tries < 3; tries++) {
        const documentHeight = await run<number>('document.documentElement.scrollHeight');
        if (documentHeight === height) break;
        height = documentHeight;
        await resize(viewport.width, height);
      }
      // A rendering update at the new size, or the part below the old viewport comes out black.
      await browser.executeAsyncScript('const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()));', []);
      return Buffer.from(await browser.takeScreenshot(), 'base64');
    },
    drainErrors: () => run<string[]>(`(${takeWatchedErrors.toString()})()`),
    async close() {
      await browser.deleteAllCookies();
      await browser.navigateTo('about:blank');
    },
  };
}
