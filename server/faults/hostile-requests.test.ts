import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badInputs } from '../test/bad-inputs';
import { applicationText, multipartBody, samplePdf } from '../test/documents';
import { startServer, stopAllServers, type ServerProcess } from '../test/server-process';
import { submissionCounts } from '../test/test-app';
import { openStore } from '../store/open-store';
import { expectProblem, faultEnv, readAbout, removeScratchDirs, report, request, scratchStoreDir, siteDir } from './fault-kit';
import { asAnswer, exchange } from './raw-http';
import { suiteClock } from '../test/suite-clock';

/**
 * The hostile request corpus (server/test/bad-inputs.ts, checked in-process by
 * server/routes/bad-inputs.test.ts) sent to the built server over real connections, and what only a socket can send: each is a 4xx problem or a refused
 * connection, never a 5xx, nothing is stored, nothing is logged as an error, and the process stays up.
 */

let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = scratchStoreDir('volta-fault-hostile-');
  server = await startServer(faultEnv(dataDir, siteDir()));
});

afterAll(async () => {
  await stopAllServers();
  removeScratchDirs();
});

const host = 'Host: 127.0.0.1\r\n';
const goodContact = JSON.stringify({ fullName: 'Abena Owusu', email: 'abena@example.com', company: 'Owusu Ltd', messageBody: 'Hello.' });
const textParts = Object.entries(applicationText).map(([name, value]) => ({ name, value }));

/** What an HTTP client library would not send, written on the socket; `status` when one answer is certain. */
const rawCases: { name: string; bytes: string | Buffer; status?: number }[] = [
  {
    name: 'smuggling: Content-Length and Transfer-Encoding together, a second request hidden in the body',
    bytes:
      `POST /api/contact/subscribe?type=Newsletter HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 52\r\n` +
      `Transfer-Encoding: chunked\r\n\r\n0\r\n\r\nPOST /api/contact/unsubscribe HTTP/1.1\r\n${host}\r\n`,
    status: 400,
  },
  {
    name: 'smuggling: two different Content-Lengths',
    bytes: `POST /api/contact/contact-us HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 40\r\n\r\n{}`,
    status: 400,
  },
  {
    name: 'smuggling: an obfuscated Transfer-Encoding',
    bytes: `POST /api/contact/contact-us HTTP/1.1\r\n${host}Content-Type: application/json\r\nTransfer-Encoding: xchunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
  },
  {
    name: 'a chunk size that overflows',
    bytes: `POST /api/contact/contact-us HTTP/1.1\r\n${host}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFFFFF\r\n{}\r\n0\r\n\r\n`,
    status: 400,
  },
  {
    name: 'a chunk size that is not hexadecimal',
    bytes: `POST /api/contact/contact-us HTTP/1.1\r\n${host}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    status: 400,
  },
  {
    name: 'a header of 40 KB',
    bytes: `GET /api/job-vacancy/available HTTP/1.1\r\n${host}X-Padding: ${'a'.repeat(40_000)}\r\n\r\n`,
    status: 431,
  },
  { name: 'a URL of 100 KB', bytes: `GET /api/${'x'.repeat(100_000)} HTTP/1.1\r\n${host}\r\n` },
  {
    name: 'a control character in a header value',
    bytes: `GET /api/job-vacancy/available HTTP/1.1\r\n${host}X-Bad: a\x01b\r\n\r\n`,
    status: 400,
  },
  {
    name: 'a space before the colon of a header',
    bytes: `GET /api/job-vacancy/available HTTP/1.1\r\n${host}Content-Length : 0\r\n\r\n`,
    status: 400,
  },
  { name: 'an unknown method', bytes: `BREW /api/job-vacancy/available HTTP/1.1\r\n${host}\r\n`, status: 400 },
  { name: 'an unknown HTTP version', bytes: `GET /api/job-vacancy/available HTTP/9.9\r\n${host}\r\n` },
  { name: 'bare LF line ends', bytes: `GET /api/job-vacancy/available HTTP/1.1\n${host.replace('\r\n', '\n')}\n` },
  {
    name: 'a Content-Length that is not a number',
    bytes: `POST /api/contact/contact-us HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 1e3\r\n\r\n{}`,
    status: 400,
  },
  {
    name: 'a Content-Length of 100 GB',
    bytes: `POST /api/contact/contact-us HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 100000000000\r\n\r\n{}`,
    status: 413,
  },
  { name: 'a path traversal in the request line', bytes: `GET /api/../../../../etc/passwd HTTP/1.1\r\n${host}\r\n` },
  { name: 'HTTP/1.1 without Host', bytes: 'GET /api/job-vacancy/available HTTP/1.1\r\n\r\n', status: 400 },
  {
    name: 'a NUL in a text field',
    bytes: `POST /api/contact/contact-us HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(goodContact.replace('Abena', 'Abe\\u0000na'))}\r\n\r\n${goodContact.replace('Abena', 'Abe\\u0000na')}`,
    status: 400,
  },
];

