// npm run bench: load figures for the built server on this machine, printed as a Markdown table.
//
//  - GET /about (Accept-Encoding: gzip, br; wrk -t1 -c50) against the server on PGlite, on PostgreSQL,
//    and against two yardsticks serving the same dist/: sirv (a Node static server, from npm) and nginx
//    with one worker (gzip_static, from Debian: apt-get install nginx-light); each server's runs alternate
//    with sirv's over BENCH_ROUNDS rounds (default 3) and the median of the rounds' ratios is printed
//    with their spread, then its ratio to nginx;
//  - POST /api/contact/subscribe?type=Newsletter with a new address per request against the server on
//    PGlite and on PostgreSQL, then the stored rows are counted: they must equal the 200 answers.
//
// Uses wrk (scripts/tools/bench/subscribe.lua for the POSTs). BENCH_SECONDS sets the length of each measured
// run (default 10; a page round's runs are half of it, 3 s at least). Exits non-zero only when the stored rows differ from the accepted answers (or the
// bench itself cannot run); a missed target is reported, not failed. Each measured run has a warm-up run before it.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = join(root, 'dist');
const serverMain = join(root, 'dist-server', 'main.js');
const subscribeScript = join(root, 'scripts', 'tools', 'bench', 'subscribe.lua');
const sirvServer = join(root, 'scripts', 'tools', 'bench', 'sirv-server.mjs');
const adminDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/test';

const seconds = positiveNumber(process.env.BENCH_SECONDS, 10);
/**
 * The page runs alternate with sirv's, round by round, and the ratio is the median of the rounds'
 * ratios: this host's speed moves by half from one few-second run to the next (decision 186), and a
 * server measured once against a sirv measured a minute later gives any ratio from 1× to 1.8×.
 */
const pageRounds = Math.round(positiveNumber(process.env.BENCH_ROUNDS, 3));
const pageRoundSeconds = Math.max(3, Math.round(seconds / 2));
const warmupSeconds = Math.min(3, Math.max(1, Math.round(seconds / 4)));
/** After the measured writes, connections wait this long for their last answers before wrk stops. */
const drainSeconds = 2;
const threads = 2; // 2 cores: wrk shares them with the server under test
const connections = 32;
/** The page runs: one wrk thread (the server under test keeps the other core) and 50 connections. */
const pageLoad = { threads: 1, connections: 50 };
const acceptEncoding = 'gzip, br';

const targets = { pageP99Ms: 10, pageTimesSirv: 1.5, subscribeRps: 500, subscribeP99Ms: 100 };
const loadAtStart = loadavg()[0].toFixed(2);

function positiveNumber(value, fallback) {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number > 0 ? number : fallback;
}

// ---- clean-up: every child process and temporary directory, even on error or interruption ----

const children = new Set();
const tempDirs = new Set();
let interrupted = false;

function makeTempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

function removeTempDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

function killAll(signal) {
  for (const child of children) {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

process.on('exit', () => {
  killAll('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    process.stderr.write(`\n${signal}: stopping the bench and cleaning up...\n`);
    killAll('SIGTERM'); // the awaited runs end, and the finally blocks drop and remove what was made
  });
}

function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function checkInterrupted() {
  if (interrupted) throw new Error('interrupted');
}

// ---- small helpers ----

function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Runs a command to its end; resolves with its exit code and output. */
function run(command, args, options = {}) {
  return new Promise((resolveRun, reject) => {
    const child = track(spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options }));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolveRun({ code, signal, stdout, stderr }));
  });
}

function waitForExit(child, timeoutMs) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolveWait) => {
    const timer = setTimeout(() => resolveWait(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveWait(true);
    });
  });
}

async function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  if (!(await waitForExit(child, 15_000))) {
    child.kill('SIGKILL');
    await waitForExit(child, 5_000);
  }
}

