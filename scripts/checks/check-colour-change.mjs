// npm run check:colour-change: proves that the screenshot matrix sees a change of the brand colour.
//
// A scratch copy of the working tree (node_modules linked, not copied) gets the brand colour #c8102e
// in tokens/tokens.json, is built, and the matrix runs at one breakpoint against the baselines of
// the unchanged site: the check passes when more than half of the paths show a screenshot difference.
// With --unchanged the copy is built as it is and the matrix runs three times back to back: every run
// must pass, so the failures with the new colour come from the colour and not from a flaky matrix.
//
// E2E_PORT sets the server's port (default 4800), MATRIX_BREAKPOINTS the breakpoint (default xl).
// Exits 0 when the check holds, 1 when it does not, 2 when it could not run.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const changedBrand = '#c8102e';
const unchangedRuns = 3;
const unchanged = process.argv.includes('--unchanged');
const port = process.env.E2E_PORT || '4800';
const breakpoints = process.env.MATRIX_BREAKPOINTS || 'xl';

// Ctrl-C reaches the children too; the step that was running then fails and the copy is removed.
process.on('SIGINT', () => {});

/** Runs a command to its end; a non-zero exit throws unless `allowFailure`. */
function run(command, args, { cwd, env = process.env, allowFailure = false, quiet = false }) {
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
  if (result.signal) throw new Error(`${command} ${args.join(' ')} was stopped by ${result.signal}.`);
  if (result.status !== 0 && !allowFailure) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}.`);
  return result.status;
}

/** Copies the working tree as git sees it (tracked and new files, ignored ones left out) into dir. */
function copyWorkingTree(dir) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  for (const file of files.split('\0')) {
    // node_modules is a link git does not ignore; a tracked file may be deleted in the working tree.
    if (!file || file === 'node_modules' || !existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file), { verbatimSymlinks: true });
  }
  symlinkSync(realpathSync(join(root, 'node_modules')), join(dir, 'node_modules'));
}

/** Sets the brand colour of the copy (when given) and returns the one it has. */
function brandOf(dir, hex) {
  const file = join(dir, 'tokens/tokens.json');
  const tree = JSON.parse(readFileSync(file, 'utf8'));
  if (hex) {
    tree.color.brand['500'].$value = hex;
    writeFileSync(file, `${JSON.stringify(tree, null, 2)}\n`);
  }
  return tree.color.brand['500'].$value;
}

/** Guards against a vacuous proof: the stylesheets the server sends must carry the brand colour. */
function assertBuiltWith(dir, brand) {
  const assets = join(dir, 'dist/assets');
  const css = readdirSync(assets).filter((name) => name.endsWith('.css'));
  if (!css.some((name) => readFileSync(join(assets, name), 'utf8').toLowerCase().includes(brand.toLowerCase()))) {
    throw new Error(`The build's stylesheets do not contain the brand colour ${brand}.`);
  }
}

/** Every spec of a Playwright JSON report, from nested suites. */
function specsOf(suites = []) {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...specsOf(suite.suites)]);
}

/** Runs the matrix in the copy and counts the paths that failed, and those with a screenshot difference. */
function runMatrix(dir, label) {
  const report = join(dir, `matrix-${label}.json`);
  const env = {
    ...process.env,
    // CI: a server already on the port would be reused, and it would be serving another build.
    CI: '1',
    E2E_PORT: port,
    E2E_DATA_DIR: mkdtempSync(join(dir, 'store-')),
    MATRIX_BREAKPOINTS: breakpoints,
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  };
  const args = ['playwright', 'test', 'e2e/matrix.spec.ts', '--reporter=json', '--update-snapshots=none'];
  run('npx', args, { cwd: dir, env, allowFailure: true, quiet: true });
  if (!existsSync(report)) throw new Error(`The matrix wrote no report (${label}).`);
  const { specs, errors } = parseReport(JSON.parse(readFileSync(report, 'utf8')));
  if (errors.length) throw new Error(`The matrix could not run (${label}): ${errors[0]}`);
  if (specs.length === 0) throw new Error(`The matrix ran no paths (${label}).`);
  const failed = specs.filter((spec) => !spec.ok);
  const shotsDiffer = failed.filter((spec) => messagesOf(spec).some((message) => message.includes('toHaveScreenshot')));
  console.log(
    `${label}: ${failed.length} of ${specs.length} paths failed at ${breakpoints}, ${shotsDiffer.length} with a screenshot difference.`,
  );
  for (const spec of failed) console.log(`  ${spec.title}: ${summary(messagesOf(spec)[0])}`);
  return { total: specs.length, failed: failed.length, shotsDiffer: shotsDiffer.length };
}

function parseReport(report) {
  return { specs: specsOf(report.suites), errors: (report.errors ?? []).map((error) => summary(error.message)) };
}

function messagesOf(spec) {
  return spec.tests.flatMap((test) => test.results.flatMap((result) => result.errors.map((error) => error.message ?? '')));
}

/** The line of an error that says most: how many pixels differ, else its first line. */
function summary(message = '') {
  // Playwright colours its messages for terminals.
  const lines = stripVTControlCharacters(message).trim().split('\n');
  return lines.find((line) => /pixels .* different/.test(line))?.trim() ?? lines[0];
}

function main() {
  const dir = mkdtempSync(join(tmpdir(), 'volta-colour-'));
  try {
    copyWorkingTree(dir);
    const brand = brandOf(dir, unchanged ? undefined : changedBrand);
    console.log(`Scratch copy in ${dir}, brand colour ${brand}${unchanged ? ' (unchanged)' : ''}; building…`);
    run('npm', ['run', 'build'], { cwd: dir, quiet: true });
    assertBuiltWith(dir, brand);
    run('node', ['scripts/checks/ensure-chromium.mjs'], { cwd: dir, quiet: true });

    if (unchanged) {
      const runs = Array.from({ length: unchangedRuns }, (_, index) => runMatrix(dir, `unchanged, run ${index + 1}`));
      const failures = runs.reduce((sum, { failed }) => sum + failed, 0);
      console.log(
        failures === 0
          ? 'The unchanged site matches its baselines on every run.'
          : `The unchanged site failed on ${failures} path(s) over ${unchangedRuns} runs.`,
      );
      return failures === 0 ? 0 : 1;
    }

    const { total, shotsDiffer } = runMatrix(dir, `brand ${changedBrand}`);
    const caught = shotsDiffer > total / 2;
    console.log(
      caught
        ? `The matrix sees the new brand colour on ${shotsDiffer} of ${total} paths.`
        : `The matrix misses the new brand colour: only ${shotsDiffer} of ${total} paths differ from their baselines.`,
    );
    return caught ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`check-colour-change: ${error.message}`);
  process.exitCode = 2;
}
