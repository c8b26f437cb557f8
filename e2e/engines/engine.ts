/**
 * The one small interface the Firefox and WebKit tests are written against (docs/decisions/170):
 * each engine's driver (puppeteer-core over WebDriver BiDi, webdriverio over WebDriver classic)
 * implements these primitives, and DriverPage (driver-page.ts) builds the rest on them once.
 */
export type EngineName = 'firefox' | 'webkit';

/** An accessible name: a string matches the whole name, a RegExp any part of it. */
export type Name = string | RegExp;

/**
 * What a test acts on, found in the page the way a user or assistive technology finds it (by role
 * and accessible name, by label, by visible text), through Testing Library's queries run in the page.
 * `within` narrows the search to the one element another target finds; `nth` picks one of several.
 */
export type Target = (
  { role: string; name?: Name; level?: number; selected?: boolean } | { label: Name } | { text: Name } | { css: string }
) & { within?: Target; nth?: number };

/** A file a test uploads; browsers take files from disk, so it is written to a temporary folder. */
export type Upload = { name: string; buffer: Buffer };

/** What each driver does its own way; everything else is shared. `Handle` is the driver's element reference. */
export interface DriverPrimitives<Handle> {
  /** Navigates and resolves once the document has loaded (the load event). */
  navigate(url: string): Promise<void>;
  /** The viewport (the page's innerWidth × innerHeight), not the window around it. */
  resize(width: number, height: number): Promise<void>;
  /** Evaluates a JavaScript expression in the page; a promise it returns is awaited; the value comes back as JSON. */
  run<R>(expression: string): Promise<R>;
  /** The element an expression evaluates to, as the driver's reference for input commands. */
  handle(expression: string): Promise<Handle>;
  click(element: Handle): Promise<void>;
  /** Types into an element the way a keyboard does (after emptying it). */
  type(element: Handle, text: string): Promise<void>;
  /** One key press, named as Playwright names keys ('Enter', 'ArrowRight', 'Space', 'Tab'…). */
  press(key: string): Promise<void>;
  setFile(element: Handle, path: string): Promise<void>;
  /**
   * A PNG of the whole document at the current width, from its top. WebKit's window is left as tall
   * as the document: set the viewport again before anything that depends on its height.
   */
  fullPageScreenshot(): Promise<Buffer>;
  /** Errors the engine reported since the last call (uncaught exceptions, console errors). */
  drainErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** A browser kept for a worker's life; each test gets a fresh page from it. */
export interface EngineBrowser<Handle = unknown> {
  readonly name: EngineName;
  readonly version: string;
  newPage(): Promise<DriverPrimitives<Handle>>;
  close(): Promise<void>;
}

/** The config's locale and time zone (use.locale, use.timezoneId), which the Chromium tests run in too. */
export type BrowserLocale = { language: string; timezone: string };

/** The environment that gives a browser process that time zone (the language is a preference of each browser). */
export function timeZoneEnvironment({ timezone }: BrowserLocale) {
  return { TZ: timezone };
}
