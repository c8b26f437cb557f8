// `npm run lighthouse`: builds the site, starts its server on a scratch store and runs Lighthouse
// (performance only, simulated throttling) on every concrete path of the route table, three times each
// in a fresh browser (LIGHTHOUSE_RUNS sets how many), and on a bare React app built in the same run
// (the yardstick of issue 13), in two profiles (issue 41):
//  - `mobile`: Lighthouse's own mobile run (CPU 4×, 150 ms round trip, 1.6 Mbps), as PageSpeed Insights;
//  - `phone-3g`: a cheap phone on a 3G network (CPU 8×, 300 ms round trip, 700 kbps).
// The browser is the one visitors run: Debian's full Chromium in its new headless mode (CHROME_PATH
// points elsewhere), never the headless shell, whose main thread does less for the same page.
// Prints, per profile, each path's median run (Lighthouse's own choice of median, computeMedianRun)
// with the spread of its TBT, the browser and the host's benchmark index (simulated throttling
// multiplies this host's main-thread work: a low index makes every TBT larger), and fails when a
// path's median run misses a target.
// `--no-build` measures the last build; `--profile=mobile` (or phone-3g) runs one profile; paths given
// as arguments narrow the run. Not part of `npm test`: a run takes minutes and simulated timings belong
// to a quiet machine.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { build, preview } from 'vite';
import { fullChromiumPath } from '../../e2e/browser.mjs';

/**
 * The two phones, with what every path must reach on each (ms, bytes, except the score and CLS).
 * `tbtAtMostBare`: no more blocking than the bare React app measured in the same run.
 */
export const profiles = {
  mobile: {
    throttling: undefined, // Lighthouse's mobile defaults
    targets: { score: 100, fcp: 1300, lcp: 1500, tbt: 50, cls: 0.01 },
  },
  'phone-3g': {
    throttling: { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 8 },
    targets: { score: 95, lcp: 2500, tbt: 150, cls: 0.01, bytesBeforeLcp: 200 * 1024, tbtAtMostBare: true },
  },
};

/** The one-line verdicts of a row that misses its profile's targets (empty when it meets them all). */
export function misses(row, targets, bare) {
  return [
    row.score < targets.score && `score ${row.score}`,
    targets.fcp !== undefined && row.fcp >= targets.fcp && `FCP ${Math.round(row.fcp)} ms`,
    row.lcp >= targets.lcp && `LCP ${Math.round(row.lcp)} ms`,
    row.tbt >= targets.tbt && `TBT ${Math.round(row.tbt)} ms`,
    targets.tbtAtMostBare && bare && row.tbt > bare.tbt && `TBT ${Math.round(row.tbt)} ms above the bare app's ${Math.round(bare.tbt)}`,
    row.cls >= targets.cls && `CLS ${row.cls.toFixed(3)}`,
    targets.bytesBeforeLcp !== undefined &&
      row.bytesBeforeLcp > targets.bytesBeforeLcp &&
      `${Math.round(row.bytesBeforeLcp / 1024)} KB before the largest paint`,
  ].filter(Boolean);
}

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);

/** Every benchmark index Lighthouse measured in this run (one a page load). */
const benchmarkIndexes = [];
/** The browser's own user agent (its name and version), from the first load. */
let browserAgent;

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
    const chosenProfile = process.argv.find((arg) => arg.startsWith('--profile='))?.slice('--profile='.length);
    const names = chosenProfile ? [chosenProfile] : Object.keys(profiles);
    for (const name of names) if (!profiles[name]) throw new Error(`No profile ${name}: ${Object.keys(profiles).join(' or ')}.`);
    let failed = 0;
    for (const name of names) {
      const profile = profiles[name];
      benchmarkIndexes.length = 0;
      const bare = await measureBareReact(port + 1, profile);
      const rows = [];
      for (const path of paths) rows.push(await measureMedian(`http://127.0.0.1:${port}${path}`, path, profile));
      print(name, [bare, ...rows]);
      const failing = rows.filter((row) => misses(row, profile.targets, bare).length);
      if (failing.length) {
        console.error(`${name}: ${failing.length} of ${rows.length} paths miss a target:`);
        for (const row of failing) console.error(`  ${row.path}: ${misses(row, profile.targets, bare).join(', ')}`);
        failed += failing.length;
      } else {
        console.log(`${name}: all ${rows.length} paths meet every target.`);
      }
    }
    if (failed) process.exitCode = 1;
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The yardstick the targets come from, measured in the same run: a bare React app built with Vite and
 * the project's React, served by Vite's preview server: a heading in its HTML (its first paint), then
 * nothing but a list of 200 items rendered by React (issue 41's yardstick: an app doing the least a
 * React page does after its first paint; a "hello" rendered before any paint blocks nothing after
 * it and measures TBT 0). Not held to the targets; printed first.
 */
