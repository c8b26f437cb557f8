// `npm run lighthouse`: builds the site, starts its server on a scratch store and runs Lighthouse
// (mobile, default simulated throttling, performance only) on every concrete path of the route table,
// three times each in a fresh browser (LIGHTHOUSE_RUNS sets how many), and on a bare React app built in
// the same run (the yardstick of issue 13). Prints each path's median run (Lighthouse's own choice of
// median, computeMedianRun) with the spread of its TBT, the host's benchmark index beside the table
// (simulated throttling multiplies this host's main-thread work: a low index makes every TBT larger),
// and fails when a path's median run misses a target.
// `--no-build` measures the last build; paths given as arguments narrow the run. Not part of
// `npm test`: a run takes minutes and simulated timings belong to a quiet machine.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { build, preview } from 'vite';
import { chromiumPath } from '../../e2e/browser.mjs';

/** What every path must reach (ms, except the score and CLS). */
export const targets = { score: 100, fcp: 1300, lcp: 1500, tbt: 50, cls: 0.01 };

/** The one-line verdicts of a row that misses its targets (empty when it meets them all). */
export function misses(row) {
  return [
    row.score < targets.score && `score ${row.score}`,
    row.fcp >= targets.fcp && `FCP ${Math.round(row.fcp)} ms`,
    row.lcp >= targets.lcp && `LCP ${Math.round(row.lcp)} ms`,
    row.tbt >= targets.tbt && `TBT ${Math.round(row.tbt)} ms`,
    row.cls >= targets.cls && `CLS ${row.cls.toFixed(3)}`,
  ].filter(Boolean);
}

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);

/** Every benchmark index Lighthouse measured in this run (one a page load). */
const benchmarkIndexes = [];

if (import.meta.url === `file://${process.argv[1]}`) await main();

async function main() {
  if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 4180);
  const dataDir = mkdtempSync(join(tmpdir(), 'volta-lighthouse-'));
  const server = spawn('node', ['dist-server/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  try {
    await waitForServer(`http://127.0.0.1:${port}/`);
    const allPaths = JSON.parse(readFileSync('dist/.vite/site-routes.json', 'utf8')).flatMap((route) =>
      route.paths.map(({ path }) => path),
    );
    // Paths named on the command line narrow the run (`npm run lighthouse -- --no-build /about`).
    const chosen = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
    const paths = chosen.length ? allPaths.filter((path) => chosen.includes(path)) : allPaths;
    const rows = [];
    for (const path of paths) rows.push(await measureMedian(`http://127.0.0.1:${port}${path}`, path));
    print([await measureBareReact(port + 1), ...rows]);
    const failing = rows.filter((row) => misses(row).length);
    if (failing.length) {
      console.error(`${failing.length} of ${rows.length} paths miss a target:`);
      for (const row of failing) console.error(`  ${row.path}: ${misses(row).join(', ')}`);
      process.exitCode = 1;
    } else {
      console.log(`All ${rows.length} paths meet every target.`);
    }
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The yardstick the targets come from, measured in the same run: a bare React single-page "hello"
 * app, built with Vite and the project's React, served by Vite's preview server. Not held to the
 * targets; printed first.
 */
async function measureBareReact(port) {
  const root = mkdtempSync(join(tmpdir(), 'volta-bare-react-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hello</title></head><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(root, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n",
  );
  const config = {
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { react: resolve('node_modules/react'), 'react-dom': resolve('node_modules/react-dom') } },
  };
  try {
    await build(config);
    const server = await preview({ ...config, preview: { port, strictPort: true, host: '127.0.0.1' } });
    try {
      return await measureMedian(`http://127.0.0.1:${port}/`, 'bare React app');
    } finally {
      await server.close();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function run(command, args) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

async function waitForServer(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer at ${url}.`);
}

/** The median of `runs` Lighthouse runs of one page, with the lowest and highest TBT of them. */
async function measureMedian(url, path) {
  const lhrs = [];
  for (let run = 0; run < runs; run += 1) lhrs.push(await measure(url));
  const median = rowOf(computeMedianRun(lhrs), path);
  const tbts = lhrs.map((lhr) => lhr.audits['total-blocking-time'].numericValue);
  return { ...median, tbtRange: [Math.min(...tbts), Math.max(...tbts)] };
}

function rowOf(lhr, path) {
  const audits = lhr.audits;
  return {
    path,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

async function measure(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || chromiumPath(),
    // No sandbox: as the e2e suite runs it (Playwright's default), also as root on a CI machine.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      // The not-found path answers 404 on purpose; it is measured like any other page.
      ignoreStatusCode: true,
    });
    benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function print(rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const indexes = [...benchmarkIndexes].sort((a, b) => a - b);
  console.log(
    `Median of ${runs} run${runs === 1 ? '' : 's'} a page. Host benchmark index: ${Math.round(indexes[Math.floor(indexes.length / 2)])} ` +
      `(median; ${Math.round(indexes[0])} to ${Math.round(indexes[indexes.length - 1])} over ${indexes.length} loads).`,
  );
  console.log(line(['page', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', `TBT ms, ${runs} runs`, 'CLS']));
  console.log(line(['---', '---', '---', '---', '---', '---', '---']));
  for (const row of rows) {
    const { path, score, fcp, lcp, tbt, tbtRange, cls } = row;
    const spread = `${Math.round(tbtRange[0])} to ${Math.round(tbtRange[1])}`;
    console.log(line([path, score, Math.round(fcp), Math.round(lcp), Math.round(tbt), spread, cls.toFixed(3)]));
  }
}
