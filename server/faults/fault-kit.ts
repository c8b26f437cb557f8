import { suiteClock } from '../test/suite-clock';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, STATUS_CODES, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { problemContentType } from '../../src/contracts/problem';
import { siteRoutes, siteRoutesFile } from '../../src/route-table/build-facts';
import { openStore, type StoreOptions } from '../store/open-store';
import { applicationFiles, applications, contactMessages } from '../store/schema';
import { applicationText, multipartBody } from '../test/documents';
import type { ServerProcess } from '../test/server-process';
import { newStoreDir } from '../test/store-dir';

/**
 * What the fault tests share (docs/decisions/167-fault-suite.md): a small built site, submissions
 * that can be found again in the store (each carries its own address), a load that keeps several in
 * flight, and the checks made after the fault: what was acknowledged is stored once, files byte for byte.
 */

const scratchDirs: string[] = [];

/** A new folder under the system's temporary one, removed by removeScratchDirs (each file's afterAll). */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratchDirs.push(dir);
  return dir;
}

/** A scratch DATA_DIR with a new, empty PGlite database in it (server/test/store-dir.ts). */
export function scratchStoreDir(prefix: string): string {
  const dir = newStoreDir(prefix);
  scratchDirs.push(dir);
  return dir;
}

export function removeScratchDirs(): void {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** The smallest built site the server starts with, with a home page and /about (the page others keep reading). */
export function siteDir(): string {
  const dir = scratchDir('volta-fault-site-');
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'about'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dir, 'about', 'index.html'), '<!doctype html><title>About</title><h1>About us</h1>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(dir, '200.html'), '<!doctype html><title></title>');
  // The routes of the real build but those the server renders from the store (this site has no SSR module).
  writeFileSync(join(dir, siteRoutesFile), JSON.stringify(siteRoutes.filter((route) => !route.record)));
  writeFileSync(join(dir, '.vite', 'csp.json'), JSON.stringify({ scriptHashes: [] }));
  return dir;
}

/** The settings of a server under test: its store and site, and no rate limit in the way of a load from one address. */
export function faultEnv(dataDir: string, site: string, more: Record<string, string> = {}): Record<string, string> {
  return { DATA_DIR: dataDir, DIST_DIR: site, RATE_LIMIT_MAX: '1000000', GET_RATE_LIMIT_MAX: '1000000', ...more };
}

export type Submission = {
  /** Unique to this submission, lower case: its address is fault.<marker>@example.com. */
  marker: string;
  kind: 'message' | 'application';
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** The CV an application carries. */
  file?: { sha256: string; size: number };
};

export const addressOf = (marker: string) => `fault.${marker}@example.com`;
const markerOf = (address: string) => /^fault\.(.+)@example\.com$/.exec(address)?.[1];

/** Each submission has its own Idempotency-Key: a retry sends the same one and must not store it twice. */
const withKey = (headers: Record<string, string>) => ({ ...headers, 'idempotency-key': randomUUID() });

/** A contact-us message (JSON). */
export function contactSubmission(marker: string): Submission {
  const body = Buffer.from(
    JSON.stringify({ fullName: 'Fault Tester', email: addressOf(marker), company: 'Faults Ltd', messageBody: `Message ${marker}.` }),
  );
  return { marker, kind: 'message', path: 'api/contact/contact-us', headers: withKey({ 'content-type': 'application/json' }), body };
}

/** A PDF of about `size` bytes whose content is random: no two are alike. */
export function randomPdf(size: number): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n%'), randomBytes(Math.max(0, size - 18)), Buffer.from('\n%%EOF\n')]);
}

/** A multipart application with one CV of `size` bytes. */
export function applicationSubmission(marker: string, size: number): Submission {
  const cv = randomPdf(size);
  const text = Object.entries({ ...applicationText, EmailAddress: addressOf(marker) }).map(([name, value]) => ({ name, value }));
  const { payload, headers } = multipartBody([...text, { name: 'Resume', value: cv, filename: 'cv.pdf', type: 'application/pdf' }]);
  return {
    marker,
    kind: 'application',
    path: 'api/job-vacancy/apply',
    headers: withKey(headers),
    body: payload,
    file: { sha256: createHash('sha256').update(cv).digest('hex'), size: cv.length },
  };
}

export type Answer = { status: number; contentType: string; headers: IncomingHttpHeaders; body: string };
/** What became of one attempt: the answer, or the connection's error (refused, reset) when there was none. */
export type Outcome = { submission: Submission; answer: Answer | null; error?: string; ms: number };

export const acknowledged = (outcome: Outcome) => outcome.answer !== null && outcome.answer.status >= 200 && outcome.answer.status < 300;

/** One request on a connection of its own (a kill ends exactly the requests in flight), with a time limit. */
export function request(
  base: string,
  { method = 'GET', path, headers = {}, body }: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer },
  timeoutMs = 60_000,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      new URL(path, base),
      {
        method,
        agent: false,
        headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? '',
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export async function submit(base: string, submission: Submission): Promise<Outcome> {
  const started = performance.now();
  try {
    const answer = await request(base, { method: 'POST', path: submission.path, headers: submission.headers, body: submission.body });
    return { submission, answer, ms: performance.now() - started };
  } catch (error) {
    return { submission, answer: null, error: (error as Error).message, ms: performance.now() - started };
  }
}

/**
 * Keeps `workers` submissions in flight (the next made by `make`) until stopped or `limit` are sent.
 * Every attempt's outcome is kept, in the order they ended.
 */
export function startLoad(base: string, make: (n: number) => Submission, { workers = 6, limit = 2000 } = {}) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  let sent = 0;
  const worker = async () => {
    while (!stopped && sent < limit) {
      const submission = make(sent);
      sent += 1;
      outcomes.push(await submit(base, submission));
    }
  };
  const running = Promise.all(Array.from({ length: workers }, worker));
  return {
    outcomes,
    acknowledgedCount: () => outcomes.filter(acknowledged).length,
    /** Stops sending and resolves with every outcome once the requests in flight have ended. */
    stop: async () => {
      stopped = true;
      await running;
      return outcomes;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` is true; fails with `what` after `timeoutMs`. */
export async function waitUntil(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs / 1000} s for ${what}.`);
    await sleep(20);
  }
}

