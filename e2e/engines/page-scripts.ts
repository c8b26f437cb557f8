import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Queries from '@testing-library/dom';
import type * as Axe from 'axe-core';
import { tokens } from '../../src/styles/generated/tokens';
import { screenshotOptions } from '../screenshot-options';

/*
 * Code that runs inside the page under test. Each function is sent as its source text, so it may use
 * nothing from this module but its own argument. Libraries go in as script bodies evaluated by the
 * driver: the site's content security policy forbids eval in the page, as it should.
 */

const resolve = createRequire(import.meta.url).resolve;

/** axe-core, defining window.axe. */
export const axeSource = readFileSync(resolve('axe-core/axe.min.js'), 'utf8');

/** Testing Library's DOM queries (by role and accessible name, label, text), defining window.TestingLibraryDom. */
export const queriesSource = readFileSync(resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8');

/**
 * The style sheet of every shot: the suite's screenshot.css, the caret hidden, and the copyright year
 * (which moves on 1 January) painted over in the colour Chromium's shots mask it with (state-shot.ts).
 */
export const shotStyle = [
  readFileSync(screenshotOptions.stylePath, 'utf8'),
  '*, *::before, *::after { caret-color: transparent !important; }',
  `[data-volatile] { background: ${tokens.color['surface-dark']} !important; color: transparent !important; text-shadow: none !important; }`,
  '[data-volatile] * { visibility: hidden !important; }',
].join('\n');

/** The same rules as e2e/axe.ts: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Collects what a developer would see as errors in the console: uncaught exceptions and rejections,
 * console.error (React's hydration and render warnings among them), resources that failed to load
 * and breaches of the content security policy. Firefox installs it before the page's own scripts
 * run; WebKit's WebDriver has no such hook, so there it starts once the page has loaded and the
 * policy breaches from before are picked up from the Reporting API's buffer.
 */
export function watchErrors() {
  const win = window as unknown as { __engineErrors?: string[] };
  if (win.__engineErrors) return;
  const errors: string[] = (win.__engineErrors = []);
  const breaches = new Set<string>();
  const breach = (directive: string, blocked: string) => {
    const text = `Content security policy violated: ${directive} blocked ${blocked || 'inline code'}`;
    if (!breaches.has(text)) errors.push(text);
    breaches.add(text);
  };
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
    consoleError(...args);
  };
  addEventListener(
    'error',
    (event: Event) => {
      if (event instanceof ErrorEvent) errors.push(`Uncaught: ${event.message}`);
      else {
        const source = event.target as { src?: string; href?: string } | null;
        errors.push(`Failed to load ${source?.src || source?.href || 'a resource'}`);
      }
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => errors.push(`Unhandled rejection: ${event.reason?.message ?? event.reason}`));
  document.addEventListener('securitypolicyviolation', (event) => breach(event.effectiveDirective, event.blockedURI));
  if (typeof ReportingObserver === 'function') {
    type Body = { effectiveDirective: string; blockedURL: string };
    const observer = new ReportingObserver(
      (reports) =>
        reports.forEach(({ body }) => breach((body as unknown as Body).effectiveDirective, (body as unknown as Body).blockedURL)),
      {
        types: ['csp-violation'],
        buffered: true,
      },
    );
    observer.observe();
  }
}

/** The errors watchErrors collected since the last call. */
export function takeWatchedErrors() {
  const errors = (window as unknown as { __engineErrors?: string[] }).__engineErrors;
  return errors ? errors.splice(0) : ['The error watch was not installed in this document.'];
}

/** Whether the page has hydrated, its islands too, and shows no loading spinner (a list still on its way). */
export function pageReady(selector: string) {
  const loading = document.querySelector('[role="status"][class*="spinner"], [role="status"] > [class*="spinner"]');
  return document.documentElement.matches(selector) && !loading;
}

/**
 * Defines window.__engine.all/one: Testing Library's queries behind the Target shape of engine.ts.
 * A RegExp name arrives as { source, flags }.
 */
export function installQueries() {
  type Named = string | { source: string; flags: string } | undefined;
  type Query = { role?: string; name?: Named; level?: number; selected?: boolean; label?: Named; text?: Named; css?: string };
  type Target = Query & { within?: Target; nth?: number };
  const dom = (window as unknown as { TestingLibraryDom: typeof Queries }).TestingLibraryDom;
  const matcher = (name: Named) => (name && typeof name === 'object' ? new RegExp(name.source, name.flags) : name);
  const all = (target: Target): HTMLElement[] => {
    const containers = target.within ? all(target.within) : [document.body];
    if (containers.length !== 1) return [];
    const root = containers[0]!;
    const found =
      target.role !== undefined
        ? dom.queryAllByRole(root, target.role, { name: matcher(target.name), level: target.level, selected: target.selected })
        : target.label !== undefined
          ? dom.queryAllByLabelText(root, matcher(target.label)!)
          : target.text !== undefined
            ? dom.queryAllByText(root, matcher(target.text)!)
            : [...root.querySelectorAll<HTMLElement>(target.css!)];
    return target.nth === undefined ? found : found.slice(target.nth, target.nth + 1);
  };
  const one = (target: Target): HTMLElement => {
    const found = all(target);
    if (found.length !== 1) throw new Error(`${found.length} elements match ${JSON.stringify(target)}`);
    return found[0]!;
  };
  (window as unknown as { __engine: unknown }).__engine = { all, one };
}

/**
 * Waits until fonts and images have loaded and decoded (lazy images are made eager), as the Chromium
 * suite's settle() does; returns the images that could not be decoded, which are broken.
 */
export async function settle() {
  await document.fonts.ready;
  const images = [...document.images];
  images.forEach((image) => (image.loading = 'eager'));
  const broken = await Promise.all(
    images.map(async (image) => {
      if (!image.currentSrc && !image.src) return null;
      if (!image.complete) {
        await new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        });
      }
      return image.decode().then(
        () => null,
        () => `Failed to load image ${image.currentSrc || image.src}`,
      );
    }),
  );
  const posters = [...document.querySelectorAll('video[poster]')].map((video) => {
    const poster = new Image();
    poster.src = (video as HTMLVideoElement).poster;
    return poster.decode().catch(() => undefined);
  });
  await Promise.all(posters);
  const fonts = [...document.fonts].filter((font) => font.status === 'error').map((font) => `Failed to load font ${font.family}`);
  return [...broken.filter((entry) => entry !== null), ...fonts];
}

