// Finds the Chromium the e2e suite runs in, installs Debian's chromium-headless-shell package when it
// is missing (as root), and refuses to compare screenshots made by a different major version of the
// browser.
// `--record` writes the current version beside the baselines (when baselines are remade on purpose).
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromiumPath } from '../e2e/browser.mjs';

const versionFile = 'visual-baselines/browser-version.txt';

/** The one sentence that stops the suite, or null when the baselines fit this browser. */
export function versionMismatch(recorded, current) {
  if (recorded.split('.')[0] === current.split('.')[0]) return null;
  return `The screenshot baselines were made with Chromium ${recorded} but this is Chromium ${current}: remake them on purpose with "npm run baselines:update" and review every changed image.`;
}

if (import.meta.url === `file://${process.argv[1]}`) main();

function main() {
  const path = chromiumPath();

  if (!existsSync(path)) {
    if (process.getuid?.() !== 0) {
      console.error(`Chromium is not at ${path}: install Debian's "chromium-headless-shell" package or set PLAYWRIGHT_CHROMIUM_PATH.`);
      process.exit(1);
    }
    console.log(`Chromium is not at ${path}; installing Debian's chromium-headless-shell package…`);
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', { stdio: 'inherit' });
  }

  const version = execFileSync(path, ['--version'], { encoding: 'utf8' }).match(/(\d+)\.\d+\.\d+\.\d+/)?.[0];
  if (!version) {
    console.error(`Could not read the version of ${path}.`);
    process.exit(1);
  }

  if (process.argv.includes('--record')) {
    writeFileSync(versionFile, `${version}\n`);
    console.log(`Recorded Chromium ${version} as the browser of the baselines.`);
  } else if (existsSync(versionFile)) {
    const recorded = readFileSync(versionFile, 'utf8').trim();
    const mismatch = versionMismatch(recorded, version);
    if (mismatch) {
      console.error(mismatch);
      process.exit(1);
    }
    console.log(`Chromium ${version} (baselines made with ${recorded}).`);
  } else {
    console.log(`Chromium ${version}; no baselines recorded yet.`);
  }
}