/** One GET, to check what the page is answered with before it is measured. */
function probe(url) {
  return new Promise((resolveProbe, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolveProbe({ status: res.statusCode, encoding: res.headers['content-encoding'] ?? 'identity', bytes }));
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer from ${url}`)));
    req.end();
  });
}

function formatMs(ms) {
  return ms === undefined || Number.isNaN(ms) ? 'n/a' : `${ms < 10 ? ms.toFixed(2) : ms.toFixed(1)} ms`;
}

function formatRps(rps) {
  return rps === undefined || Number.isNaN(rps) ? 'n/a' : Math.round(rps).toLocaleString('en-US');
}

// ---- wrk ----

function toMs(value, unit) {
  const number = Number(value);
  return { us: number / 1000, ms: number, s: number * 1000, m: number * 60_000 }[unit] ?? Number.NaN;
}

function parseWrk(output) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
  const p99 = /^\s*99(?:\.0+)?%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(output);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const result = /^BENCH_RESULT (\{.*\})$/m.exec(output);
  return {
    rps,
    p99Ms: p99 ? toMs(p99[1], p99[2]) : Number.NaN,
    non2xx,
    socketErrors: socket ? socket[0] : '',
    errors,
    script: result ? JSON.parse(result[1]) : undefined,
  };
}

async function wrk({ url, duration, script, scriptArgs = [], headers = [], load = { threads, connections } }) {
  checkInterrupted();
  const args = [`-t${load.threads}`, `-c${load.connections}`, `-d${duration}s`, '--timeout', '10s', '--latency'];
  for (const header of headers) args.push('-H', header);
  if (script) args.push('-s', script);
  args.push(url);
  if (scriptArgs.length > 0) args.push('--', ...scriptArgs.map(String));
  const { code, stdout, stderr } = await run('wrk', args);
  checkInterrupted();
  if (code !== 0) throw new Error(`wrk failed (exit ${code}): ${stderr || stdout}`);
  const parsed = parseWrk(stdout);
  if (Number.isNaN(parsed.rps)) throw new Error(`could not read wrk's output:\n${stdout}`);
  return { ...parsed, output: stdout };
}

const pageHeaders = [`Accept-Encoding: ${acceptEncoding}`];

/** A warm-up run, then the measured one. */
async function measurePage(url) {
  await wrk({ url, duration: warmupSeconds, headers: pageHeaders, load: pageLoad });
  return wrk({ url, duration: seconds, headers: pageHeaders, load: pageLoad });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The page from the server and from sirv in turn: a warm-up of each, then `pageRounds` rounds of one
 * run of each. The server's figures are the medians of its rounds; `timesSirv` is the median of the
 * rounds' ratios, with their least and greatest.
 */
async function measurePageBesideSirv(url, sirvUrl) {
  for (const target of [url, sirvUrl]) await wrk({ url: target, duration: warmupSeconds, headers: pageHeaders, load: pageLoad });
  const rounds = [];
  for (let round = 0; round < pageRounds; round += 1) {
    const server = await wrk({ url, duration: pageRoundSeconds, headers: pageHeaders, load: pageLoad });
    const sirv = await wrk({ url: sirvUrl, duration: pageRoundSeconds, headers: pageHeaders, load: pageLoad });
    rounds.push({ server, sirv, ratio: server.rps / sirv.rps });
  }
  const ratios = rounds.map((round) => round.ratio);
  return {
    rps: median(rounds.map((round) => round.server.rps)),
    p99Ms: median(rounds.map((round) => round.server.p99Ms)),
    non2xx: rounds.reduce((sum, round) => sum + round.server.non2xx, 0),
    errors: rounds.reduce((sum, round) => sum + round.server.errors, 0),
    socketErrors: rounds
      .map((round) => round.server.socketErrors)
      .filter(Boolean)
      .join('; '),
    timesSirv: { median: median(ratios), least: Math.min(...ratios), greatest: Math.max(...ratios) },
    sirvRounds: rounds.map((round) => round.sirv),
  };
}

async function subscribeRun(url, writeSeconds) {
  const result = await wrk({ url, duration: writeSeconds + drainSeconds, script: subscribeScript, scriptArgs: [writeSeconds] });
  if (!result.script) throw new Error(`the subscribe script reported nothing:\n${result.output}`);
  return result;
}

/** A warm-up run, then the measured one; the addresses of both are stored, so both are counted. */
async function measureSubscribe(baseUrl) {
  const url = `${baseUrl}/api/contact/subscribe?type=Newsletter`;
  const warmup = await subscribeRun(url, warmupSeconds);
  const result = await subscribeRun(url, seconds);
  const { accepted, other, seconds: writeSeconds } = result.script;
  // Counted over the time the writes took (wrk's own figure includes the idle drain at the end).
  const rps = writeSeconds > 0 ? (accepted + other) / writeSeconds : Number.NaN;
  return {
    ...result,
    rps,
    accepted: accepted + warmup.script.accepted,
    warmupAccepted: warmup.script.accepted,
    other: other + warmup.script.other,
    errors: result.errors + warmup.errors,
    socketErrors: [warmup.socketErrors, result.socketErrors].filter(Boolean).join('; '),
  };
}

// ---- our server ----

async function startServer({ label, dataDir, databaseUrl }) {
  checkInterrupted();
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    REDIS_URL: '',
    TRUST_PROXY: '',
    RATE_LIMIT_MAX: '1000000000',
    // One address sends every request here: the limits still count each one, but turn none away.
    GET_RATE_LIMIT_MAX: '1000000000',
    DIST_DIR: distDir,
    // As `npm start` runs it: its default logging (LOG_LEVEL info, no access lines) unless the bench is told otherwise.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info',
    ACCESS_LOG: process.env.BENCH_ACCESS_LOG || '0',
  };
  const child = track(spawn(process.execPath, [serverMain], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] }));
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  await new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server (${label}) did not start within 60 s:\n${stdout}${stderr}`)), 60_000);
    const onData = (chunk) => {
      stdout = (stdout + chunk).slice(-4000);
      if (stdout.includes('The site is running at')) {
        clearTimeout(timer);
        resolveStart();
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server (${label}) exited before it was ready (${signal ?? `exit ${code}`}):\n${stdout}${stderr}`));
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  child.stdout.resume(); // keep draining whatever it prints at LOG_LEVEL
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await stopChild(child);
      if (child.exitCode !== 0 && child.signalCode === null) {
        process.stderr.write(`note: the server (${label}) exited with code ${child.exitCode}: ${stderr.trim()}\n`);
      }
    },
  };
}

