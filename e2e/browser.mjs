import { existsSync, readdirSync } from 'node:fs';

// Where the e2e suite finds Chromium: PLAYWRIGHT_CHROMIUM_PATH, else Debian's chromium-headless-shell:
// the same Chromium build as Debian's chromium package, without the desktop browser around it, which
// is what Playwright itself runs headless. A new context (every test opens one) costs about a third of
// the CPU it costs in the full browser. Text is laid out slightly differently in the two, so the
// screenshot baselines belong to the shell.
export function chromiumPath() {
  return process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
}

/**
 * The browser visitors run, for timings (the main-thread gate, `npm run lighthouse`): Debian's full
 * Chromium in its new headless mode, the browser itself without a window (as PageSpeed Insights runs
 * it). CHROME_PATH points elsewhere. The headless shell is another implementation: its main thread
 * does less for the same page (issue 41), so its timings flatter the site.
 */
export function fullChromiumPath() {
  // The browser itself, not /usr/bin/chromium: that launcher's scripts print a shell error here.
  return process.env.CHROME_PATH || '/usr/lib/chromium/chromium';
}

/** Flags that keep Chromium off the network it cannot reach here (and make it quiet and fast). */
export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-features=Translate,OptimizationHints,MediaRouter',
];

/** Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi (e2e/engines). */
export function firefoxPath() {
  return process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
}

/**
 * WebKitGTK's MiniBrowser, the browser WebKitWebDriver starts (Debian's webkit2gtk-driver brings
 * both): WEBKIT_MINIBROWSER_PATH, else the one under /usr/lib/<multiarch>/webkit2gtk-*, or null.
 */
export function miniBrowserPath() {
  if (process.env.WEBKIT_MINIBROWSER_PATH) return process.env.WEBKIT_MINIBROWSER_PATH;
  const lib = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu`;
  const folder = existsSync(lib)
    ? readdirSync(lib).find((name) => /^webkit2gtk-/.test(name) && existsSync(`${lib}/${name}/MiniBrowser`))
    : undefined;
  return folder ? `${lib}/${folder}/MiniBrowser` : null;
}

/** The full browser's flags: the same, in the new headless mode. */
export const fullChromiumArgs = [...chromiumArgs, '--headless=new'];