/** The spec's failure shape: application/problem+json with exactly type, title, status and detail. */
export function expectProblem(answer: Answer, what: string): void {
  expect(answer.contentType, `${what}: ${answer.body}`).toMatch(new RegExp(`^${problemContentType.replace('+', '\\+')}`));
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body).sort(), what).toEqual(['detail', 'status', 'title', 'type']);
  expect(body.status, what).toBe(answer.status);
  expect(body.title, what).toBe(STATUS_CODES[answer.status]);
  expect(typeof body.detail === 'string' && body.detail.trim() !== '', what).toBe(true);
}

/** GET /about: 200 and the page, with how long it took. */
export async function readAbout(base: string, timeoutMs = 10_000): Promise<number> {
  const started = performance.now();
  const answer = await request(base, { path: 'about' }, timeoutMs);
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('About us');
  return performance.now() - started;
}

/** The fault tests' rows in a store (found by their addresses), and their files. */
export type StoredSubmissions = {
  /** How many rows (messages and applications) carry each marker's address. */
  rows: Map<string, number>;
  /** Each stored application's files, as their rows describe them. */
  files: Map<string, { sha256: string; size: number }[]>;
};

/** Opens the store (the server stopped) and reads the fault tests' rows. */
export async function readStored(options: Omit<StoreOptions, 'clock'>): Promise<StoredSubmissions> {
  // The server's clock (the suite's): another would sweep its idempotency keys as expired.
  const store = await openStore({ ...options, seed: false, clock: suiteClock() });
  try {
    const rows = new Map<string, number>();
    const count = (address: string) => {
      const marker = markerOf(address);
      if (marker) rows.set(marker, (rows.get(marker) ?? 0) + 1);
    };
    for (const row of await store.db.select({ email: contactMessages.email }).from(contactMessages)) count(row.email);
    const applicationRows = await store.db.select({ id: applications.id, email: applications.email }).from(applications);
    for (const row of applicationRows) count(row.email);
    const byId = new Map(applicationRows.map((row) => [row.id, markerOf(row.email)]));
    const files = new Map<string, { sha256: string; size: number }[]>();
    const fileRows = await store.db
      .select({ applicationId: applicationFiles.applicationId, sha256: applicationFiles.sha256, size: applicationFiles.size })
      .from(applicationFiles);
    for (const { applicationId, sha256, size } of fileRows) {
      const marker = byId.get(applicationId);
      if (marker) files.set(marker, [...(files.get(marker) ?? []), { sha256, size }]);
    }
    return { rows, files };
  } finally {
    await store.close();
  }
}

/**
 * The checks after a fault: every acknowledged submission is stored exactly once, none is stored twice,
 * nothing is stored that was not sent, and every stored application's CV is in DATA_DIR/files under
 * its address with the bytes that were sent (its SHA-256 computed afresh from the file).
 */
export function expectStoredOnce(
  stored: StoredSubmissions,
  sent: ReadonlyMap<string, Submission>,
  acknowledgedMarkers: Iterable<string>,
  dataDir: string,
) {
  for (const marker of acknowledgedMarkers) expect(stored.rows.get(marker), `acknowledged ${marker}`).toBe(1);
  for (const [marker, rows] of stored.rows) {
    expect(sent.has(marker), `stored ${marker} was sent`).toBe(true);
    expect(rows, `${marker} stored once`).toBe(1);
  }
  let hashed = 0;
  for (const [marker, submission] of sent) {
    if (submission.kind !== 'application' || !stored.rows.has(marker)) continue;
    expect(stored.files.get(marker), `the files of ${marker}`).toEqual([submission.file]);
    const bytes = readFileSync(join(dataDir, 'files', submission.file!.sha256));
    expect(createHash('sha256').update(bytes).digest('hex'), `the CV of ${marker}`).toBe(submission.file!.sha256);
    hashed += 1;
  }
  return { hashed };
}

/** The status codes of a list of outcomes, counted: "200×41, no answer×3". */
export function tally(outcomes: readonly Outcome[]): string {
  const counts = new Map<string, number>();
  for (const { answer } of outcomes) {
    const key = answer ? String(answer.status) : 'no answer';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key}×${n}`).join(', ') || 'nothing';
}

/** The error, with what the server wrote appended (where a crash or a 500 says why). */
export function withServerOutput(error: unknown, server: ServerProcess): Error {
  const failure = error instanceof Error ? error : new Error(String(error));
  failure.message += `\n--- server stderr:\n${server.stderr().trim() || '(empty)'}\n--- server stdout:\n${server.stdout().trim().slice(-4000)}`;
  return failure;
}

/** A figure worth printing (counts, durations), on a line of its own in the test run's output. */
export function report(line: string): void {
  process.stdout.write(`[faults] ${line}\n`);
}