async function benchServer({ label, dataDir, databaseUrl, countRows, sirvUrl }) {
  const server = await startServer({ label, dataDir, databaseUrl });
  let page;
  let subscribe;
  try {
    const checked = await probe(`${server.url}/about`);
    if (checked.status !== 200) throw new Error(`GET /about on the server (${label}) answered ${checked.status}`);
    page = { ...(await measurePageBesideSirv(`${server.url}/about`, `${sirvUrl}/about`)), probe: checked };
    subscribe = await measureSubscribe(server.url);
  } finally {
    await server.stop(); // SIGTERM: in-flight requests finish, the store closes
  }
  const rows = await countRows();
  return { label, page, subscribe: { ...subscribe, rows } };
}

async function countPgliteRows(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    const result = await db.query('select count(*)::int as n from subscriptions');
    return result.rows[0].n;
  } finally {
    await db.close();
  }
}

async function withPgClient(connectionString, work) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The first answer of a yardstick that has just been started (it may take a moment to listen). */
async function probeOnceUp(url, child) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await probe(url);
    } catch (error) {
      if (attempt >= 50 || child.exitCode !== null) throw error;
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
}

/** `/about` from nginx, just started on `port`: its first answer, then the load. */
async function measureNginx(label, port, child) {
  const url = `http://127.0.0.1:${port}/about`;
  const checked = await probeOnceUp(url, child);
  if (checked.status !== 200) throw new Error(`GET /about on ${label} answered ${checked.status}`);
  return { label, page: { ...(await measurePage(url)), probe: checked } };
}

// ---- sirv, a Node static server ----

/** sirv, running for the whole of the servers' page runs (they alternate with its own). */
async function startSirv() {
  const port = await freePort();
  const child = track(
    spawn(process.execPath, [sirvServer], { cwd: root, env: { ...process.env, PORT: String(port), DIST_DIR: distDir }, stdio: 'ignore' }),
  );
  const url = `http://127.0.0.1:${port}`;
  const checked = await probeOnceUp(`${url}/about`, child);
  if (checked.status !== 200) throw new Error(`GET /about on sirv answered ${checked.status}`);
  return { url, probe: checked, stop: () => stopChild(child) };
}

// ---- nginx with one worker ----

async function benchNginx() {
  const dir = makeTempDir('volta-bench-nginx-');
  chmodSync(dir, 0o755); // the worker may run as another user
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 10000;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  gzip on;
  gzip_static on;
  gzip_vary on;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml; # text/html always
  server {
    listen 127.0.0.1:${port};
    root ${distDir};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf];
  const test = await run('nginx', [...args, '-t']);
  if (test.code !== 0) throw new Error(`nginx does not accept its configuration:\n${test.stderr}`);
  const child = track(spawn('nginx', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] }));
  try {
    return await measureNginx('nginx, 1 worker', port, child);
  } finally {
    await stopChild(child, 'SIGQUIT');
    removeTempDir(dir);
  }
}

