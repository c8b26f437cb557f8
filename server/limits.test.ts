import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from './app';
import { logOptions } from './log';
import { fakeDist, openTestStore } from './test/test-app';

/** The limits on what a client may cost: time (this file), requests per address, shutdown. */

const opened = (await openTestStore('pglite'))!;
afterAll(() => opened.dispose());

type Limits = Partial<Pick<AppOptions['config'], 'bodyTimeoutMs' | 'requestTimeoutMs' | 'rateLimitMax'>>;

/** The app listening on a free port, its log (pino's JSON lines, info and up) kept for the test. */
async function listeningApp(limits: Limits = {}, distDir = fakeDist()) {
  let logged = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString('utf8');
      done();
    },
  });
  const options = logOptions('info');
  if (typeof options !== 'object' || options === null) throw new Error('logOptions must give pino options.');
  const app = await buildApp({
    config: { distDir, trustProxy: false, rateLimitMax: 10_000, logLevel: 'info', ...limits },
    store: opened.store,
    logger: { ...options, stream },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const logLines = () =>
    logged
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; res?: { statusCode: number } });
  return { app, port, logLines };
}

/**
 * Writes `parts` to a new connection, one every `everyMs` (the last one stays unless `end`), and
 * resolves with everything the server sent back once it closes the connection, and how long that took.
 */
function rawExchange(port: number, parts: readonly string[], everyMs = 0): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let next = 0;
    const write = () => {
      if (next < parts.length && socket.writable) socket.write(parts[next++]!);
    };
    const timer = everyMs ? setInterval(write, everyMs) : undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, ms: Date.now() - started });
    });
    if (!everyMs) for (const part of parts) socket.write(part);
    else write();
  });
}

/** The status line, headers and JSON body of a raw HTTP answer. */
function parseAnswer(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n', 2);
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: body ? (JSON.parse(body) as Record<string, unknown>) : undefined };
}

const contactHead = (length: number, connection = 'keep-alive') =>
  `POST /api/contact/contact-us HTTP/1.1\r\nHost: test\r\nConnection: ${connection}\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${length}\r\n\r\n`;
const contactBody = JSON.stringify({ fullName: 'Slow Sender', email: 'slow@example.com', company: 'Slow Ltd', messageBody: 'Hello' });

function expectProblem(raw: string, status: number) {
  const answer = parseAnswer(raw);
  expect(answer.status, raw).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/problem\+json\b/);
  expect(answer.body).toEqual({ type: expect.any(String), title: expect.any(String), status, detail: expect.any(String) });
  return answer;
}

describe('time limits', () => {
  it('answers a POST whose body stalls halfway with a 408 problem once the body timeout has passed', async () => {
    const { app, port, logLines } = await listeningApp({ bodyTimeoutMs: 500, requestTimeoutMs: 10_000 });
    try {
      const half = contactBody.slice(0, contactBody.length / 2);
      const json = await rawExchange(port, [contactHead(contactBody.length) + half]);
      expect(expectProblem(json.answer, 408).body!.detail).toBe('The request stalled: nothing arrived for 0.5 s.');
      expect(json.ms).toBeGreaterThanOrEqual(450);
      expect(json.ms).toBeLessThan(3000);

      // The same for an application whose file stops arriving.
      const boundary = 'stalled-boundary';
      const multipart =
        `POST /api/job-vacancy/apply HTTP/1.1\r\nHost: test\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: 100000\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="FirstName"\r\n\r\nAma\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="Resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
      const upload = await rawExchange(port, [multipart]);
      expectProblem(upload.answer, 408);
      expect(upload.ms).toBeLessThan(3000);

      // Headers that stop halfway get the same answer.
      const headers = await rawExchange(port, ['GET /api/job-vacancy/available HTTP/1.1\r\nHost: te']);
      expectProblem(headers.answer, 408);
      expect(headers.ms).toBeLessThan(3000);

      // None of it was logged as an error.
      expect(logLines().filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('answers a body that keeps trickling in with a 408 problem once the request timeout has passed', async () => {
    const { app, port } = await listeningApp({ bodyTimeoutMs: 1000, requestTimeoutMs: 1500 });
    try {
      // One byte every 200 ms: never silent for long, never finished.
      const trickle = await rawExchange(port, [contactHead(contactBody.length), ...contactBody.split('')], 200);
      expect(expectProblem(trickle.answer, 408).body!.detail).toBe('The request did not arrive in time.');
      // The limit plus Node's check, which runs every second.
      expect(trickle.ms).toBeGreaterThanOrEqual(1400);
      expect(trickle.ms).toBeLessThan(4000);
    } finally {
      await app.close();
    }
  });

  it('lets a slow but steady request finish', async () => {
    const { app, port } = await listeningApp({ bodyTimeoutMs: 500, requestTimeoutMs: 10_000 });
    try {
      // The headers, then every 300 ms a piece of the body: longer than the body timeout in all, never
      // silent for it.
      const size = Math.ceil(contactBody.length / 8);
      const pieces = Array.from({ length: 8 }, (_, index) => contactBody.slice(index * size, (index + 1) * size));
      const { answer, ms } = await rawExchange(port, [contactHead(contactBody.length, 'close'), ...pieces], 300);
      expect(parseAnswer(answer).status, answer).toBe(200);
      expect(ms).toBeGreaterThan(2000);
    } finally {
      await app.close();
    }
  });
});

describe('a broken chunked body', () => {
  it('answers an overflowing chunk size with a 400 problem and logs no error', async () => {
    const { app, port, logLines } = await listeningApp();
    try {
      for (const path of ['/api/contact/contact-us', '/api/contact/subscribe?type=Newsletter', '/about']) {
        const { answer } = await rawExchange(port, [
          `POST ${path} HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n` +
            'ffffffffffffffffff\r\n{}\r\n0\r\n\r\n',
        ]);
        expectProblem(answer, 400);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      const lines = logLines();
      expect(lines.some((line) => line.msg === 'incoming request')).toBe(true);
      expect(lines.filter((line) => line.level >= 50 || line.res?.statusCode === 500)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('shutdown', () => {
  it('finishes the requests in flight and answers those that arrive meanwhile with a 503 problem and Retry-After', async () => {
    const { app, port } = await listeningApp();
    // Two connections whose requests have begun (their headers are not all there) when closing starts:
    // the server waits for them, and answers them when they are complete.
    const requests = ['/api/job-vacancy/available', '/about'].map((path) =>
      rawExchange(port, [`GET ${path} HTTP/1.1\r\nHost: test\r\n`, '\r\n'], 500),
    );
    // And a request in flight, whose body ends only after closing has started.
    const half = contactBody.slice(0, contactBody.length / 2);
    const inFlight = rawExchange(port, [contactHead(contactBody.length) + half, contactBody.slice(half.length)], 500);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closed = app.close();
    for (const { answer } of await Promise.all(requests)) {
      const { headers } = expectProblem(answer, 503);
      expect(Number(headers['retry-after'])).toBeGreaterThan(0);
      expect(headers.connection).toBe('close');
    }
    // The request in flight is answered as usual, and its keep-alive connection is closed.
    const { answer } = await inFlight;
    expect(parseAnswer(answer).status, answer).toBe(200);
    expect(parseAnswer(answer).headers.connection).toBe('close');
    await closed;
  });
});