/** What sticks out past the right edge of the viewport, or null when nothing does. */
export function horizontalOverflow() {
  const { scrollWidth } = document.documentElement;
  if (scrollWidth <= innerWidth) return null;
  const outside = [...document.body.querySelectorAll('*')]
    .filter((element) => element.getBoundingClientRect().right > innerWidth)
    .slice(0, 3)
    .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  return `the page is ${scrollWidth}px wide in a ${innerWidth}px viewport; outside it: ${outside.join(', ')}`;
}

/**
 * Scrolls to the top, applies the shot's style sheet, brings every animation to its end (infinite
 * ones are removed), hides scrollbars and holds lengths in viewport-height units at their values:
 * - the engines' overlay scrollbars fade in and out on their own clock (Chromium's headless shell
 *   draws none), and a style sheet's scrollbar-width does not reach scrollbars WebKit has already
 *   made, so each scroll container is made overflow: hidden for the shot (it keeps its scroll
 *   position; an overlay scrollbar takes no room, so nothing moves);
 * - WebKit's full-page shot makes the window as tall as the page, and a min-height of 60vh would
 *   grow with it: every declaration in vh (or svh, dvh, vmin…) is set, for the shot, to the length
 *   it has in the viewport the page was checked in.
 * Each element's own style attribute is kept and given back by endShot.
 */
export function prepareShot(css: string) {
  const hold = (element: HTMLElement, property: string, value: string) => {
    if (element.dataset.engineShotStyle === undefined) element.dataset.engineShotStyle = element.getAttribute('style') ?? '';
    element.style.setProperty(property, value, 'important');
  };
  const viewportHeightUnit = /\d(s|l|d)?(vh|vb|vmin|vmax)\b/;
  const holdViewportLengths = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule && !matchMedia(rule.conditionText).matches) continue;
      if (rule instanceof CSSGroupingRule && !(rule instanceof CSSStyleRule)) holdViewportLengths(rule.cssRules);
      if (!(rule instanceof CSSStyleRule)) continue;
      for (const property of rule.style) {
        if (!viewportHeightUnit.test(rule.style.getPropertyValue(property))) continue;
        for (const element of document.querySelectorAll<HTMLElement>(rule.selectorText)) {
          hold(element, property, getComputedStyle(element).getPropertyValue(property));
        }
      }
    }
  };
  for (const sheet of document.styleSheets) {
    try {
      holdViewportLengths(sheet.cssRules);
    } catch {
      // Another origin's sheet keeps its rules to itself; the site serves its own.
    }
  }

  scrollTo(0, 0);
  const style = document.createElement('style');
  style.dataset.engineShot = '';
  style.textContent = css;
  document.head.append(style);
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const { overflowX, overflowY } = getComputedStyle(element);
    if (/auto|scroll/.test(overflowX + overflowY)) hold(element, 'overflow', 'hidden');
  }
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
    else animation.finish();
  }
}

export function endShot() {
  document.querySelectorAll('style[data-engine-shot]').forEach((style) => style.remove());
  for (const element of document.querySelectorAll<HTMLElement>('[data-engine-shot-style]')) {
    const saved = element.dataset.engineShotStyle!;
    if (saved) element.setAttribute('style', saved);
    else element.removeAttribute('style');
    delete element.dataset.engineShotStyle;
  }
}

/** axe with the given tags: a line per violation naming the rule, its impact and nodes. */
export async function axeViolations(tags: string[]) {
  const { axe } = window as unknown as { axe: typeof Axe };
  const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * What a test asserts about the one element a target finds, read in one round trip: `count` alone
 * when there is not exactly one. `description` is the text of the elements aria-describedby names.
 */
export function inspect(elements: HTMLElement[]) {
  if (elements.length !== 1) return { count: elements.length };
  const element = elements[0]!;
  const box = element.getBoundingClientRect();
  const describedBy = element.getAttribute('aria-describedby') ?? '';
  return {
    count: 1,
    focused: document.activeElement === element,
    visible: box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden',
    text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    value: 'value' in element ? String((element as HTMLInputElement).value) : undefined,
    description: describedBy
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' '),
    attributes: Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value])),
  };
}

export type ElementState = ReturnType<typeof inspect>;