// ---- the report ----

function pass(ok) {
  return ok ? 'pass' : 'FAIL';
}

/** "1.53× sirv, 0.71× nginx": a rate against each yardstick measured. */
function ratios(rps, yardsticks) {
  return yardsticks.map((yardstick) => `${(rps / yardstick.page.rps).toFixed(2)}× ${yardstick.label.split(',')[0]}`).join(', ');
}

function printReport({ sirv, nginx, nginxNote, servers, skipped }) {
  const lines = [];
  const yardsticks = [sirv, nginx].filter(Boolean);
  lines.push(
    `## Load figures (${cpus().length} cores; pages: wrk -t${pageLoad.threads} -c${pageLoad.connections}, writes: wrk -t${threads} -c${connections}; ` +
      `pages: ${pageRounds} rounds of ${pageRoundSeconds} s, the server's run then sirv's, after a ${warmupSeconds} s warm-up of each; ` +
      `writes: ${seconds} s after a ${warmupSeconds} s warm-up; server LOG_LEVEL=${process.env.BENCH_LOG_LEVEL || 'info'}, ACCESS_LOG=${process.env.BENCH_ACCESS_LOG || '0'} (as npm start); ` +
      `load average ${loadAtStart} at the start, ${loadavg()[0].toFixed(2)} at the end)`,
    '',
    '| Request | Served by | Requests/s | p99 latency | Accepted (200) | Stored rows | Rows | Target | Result |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- | --- | --- |',
  );
  const problems = [];
  for (const yardstick of yardsticks) {
    const { page } = yardstick;
    lines.push(
      `| GET /about | ${yardstick.label} (${page.probe.encoding}) | ${formatRps(page.rps)} | ${formatMs(page.p99Ms)} | | | | a yardstick | |`,
    );
  }
  for (const server of servers) {
    const { page } = server;
    const { timesSirv } = page;
    const rpsOk = timesSirv.median >= targets.pageTimesSirv;
    const p99Ok = page.p99Ms < targets.pageP99Ms;
    const target = `≥ ${targets.pageTimesSirv}× sirv, p99 < ${targets.pageP99Ms} ms`;
    const spread = `${timesSirv.least.toFixed(2)} to ${timesSirv.greatest.toFixed(2)}`;
    const result = `${pass(rpsOk)} (${timesSirv.median.toFixed(2)}× sirv, rounds ${spread}${nginx ? `; ${ratios(page.rps, [nginx])}` : ''}), ${pass(p99Ok)}`;
    lines.push(
      `| GET /about | server on ${server.label} (${page.probe.encoding}) | ${formatRps(page.rps)} | ${formatMs(page.p99Ms)} | | | | ${target} | ${result} |`,
    );
    if (page.non2xx || page.errors) problems.push(`GET /about on ${server.label}: ${page.non2xx} non-2xx answers; ${page.socketErrors}`);
  }
  for (const server of servers) {
    const { subscribe } = server;
    const rowsOk = subscribe.rows === subscribe.accepted;
    let target = '—';
    let result = '—';
    if (server.label === 'PGlite') {
      target = `≥ ${targets.subscribeRps}/s, p99 < ${targets.subscribeP99Ms} ms`;
      result = `${pass(subscribe.rps >= targets.subscribeRps)}, ${pass(subscribe.p99Ms < targets.subscribeP99Ms)}`;
    }
    lines.push(
      `| POST subscribe | server on ${server.label} | ${formatRps(subscribe.rps)} | ${formatMs(subscribe.p99Ms)} | ` +
        `${subscribe.accepted} | ${subscribe.rows} | ${rowsOk ? 'OK' : 'MISMATCH'} | ${target} | ${result} |`,
    );
    if (subscribe.other || subscribe.errors) {
      problems.push(`POST subscribe on ${server.label}: ${subscribe.other} answers other than 200; ${subscribe.socketErrors}`);
    }
  }
  lines.push('');
  if (nginxNote) lines.push(nginxNote);
  for (const note of skipped) lines.push(note);
  lines.push(
    `Page rows: "(br)"/"(gzip)" is the encoding each answered with (nginx-light has gzip_static only); a server's requests/s and p99 are the medians of its rounds, ` +
      `its ratio to sirv the median of the rounds' ratios (each round's sirv run follows the server's), sirv's row the median of all its rounds, nginx's one run. ` +
      `Subscribe rows: requests/s and p99 over the ${seconds} s of measured writes (connections then wait ${drainSeconds} s for their last answers, ` +
      `so every stored row was answered); Accepted counts the 200s of the measured run and of its ${warmupSeconds} s warm-up ` +
      `(${servers.map((server) => `${server.subscribe.warmupAccepted} on ${server.label}`).join(', ')}), and Rows compares them with the stored rows.`,
    'Other processes on this machine share its cores: a high load average makes the figures lower and noisier.',
  );
  for (const problem of problems) lines.push(`Note: ${problem}`);
  process.stdout.write(`\n${lines.join('\n')}\n`);
}