async function measureBareReact(port, profile) {
  const root = mkdtempSync(join(tmpdir(), 'volta-bare-react-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hello</title></head><body><h1>Hello</h1><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(root, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\n" +
      'const items = Array.from({ length: 200 }, (_, index) => <li key={index}>Item {index + 1}</li>);\n' +
      "createRoot(document.getElementById('root')).render(<ul>{items}</ul>);\n",
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
      return await measureMedian(`http://127.0.0.1:${port}/`, 'bare React app', profile);
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
async function measureMedian(url, path, profile) {
  const lhrs = [];
  // A load Lighthouse could not measure (its runtimeError: the browser never reported a paint, say) is
  // said and made again, three times at most: a median needs every run measured.
  for (let failures = 0; lhrs.length < runs;) {
    const lhr = await measure(url, profile);
    if (!lhr.runtimeError) lhrs.push(lhr);
    else if (++failures > 3) throw new Error(`${path}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    else console.warn(`${path}: a load was not measured (${lhr.runtimeError.code}); loading it again.`);
  }
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
    bytesBeforeLcp: bytesBeforeLargestPaint(lhr),
  };
}

/**
 * What the page sent before its largest paint: the bytes of every request that started before the
 * paint as observed in the unthrottled load (the requests the paint could have waited for).
 */
function bytesBeforeLargestPaint(lhr) {
  const observed = lhr.audits.metrics.details?.items?.[0]?.observedLargestContentfulPaint;
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  if (observed === undefined) return requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const start = Math.min(...requests.map((request) => request.networkRequestTime));
  return requests
    .filter((request) => request.networkRequestTime - start <= observed)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

async function measure(url, profile) {
  const chrome = await chromeLauncher.launch({
    chromePath: fullChromiumPath(),
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
      ...(profile.throttling && { throttling: profile.throttling }),
    });
    benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
    browserAgent ??= result.lhr.environment.hostUserAgent;
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function print(name, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const indexes = [...benchmarkIndexes].sort((a, b) => a - b);
  const { throttling } = profiles[name];
  const phone = throttling
    ? `CPU ${throttling.cpuSlowdownMultiplier}×, ${throttling.rttMs} ms round trip, ${throttling.throughputKbps} kbps`
    : "Lighthouse's mobile defaults";
  const browser = browserAgent?.match(/(HeadlessChrome|Chrome)\/[\d.]+/)?.[0] ?? 'unknown';
  console.log(`\n### ${name} (${phone})\n`);
  console.log(
    `Median of ${runs} run${runs === 1 ? '' : 's'} a page, in ${fullChromiumPath()} --headless=new (${browser}). ` +
      `Host benchmark index: ${Math.round(indexes[Math.floor(indexes.length / 2)])} ` +
      `(median; ${Math.round(indexes[0])} to ${Math.round(indexes[indexes.length - 1])} over ${indexes.length} loads).`,
  );
  console.log(line(['page', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', `TBT ms, ${runs} runs`, 'CLS', 'KB before LCP']));
  console.log(line(['---', '---', '---', '---', '---', '---', '---', '---']));
  for (const row of rows) {
    const { path, score, fcp, lcp, tbt, tbtRange, cls, bytesBeforeLcp } = row;
    const spread = `${Math.round(tbtRange[0])} to ${Math.round(tbtRange[1])}`;
    console.log(
      line([path, score, Math.round(fcp), Math.round(lcp), Math.round(tbt), spread, cls.toFixed(3), Math.round(bytesBeforeLcp / 1024)]),
    );
  }
}
