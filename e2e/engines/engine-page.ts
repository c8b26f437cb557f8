import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hydratedSelector } from '../hydration';
import type { DriverPrimitives, EngineName, Name, Target, Upload } from './engine';
import {
  axeSource,
  axeTags,
  axeViolations,
  endShot,
  horizontalOverflow,
  inspect,
  installQueries,
  type ElementState,
  pageReady,
  prepareShot,
  queriesSource,
  settle,
  shotStyle,
} from './page-scripts';

/** How long an action waits for its target, and the page for its state, as the Chromium suite's expect timeout. */
const patience = 7_000;
const pollEvery = 50;

/** JSON for the page: a RegExp name becomes { source, flags } (installQueries rebuilds it). */
function serialised(value: unknown): string {
  return JSON.stringify(value, (_key, part: Name | unknown) =>
    part instanceof RegExp ? { source: part.source, flags: part.flags } : part,
  );
}

/**
 * A page in Firefox or WebKit, as the engine tests use it: the shared behaviour (waiting, queries by
 * role, settling, shots, axe, errors) written once over each driver's few primitives.
 */
export class EnginePage<Handle = unknown> {
  private readonly errors: string[] = [];
  private readonly files = mkdtempSync(join(tmpdir(), 'volta-engine-files-'));
  private queriesReady = false;
  /** Whether a document of the site is open (the blank page before the first goto has no error watch). */
  private visited = false;

  constructor(
    readonly engine: EngineName,
    private readonly driver: DriverPrimitives<Handle>,
    private readonly baseURL: string,
  ) {}

  /** Loads a path and waits until the page has hydrated and nothing is still loading (as the Chromium fixtures' visit). */
  async goto(path: string) {
    await this.collectErrors();
    await this.driver.navigate(new URL(path, this.baseURL).href);
    this.visited = true;
    this.queriesReady = false;
    await this.until(() => this.evaluate(pageReady, hydratedSelector), `${path} to hydrate`);
  }

  async setViewport(width: number, height: number) {
    await this.driver.resize(width, height);
  }

  /** Runs `fn(arg)` in the page; `fn` travels as source text, so it may use only its argument. */
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  evaluate<R>(fn: () => R | Promise<R>): Promise<R>;
  evaluate<R, A>(fn: (arg?: A) => R | Promise<R>, arg?: A): Promise<R> {
    return this.driver.run<R>(`(${fn.toString()})(${arg === undefined ? '' : serialised(arg)})`);
  }

  /** Runs `fn(element, arg)` on the one element `target` finds, once there is exactly one. */
  on<R, A = undefined>(target: Target, fn: (element: HTMLElement, arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    const call = `(${fn.toString()})(${this.find(target)}, ${arg === undefined ? 'undefined' : serialised(arg)})`;
    return this.patiently(() => this.withQueries(() => this.driver.run<R>(call)));
  }

  /** The state of the one element `target` finds now (or only how many it finds): never waits, never throws for a missing element. */
  inspect(target: Target): Promise<ElementState> {
    return this.withQueries(() => this.driver.run<ElementState>(`(${inspect.toString()})(window.__engine.all(${serialised(target)}))`));
  }

  /** How many elements `target` finds now. */
  count(target: Target): Promise<number> {
    return this.withQueries(() => this.driver.run<number>(`window.__engine.all(${serialised(target)}).length`));
  }

  async click(target: Target) {
    await this.driver.click(await this.element(target));
  }

  async fill(target: Target, text: string) {
    await this.driver.type(await this.element(target), text);
  }

  /** Gives the element focus the way a script does (the Chromium tests' locator.focus()). */
  async focus(target: Target) {
    await this.on(target, (element) => element.focus());
  }

  async press(key: string) {
    await this.driver.press(key);
  }

  async upload(target: Target, file: Upload) {
    const path = join(this.files, file.name);
    writeFileSync(path, file.buffer);
    await this.driver.setFile(await this.element(target), path);
  }

  url(): Promise<string> {
    return this.evaluate(() => location.href);
  }

  /** Waits for fonts and images; a broken image or font counts as a page error. */
  async settle() {
    this.errors.push(...(await this.evaluate(settle)));
  }

  /** What overflows the viewport horizontally, or null. */
  horizontalOverflow(): Promise<string | null> {
    return this.evaluate(horizontalOverflow);
  }

  /** The whole page from its top, with the suite's shot style sheet and every animation at its end. */
  async screenshot(): Promise<Buffer> {
    await this.evaluate(prepareShot, shotStyle);
    try {
      return await this.driver.fullPageScreenshot();
    } finally {
      await this.evaluate(endShot);
    }
  }

  /** axe's violations of the suite's rules, one line each; axe-core is loaded once per document. */
  async axeViolations(): Promise<string[]> {
    if (!(await this.evaluate(() => 'axe' in window))) await this.driver.run(`(() => { ${axeSource}\n; return true; })()`);
    return this.evaluate(axeViolations, axeTags);
  }

  /** Every error the page reported during the test; reading them empties the list. */
  async takeErrors(): Promise<string[]> {
    await this.collectErrors();
    return this.errors.splice(0);
  }

  async close() {
    rmSync(this.files, { recursive: true, force: true });
    await this.driver.close();
  }

  /** Polls `check` until it returns true; fails after the patience with what it waited for. */
  async until(check: () => Promise<boolean>, what: string) {
    const deadline = Date.now() + patience;
    let last: unknown;
    while (Date.now() < deadline) {
      try {
        if (await check()) return;
      } catch (error) {
        last = error;
      }
      await new Promise((resolve) => setTimeout(resolve, pollEvery));
    }
    throw new Error(`Waited ${patience} ms for ${what}${last ? ` (last error: ${(last as Error).message})` : ''}.`);
  }

  private async collectErrors() {
    if (this.visited) this.errors.push(...(await this.driver.drainErrors()));
  }

  private find(target: Target) {
    return `window.__engine.one(${serialised(target)})`;
  }

  /** The driver's reference to the one element `target` finds, waiting until there is exactly one. */
  private element(target: Target): Promise<Handle> {
    return this.patiently(() => this.withQueries(() => this.driver.handle(this.find(target))));
  }

  /** Tries again while `attempt` fails (no element yet, or several), for the patience; then its last error. */
  private async patiently<R>(attempt: () => Promise<R>): Promise<R> {
    const deadline = Date.now() + patience;
    for (;;) {
      try {
        return await attempt();
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, pollEvery));
      }
    }
  }

  /**
   * Runs a query once Testing Library is in the page: it is loaded once per document, after the
   * first goto and again if a link has loaded a new document since (the query then finds no __engine).
   */
  private async withQueries<R>(query: () => Promise<R>): Promise<R> {
    if (this.queriesReady) {
      try {
        return await query();
      } catch (error) {
        if (!/__engine/.test((error as Error).message)) throw error;
      }
    }
    await this.driver.run(`(() => { ${queriesSource}\n; (${installQueries.toString()})(); return true; })()`);
    this.queriesReady = true;
    return query();
  }
}
