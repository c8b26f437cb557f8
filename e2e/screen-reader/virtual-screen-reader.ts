import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { Virtual } from '@guidepup/virtual-screen-reader';

/**
 * The reader's browser build, a self-contained ES module. It runs in the real page (it fails under
 * jsdom), so it reads the hydrated site as the browser lays it out and moves focus in it.
 */
const browserBuild = readFileSync(createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js'), 'utf8');

type ReaderWindow = Window & { virtualScreenReader: Virtual };

/**
 * The Virtual Screen Reader, driven inside the page. Its module is imported from a blob: URL, which
 * the site's content security policy refuses (scripts from 'self' only): every spec that uses it
 * sets `bypassCSP`, for the test's own script; the site is unchanged.
 */
export class ScreenReader {
  private constructor(private readonly page: Page) {}

  /** Loads the reader into the page and starts it on the element `container` selects. */
  static async start(page: Page, container = 'body'): Promise<ScreenReader> {
    await page.evaluate(
      async ({ code, selector }) => {
        const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
        const { virtual } = (await import(url)) as { virtual: Virtual };
        URL.revokeObjectURL(url);
        // To find live regions the reader names the target of every DOM change, looking its
        // id references up from the target's root node. For a target already removed from the page
        // (a closed menu) that root is an element, which has no getElementById: the lookup would
        // throw and the reader would drop the whole batch of changes, announcements included.
        if (!('getElementById' in Element.prototype)) {
          Object.defineProperty(Element.prototype, 'getElementById', {
            configurable: true,
            value(this: Element, id: string) {
              return this.id === id ? this : this.querySelector(`#${CSS.escape(id)}`);
            },
          });
        }
        const root = document.querySelector(selector);
        if (!root) throw new Error(`Nothing to read: no ${selector}`);
        await virtual.start({ container: root });
        (window as unknown as ReaderWindow).virtualScreenReader = virtual;
      },
      { code: browserBuild, selector: container },
    );
    return new ScreenReader(page);
  }

  /** Everything spoken since the start (or the last `clear`), live-region announcements included. */
  log(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as ReaderWindow).virtualScreenReader.spokenPhraseLog());
  }

  clear(): Promise<void> {
    return this.page.evaluate(() => (window as unknown as ReaderWindow).virtualScreenReader.clearSpokenPhraseLog());
  }

  /** Reads on, one item at a time (the reader's "next item" command). */
  next(times = 1): Promise<void> {
    return this.page.evaluate(async (count) => {
      for (let step = 0; step < count; step++) await (window as unknown as ReaderWindow).virtualScreenReader.next();
    }, times);
  }

  /** Reads on until `phrase` is spoken, so a test can start where its widget starts. */
  nextUntil(phrase: string, limit = 400): Promise<void> {
    return this.page.evaluate(
      async ({ wanted, steps }) => {
        const virtual = (window as unknown as ReaderWindow).virtualScreenReader;
        for (let step = 0; step < steps; step++) {
          await virtual.next();
          if ((await virtual.lastSpokenPhrase()) === wanted) return;
        }
        throw new Error(`"${wanted}" was not spoken within ${steps} items`);
      },
      { wanted: phrase, steps: limit },
    );
  }

  /** One of the reader's navigation commands, e.g. 'moveToNextLandmark'. */
  perform(command: keyof Virtual['commands']): Promise<void> {
    return this.page.evaluate((name) => (window as unknown as ReaderWindow).virtualScreenReader.perform(name), command);
  }

  /** Presses a key on the item under the reader's cursor: 'Tab', 'ArrowRight', 'Enter', 'Escape'. */
  press(key: string): Promise<void> {
    return this.page.evaluate((name) => (window as unknown as ReaderWindow).virtualScreenReader.press(name), key);
  }

  /** Types into the item under the reader's cursor. */
  type(text: string): Promise<void> {
    return this.page.evaluate((value) => (window as unknown as ReaderWindow).virtualScreenReader.type(value), text);
  }
}

/**
 * The `length` phrases of `log` from the first `first` on: a contiguous slice of a long transcript
 * (an empty list when `first` was never spoken), for an exact comparison with a readable diff.
 */
export function sliceFrom(log: readonly string[], first: string, length: number): string[] {
  const start = log.indexOf(first);
  return start === -1 ? [] : log.slice(start, start + length);
}
