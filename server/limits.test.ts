import { randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from './app';
import { siteRoutes, siteRoutesFile, templateFile } from '../src/route-table/build-facts';
import { createPageRenderer } from './site/page-renderer';
import { capturedLog, fakeDist, openTestStore } from './test/test-app';

/** The limits on what a client may cost: time (this file), requests per address, shutdown. */

const opened = (await openTestStore('pglite'))!;
afterAll(() => opened.dispose());

type Limits = Partial<Pick<AppOptions['config'], 'bodyTimeoutMs' | 'requestTimeoutMs' | 'rateLimitMax' | 'getRateLimitMax'>>;

/** The app listening on a free port, its log (pino's JSON lines, info and up) kept for the test. */
async function listeningApp(limits: Limits = {}, distDir = fakeDist()) {
  const log = capturedLog();
  const app = await buildApp({
    config: { distDir, trustProxy: false, rateLimitMax: 10_000, logLevel: 'info', accessLog: true, ...limits },
    store: opened.store,
    logger: log.logger,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const logLines = () =>
    log
      .text()
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

describe('API answers', () => {
  it('carry Cache-Control: no-store, whatever their status; pages keep theirs', async () => {
    const { app } = await listeningApp({ rateLimitMax: 3 });
    const subscribe = {
      method: 'POST',
      url: '/api/contact/subscribe?type=Newsletter',
      payload: { subscriberEmail: 'store.not@example.com' },
    } as const;
    try {
      const answers = [
        await app.inject({ url: '/api/job-vacancy/available?pageNo=1&pageSize=5' }),
        await app.inject(subscribe),
        await app.inject({ method: 'POST', url: '/api/contact/contact-us', payload: '{', headers: { 'content-type': 'application/json' } }),
        await app.inject({
          method: 'POST',
          url: '/api/job-vacancy/get-job-by-id',
          payload: 'x',
          headers: { 'content-type': 'text/plain' },
        }),
        // The fourth POST from this address in the minute.
        await app.inject(subscribe),
        await app.inject({ url: '/api/no-such-call' }),
        await app.inject({ url: '/api/contact/contact-us' }),
        await app.inject({ url: '/api' }),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 400, 415, 429, 404, 405, 404]);
      for (const answer of answers) expect(answer.headers['cache-control'], `${answer.statusCode} ${answer.body}`).toBe('no-store');
      expect((await app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
    }
  });
});

describe('a broken chunked body', () => {
  it('answers an overflowing chunk size with a 400 problem and logs no error; a missing Host and headers too large too', async () => {
    const { app, port, logLines } = await listeningApp();
    try {
      for (const path of ['/api/contact/contact-us', '/api/contact/subscribe?type=Newsletter', '/about']) {
        const { answer } = await rawExchange(port, [
          `POST ${path} HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n` +
            'ffffffffffffffffff\r\n{}\r\n0\r\n\r\n',
        ]);
        expectProblem(answer, 400);
      }
      // An HTTP/1.1 request without Host is a 400 problem (Node's own answer has no body).
      expectProblem((await rawExchange(port, ['GET /api/job-vacancy/available HTTP/1.1\r\n\r\n'])).answer, 400);
      // Headers larger than Node takes (16 KB) are a 431 problem.
      const { answer } = await rawExchange(port, [`GET /about HTTP/1.1\r\nHost: test\r\nX-Filler: ${'x'.repeat(20_000)}\r\n\r\n`]);
      expectProblem(answer, 431);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const lines = logLines();
      expect(lines.some((line) => line.msg === 'request')).toBe(true);
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

/**
 * A built site with job pages rendered from the store: the real renderer and store, with a stand-in
 * for the SSR bundle that keeps the path of each render it makes. Its not-found message names the id
 * (as one render can serve every id), or spells it backwards (as it cannot).
 */
const siteRoots: string[] = [];
afterAll(() => {
  for (const root of siteRoots) rmSync(root, { recursive: true, force: true });
});
function siteWithJobPages(notFound: 'names the id' | 'spells the id backwards') {
  const root = mkdtempSync(join(tmpdir(), 'volta-records-'));
  siteRoots.push(root);
  const distDir = join(root, 'dist');
  mkdirSync(join(distDir, '.vite', 'templates'), { recursive: true });
  mkdirSync(join(distDir, 'about'));
  mkdirSync(join(distDir, 'assets'));
  mkdirSync(join(root, 'dist-ssr'));
  for (const [file, text] of [
    ['index.html', '<!doctype html><title>Home</title>'],
    ['404.html', '<!doctype html><title>Not found</title>'],
    ['200.html', '<!doctype html><title></title>'],
    ['about/index.html', '<!doctype html><title>About</title>'],
    ['assets/app-0123abcd.js', 'console.log(1);'],
    ['.vite/csp.json', JSON.stringify({ scriptHashes: [] })],
    [siteRoutesFile, JSON.stringify(siteRoutes.filter((route) => route.record === 'job'))],
    [
      templateFile('job-detail'),
      '<!doctype html><title><!--app-title--></title><!--app-meta--><div id="root"><!--app-html--></div></body>',
    ],
  ] as const) {
    writeFileSync(join(distDir, file), text);
  }
  const key = `volta-test-renders-${randomInt(1e9)}`;
  writeFileSync(
    join(root, 'dist-ssr', 'prerender.js'),
    `const renders = (globalThis[${JSON.stringify(key)}] ??= []);
export async function render(path, data) {
  renders.push(path);
  const [[key, record]] = data;
  const id = ${notFound === 'names the id' ? 'key[1]' : "key[1].split('').reverse().join('')"};
  return {
    html: record ? '<h1>' + record.title + '</h1>' : '<p>Page Error: no vacancy ' + id + '</p>',
    title: 'Job',
    queryState: '<script type="application/json" id="query-state">' + JSON.stringify({ queryKey: key, at: Date.now() }) + '</script>',
  };
}
export const pageQueryKeys = { job: (id) => ['job', id], article: (id) => ['article', id] };
export const siteUrl = 'https://example.com';
`,
  );
  const renders = () => ((globalThis as Record<string, unknown>)[key] as string[] | undefined) ?? [];
  return { distDir, renders, rendersOf: (path: string) => renders().filter((rendered) => rendered === path).length };
}

describe('the cost of GETs', () => {
  it('renders an unknown job id once, as a known one, until the store changes', async () => {
    const site = siteWithJobPages('spells the id backwards');
    const { app } = await listeningApp({}, site.distDir);
    try {
      for (const path of ['/careers/987654', '/careers/1']) {
        const first = await app.inject({ url: path });
        const again = await app.inject({ url: path });
        expect([first.statusCode, again.statusCode], path).toEqual(path === '/careers/1' ? [200, 200] : [404, 404]);
        expect(again.body).toBe(first.body);
        expect(site.rendersOf(path), path).toBe(1);
      }
      app.storeChanged();
      expect((await app.inject({ url: '/careers/987654' })).statusCode).toBe(404);
      expect(site.rendersOf('/careers/987654')).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('keeps the not-found pages within their bound, forgetting the least recently used first', async () => {
    const site = siteWithJobPages('spells the id backwards');
    const measure = await createPageRenderer(site.distDir, opened.store, { job: 'job-detail', article: 'job-detail' });
    const { page } = await measure.page('job', '900000', '/careers/900000');
    const pageBytes = page.identity.length + page.br!.length + page.gzip!.length;
    // Room for two such pages.
    const renderer = await createPageRenderer(
      site.distDir,
      opened.store,
      { job: 'job-detail', article: 'job-detail' },
      {
        notFoundCacheBytes: Math.floor(pageBytes * 2.5),
      },
    );
    for (const id of ['900001', '900002', '900001', '900003', '900001', '900002']) {
      expect((await renderer.page('job', id, `/careers/${id}`)).status).toBe(404);
    }
    // 900001 was asked for again before 900003 came, so 900002 was the one forgotten.
    expect([site.rendersOf('/careers/900001'), site.rendersOf('/careers/900002'), site.rendersOf('/careers/900003')]).toEqual([1, 2, 1]);
  });

  it('makes the not-found page of every unknown id from one render, with the id in its markup and query state', async () => {
    const site = siteWithJobPages('names the id');
    const { app } = await listeningApp({}, site.distDir);
    try {
      for (let index = 0; index < 30; index++) {
        const id = String(randomInt(1_000_000, 9_999_999));
        const answer = await app.inject({ url: `/careers/${id}` });
        expect(answer.statusCode).toBe(404);
        expect(answer.body).toContain(`<p>Page Error: no vacancy ${id}</p>`);
        expect(answer.body).toContain(`"queryKey":["job","${id}"]`);
        expect(answer.body).not.toContain('98765432');
      }
      // Two renders, with the stand-in ids, for the thirty pages.
      expect(site.renders()).toHaveLength(2);
      // A known id is rendered as before; an id that breaks the id rule is no job page, and is not rendered.
      expect((await app.inject({ url: '/careers/1' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/careers/abc' })).statusCode).toBe(404);
      expect(site.renders().slice(2)).toEqual(['/careers/1']);
    } finally {
      await app.close();
    }
  });

  it('answers a flood of random ids from one address with 429 past the GET limit, while others get pages at once', async () => {
    const site = siteWithJobPages('spells the id backwards');
    const { app } = await listeningApp({ getRateLimitMax: 40, rateLimitMax: 20 }, site.distDir);
    try {
      const flooder = '198.51.100.1';
      const statuses: number[] = [];
      for (let index = 0; index < 50; index++) {
        const answer = await app.inject({ url: `/careers/${randomInt(1_000_000, 9_999_999)}`, remoteAddress: flooder });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([...Array<number>(40).fill(404), ...Array<number>(10).fill(429)]);
      const refused = await app.inject({ method: 'HEAD', url: '/about', remoteAddress: flooder });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      // Another address is served at once.
      const other = '198.51.100.2';
      const started = Date.now();
      expect((await app.inject({ url: '/about', remoteAddress: other })).statusCode).toBe(200);
      expect((await app.inject({ url: '/careers/1', remoteAddress: other })).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);

      // The flooding address still gets the hashed files and may still send a form: other counters.
      expect((await app.inject({ url: '/assets/app-0123abcd.js', remoteAddress: flooder })).statusCode).toBe(200);
      const subscribed = await app.inject({
        method: 'POST',
        url: '/api/contact/subscribe?type=Newsletter',
        remoteAddress: flooder,
        payload: { subscriberEmail: 'flood.reader@example.com' },
      });
      expect(subscribed.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
