import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopAllServers } from './test/server-process';
import { fakeDist } from './test/test-app';
import { newStoreDir } from './test/store-dir';

/** The built server as a process (dist-server/main.js): how it stops, and how it lives without Redis. */

afterAll(stopAllServers);
const dataDirs: string[] = [];
function temporaryDataDir(): string {
  const dir = newStoreDir('volta-main-');
  dataDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('ends within SHUTDOWN_GRACE while a client stalls in the middle of its body', async () => {
    // A body timeout far longer than the grace: only the grace can end the stalled request.
    const server = await startServer({
      DATA_DIR: temporaryDataDir(),
      DIST_DIR: fakeDist(),
      // At debug level the server logs each request as it arrives: the test waits for that line.
      LOG_LEVEL: 'debug',
      SHUTDOWN_GRACE: '1',
      BODY_TIMEOUT: '120',
    });
    const socket = connect(server.port, '127.0.0.1');
    const socketClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/contact/contact-us HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"fullName":"Sta',
    );
    await server.waitForOutput('"path":"/api/contact/contact-us"');

    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // The grace, then closing the store: a few seconds at most on a busy machine.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(6000);
    expect(server.stdout()).toContain('requests still open after 1 s are cut');
    await socketClosed;
  });
});

describe('REDIS_URL where no Redis answers', () => {
  it('starts, takes POSTs uncounted, and says so once in its log and never on stderr', async () => {
    const nobody = createServer();
    await new Promise<void>((resolve) => nobody.listen(0, '127.0.0.1', resolve));
    const address = nobody.address();
    await new Promise((resolve) => nobody.close(resolve));
    const port = typeof address === 'object' && address ? address.port : 0;
    // The server waits for Redis for ten seconds before it takes requests.
    const server = await startServer({
      DATA_DIR: temporaryDataDir(),
      DIST_DIR: fakeDist(),
      REDIS_URL: `redis://127.0.0.1:${port}`,
      RATE_LIMIT_MAX: '2',
    });
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++) {
      const answer = await fetch(`${server.url}api/contact/subscribe?type=Newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ subscriberEmail: `no.redis${index}@example.com` }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(await server.stop()).toBe(0);
    expect(server.stderr()).not.toContain('[ioredis]');
    expect(server.stdout().split('Redis is unreachable').length - 1).toBe(1);
  }, 40_000);
});

describe('a .env file in the folder the server starts from', () => {
  it('is read, the environment winning over it, and SMTP_URL with default recipients is warned of', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'volta-env-'));
    dataDirs.push(folder);
    writeFileSync(
      join(folder, '.env'),
      ['# the team', 'SMTP_URL=smtp://127.0.0.1:9', 'HR_EMAIL=careers.from.file@example.org', 'GET_RATE_LIMIT_MAX=3', ''].join('\n'),
    );
    const server = await startServer(
      { DATA_DIR: temporaryDataDir(), DIST_DIR: fakeDist(), LOG_LEVEL: 'warn', HR_EMAIL: 'hr.from.environment@example.org' },
      { cwd: folder },
    );
    // GET_RATE_LIMIT_MAX=3 from the file: the fourth read in the minute is refused.
    const statuses = [];
    for (let index = 0; index < 4; index++) statuses.push((await fetch(`${server.url}healthz`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await server.stop()).toBe(0);
    const log = server.stdout();
    expect(log).toContain('SMTP_URL is set but SALES_EMAIL is still the default (sales@example.com)');
    expect(log).toContain('SMTP_URL is set but MAIL_FROM is still the default');
    // HR_EMAIL came from the environment (over the file's): not a default, no warning.
    expect(log).not.toContain('HR_EMAIL is still the default');
  }, 40_000);
});