// ---- main ----

/** The server on PGlite, then on PostgreSQL (when it can be reached), each beside sirv. */
async function benchServers({ servers, skipped, sirvUrl }) {
  // The server on PGlite, in a fresh data directory.
  process.stdout.write('Measuring the server on PGlite...\n');
  {
    const dataDir = makeTempDir('volta-bench-pglite-');
    try {
      servers.push(await benchServer({ label: 'PGlite', dataDir, sirvUrl, countRows: () => countPgliteRows(dataDir) }));
    } finally {
      removeTempDir(dataDir);
    }
  }

  // The server on PostgreSQL, in a fresh database dropped afterwards.
  checkInterrupted();
  process.stdout.write('Measuring the server on PostgreSQL...\n');
  const database = `volta_bench_${Math.random().toString(36).slice(2, 10)}`;
  let created = false;
  try {
    await withPgClient(adminDatabaseUrl, (client) => client.query(`create database ${database}`));
    created = true;
  } catch (error) {
    skipped.push(`PostgreSQL at ${adminDatabaseUrl} could not be used (${error.message}): its rows are left out.`);
  }
  if (created) {
    const dataDir = makeTempDir('volta-bench-pg-');
    const databaseUrl = `postgres://postgres@127.0.0.1:5432/${database}`;
    try {
      servers.push(
        await benchServer({
          label: 'PostgreSQL',
          dataDir,
          databaseUrl,
          sirvUrl,
          countRows: () =>
            withPgClient(databaseUrl, async (client) => (await client.query('select count(*)::int as n from subscriptions')).rows[0].n),
        }),
      );
    } finally {
      removeTempDir(dataDir);
      await withPgClient(adminDatabaseUrl, (client) => client.query(`drop database if exists ${database} with (force)`)).catch((error) =>
        process.stderr.write(`note: could not drop the database ${database}: ${error.message}\n`),
      );
    }
  }
}

async function main() {
  if (!commandExists('wrk')) throw new Error('wrk is not installed (apt-get install -y wrk).');
  if (!existsSync(serverMain) || !existsSync(join(distDir, 'index.html'))) {
    process.stdout.write('dist-server/main.js or dist/index.html is missing: running "npm run build" first.\n');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed.');
  }

  const servers = [];
  const skipped = [];
  let nginx;
  let nginxNote;
  const sirvServer = await startSirv();
  try {
    await benchServers({ servers, skipped, sirvUrl: sirvServer.url });
  } finally {
    await sirvServer.stop();
  }
  // sirv's row: the median of its rounds beside both servers.
  const sirvRounds = servers.flatMap((server) => server.page.sirvRounds);
  const sirv = {
    label: 'sirv',
    page: { rps: median(sirvRounds.map((run) => run.rps)), p99Ms: median(sirvRounds.map((run) => run.p99Ms)), probe: sirvServer.probe },
  };

  // The other yardstick: nginx with one worker.
  checkInterrupted();
  if (commandExists('nginx')) {
    process.stdout.write('Measuring nginx with one worker...\n');
    nginx = await benchNginx();
  } else {
    nginxNote = 'nginx is not installed (apt-get install -y nginx-light): its row, and the comparison with it, are left out.';
  }

  printReport({ sirv, nginx, nginxNote, servers, skipped });
  const mismatched = servers.filter((server) => server.subscribe.rows !== server.subscribe.accepted);
  if (mismatched.length > 0) {
    process.stdout.write(
      `\nMISMATCH: the stored subscriptions differ from the accepted answers on ${mismatched.map((server) => server.label).join(', ')}.\n`,
    );
    return 1;
  }
  process.stdout.write('\nOK: on every store the stored subscriptions equal the accepted answers.\n');
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`The bench could not run: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
} finally {
  killAll('SIGTERM');
  for (const dir of [...tempDirs]) removeTempDir(dir);
}
