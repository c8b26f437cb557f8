import { rmSync } from 'node:fs';
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
      LOG_LEVEL: 'info',
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