/** Large and many: sent with an HTTP client, each must be a 4xx problem. */
const heavyCases: { name: string; path: string; headers: Record<string, string>; body: Buffer }[] = [
  {
    name: '10,000 multipart fields',
    path: 'api/job-vacancy/apply',
    ...(({ payload, headers }) => ({ headers, body: payload }))(
      multipartBody([...textParts, ...Array.from({ length: 10_000 }, (_, n) => ({ name: `Field${n}`, value: 'x' }))]),
    ),
  },
  {
    name: '100 files',
    path: 'api/job-vacancy/apply',
    ...(({ payload, headers }) => ({ headers, body: payload }))(
      multipartBody([
        ...textParts,
        ...Array.from({ length: 100 }, (_, n) => ({ name: `File${n}`, value: samplePdf, filename: `cv${n}.pdf`, type: 'application/pdf' })),
      ]),
    ),
  },
  {
    name: 'a gzip bomb declared as the body encoding (10 MB of zeros in 10 KB)',
    path: 'api/contact/contact-us',
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    body: gzipSync(Buffer.alloc(10 * 1024 * 1024)),
  },
  {
    name: 'a JSON body nested 30,000 deep',
    path: 'api/contact/contact-us',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(`${'['.repeat(30_000)}${']'.repeat(30_000)}`),
  },
];

describe('hostile requests against the built server', () => {
  it.each(badInputs.map((input) => [input.name, input] as const))('corpus: %s', async (name, input) => {
    const answer = await request(server.url, {
      method: input.method,
      path: input.url.slice(1),
      headers: input.headers,
      body: input.payload === undefined ? undefined : Buffer.from(input.payload),
    });
    expect(answer.status, answer.body).toBe(input.status);
    expectProblem(answer, name);
    if (input.detail) expect(JSON.parse(answer.body).detail).toMatch(input.detail);
    if (input.allow) expect(answer.headers.allow).toBe(input.allow);
  });

  it.each(rawCases.map((input) => [input.name, input] as const))('socket: %s', async (name, input) => {
    const { answers, closed, timedOut } = await exchange(server.port, input.bytes);
    expect(timedOut, 'neither answered nor closed').toBe(false);
    // One answer at most: nothing hidden in a body is answered as a request of its own.
    expect(answers.length, JSON.stringify(answers)).toBeLessThanOrEqual(1);
    if (input.status !== undefined) expect(answers[0]?.status, `closed: ${closed}`).toBe(input.status);
    for (const answer of answers) {
      expect(answer.status, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.status, answer.body).toBeLessThan(500);
      expectProblem(asAnswer(answer), name);
      // Nothing outside the site is ever read.
      expect(answer.body).not.toContain('root:');
    }
  });

  it.each(heavyCases.map((input) => [input.name, input] as const))('heavy: %s', async (name, input) => {
    const answer = await request(server.url, { method: 'POST', path: input.path, headers: input.headers, body: input.body });
    expect(answer.status, answer.body).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.body).toBeLessThan(500);
    expectProblem(answer, name);
  });

  it('after all of it: the process is up, stored nothing, and logged no error', async () => {
    expect(server.child.exitCode).toBeNull();
    await readAbout(server.url);
    expect(await server.stop()).toBe(0);
    // No request ended in a 500, not even one answered 4xx (pino's error level is 50).
    const errors = server
      .stdout()
      .split('\n')
      .filter((line) => /"level":(5|6)0/.test(line));
    expect(errors).toEqual([]);
    const store = await openStore({ dataDir, seed: false, clock: suiteClock() });
    try {
      expect(await submissionCounts(store)).toEqual({ subscriptions: 0, contactMessages: 0, applications: 0, applicationFiles: 0 });
    } finally {
      await store.close();
    }
    report(
      `hostile requests: ${badInputs.length} from the corpus, ${rawCases.length} on raw sockets, ${heavyCases.length} heavy; none 5xx`,
    );
  });
});
