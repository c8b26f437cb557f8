// Finds the three browsers the e2e suite runs in (Chromium, and Firefox and WebKit for e2e/engines),
// installs Debian's packages for those missing (as root; otherwise one sentence says which), and
// refuses to compare screenshots made by another major version of a browser.
// `--record` writes the current versions beside the baselines (when baselines are remade on purpose).
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromiumPath, firefoxPath, fullChromiumPath, miniBrowserPath } from '../../e2e/browser.mjs';
import { faketimeLibraryPath, withoutFaketime } from '../../e2e/calendar-shift.mjs';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** `parts`: how many leading numbers make a major version (WebKitGTK's stable series are 2.48, 2.50…). */
export const browsers = [
  {
    name: 'Chromium',
    packages: ['chromium-headless-shell'],
    override: 'PLAYWRIGHT_CHROMIUM_PATH',
    installed: () => existsSync(chromiumPath()),
    version: () =>
      execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8', env: withoutFaketime() }).match(/\d+\.\d+\.\d+\.\d+/)?.[0],
    versionFile: 'visual-baselines/browser-version.txt',
    parts: 1,
  },
  {
    // The browser the timings run in (the main-thread gate, `npm run lighthouse`); it has no baselines.
    name: 'Chromium (the full browser, for timings)',
    packages: ['chromium'],
    override: 'CHROME_PATH',
    installed: () => existsSync(fullChromiumPath()),
    version: () =>
      execFileSync(fullChromiumPath(), ['--version'], { encoding: 'utf8', env: withoutFaketime() }).match(/\d+\.\d+\.\d+\.\d+/)?.[0],
    parts: 1,
  },
  {
    name: 'Firefox',
    packages: ['firefox-esr'],
    override: 'FIREFOX_PATH',
    installed: () => existsSync(firefoxPath()),
    version: () => execFileSync(firefoxPath(), ['--version'], { encoding: 'utf8', env: withoutFaketime() }).match(/\d+\.\d+(\.\d+)?/)?.[0],
    versionFile: 'visual-baselines/firefox/browser-version.txt',
    parts: 1,
  },
  {
    name: 'WebKitGTK',
    packages: ['webkit2gtk-driver', 'xvfb'],
    installed: () => miniBrowserPath() !== null && onPath('WebKitWebDriver') && onPath('xvfb-run'),
    // MiniBrowser is a GTK program: even --version wants a display.
    version: () =>
      execFileSync('xvfb-run', ['-a', miniBrowserPath(), '--version'], { encoding: 'utf8', env: withoutFaketime() }).match(
        /\d+\.\d+\.\d+/,
      )?.[0],
    versionFile: 'visual-baselines/webkit/browser-version.txt',
    parts: 2,
  },
];

/** The one sentence that stops the suite, or null when the baselines fit this browser. */
export function versionMismatch(recorded, current, { name = 'Chromium', parts = 1 } = {}) {
  const major = (version) => version.split('.').slice(0, parts).join('.');
  if (major(recorded) === major(current)) return null;
  return `The screenshot baselines were made with ${name} ${recorded} but this is ${name} ${current}: remake them on purpose with "npm run baselines:update" and review every changed image.`;
}

/** The one sentence for browsers that are missing when we may not install them. */
export function missingSentence(missing) {
  const names = missing.map(({ name }) => name);
  const packages = [...new Set(missing.flatMap((browser) => browser.packages))];
  const overrides = missing.flatMap(({ override }) => override ?? []);
  const list = (items) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0]);
  const elsewhere = overrides.length ? ` or point ${list(overrides)} at ${overrides.length > 1 ? 'them' : 'it'}` : '';
  return `${list(names)} ${names.length > 1 ? 'are' : 'is'} not installed: install Debian's ${list(packages)} package${packages.length > 1 ? 's' : ''} as root (apt-get install ${packages.join(' ')})${elsewhere}.`;
}

function install(missing) {
  if (process.getuid?.() !== 0) {
    console.error(missingSentence(missing));
    process.exit(1);
  }
  const packages = [...new Set(missing.flatMap((browser) => browser.packages))];
  console.log(`Installing Debian's ${packages.join(', ')} for ${missing.map(({ name }) => name).join(', ')}…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit' });
}

/**
 * Debian's faketime, which moves the e2e servers' calendar away from the suite's day (decision 191):
 * installed as root; without it the servers run on the machine's calendar, and the suite says so.
 */
function ensureFaketime() {
  if (faketimeLibraryPath()) return;
  if (process.getuid?.() !== 0) {
    console.log("faketime is not installed: the e2e servers run on the machine's calendar (apt-get install faketime as root to move it).");
    return;
  }
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime', { stdio: 'inherit' });
}

/** Installs what is missing, then records (--record) or checks each browser's version against its baselines'. */
export function main(selected = browsers, argv = process.argv) {
  const missing = selected.filter((browser) => !browser.installed());
  if (missing.length) install(missing);
  ensureFaketime();

  const refusals = [];
  for (const browser of selected) {
    const version = browser.version();
    if (!version) {
      console.error(`Could not read the version of ${browser.name}.`);
      process.exit(1);
    }
    if (!browser.versionFile) {
      console.log(`${browser.name} ${version}.`);
    } else if (argv.includes('--record')) {
      mkdirSync(dirname(browser.versionFile), { recursive: true });
      writeFileSync(browser.versionFile, `${version}\n`);
      console.log(`Recorded ${browser.name} ${version} as the browser of its baselines.`);
    } else if (existsSync(browser.versionFile)) {
      const recorded = readFileSync(browser.versionFile, 'utf8').trim();
      const mismatch = versionMismatch(recorded, version, browser);
      if (mismatch) refusals.push(mismatch);
      else console.log(`${browser.name} ${version} (baselines made with ${recorded}).`);
    } else {
      console.log(`${browser.name} ${version}; no baselines recorded yet.`);
    }
  }
  if (refusals.length) {
    console.error(refusals.join('\n'));
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
