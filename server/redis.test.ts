import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { connectRedis, redisReady } from './redis';
import { redisAvailable, testRedisUrl } from './test/services';
import { fakeDist, openTestStore } from './test/test-app';

/** The rate limit's Redis client (REDIS_URL) when Redis is not there, goes away and comes back. */

const clients: Redis[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

/** A log that keeps what it is told. */
function recordingLog() {
  const lines: { level: 'warn' | 'info'; message: string }[] = [];
  return {
    lines,
    log: {
      warn: (_object: object, message: string) => lines.push({ level: 'warn', message }),
      info: (message: string) => lines.push({ level: 'info', message }),
    },
  };
}

function connect(url: string, log: Parameters<typeof connectRedis>[1]) {
  const client = connectRedis(url, log);
  clients.push(client);
  let reconnections = 0;
  client.on('reconnecting', () => reconnections++);
  return { client, reconnections: () => reconnections };
}

/** A port that nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Redis that is not there', () => {
  it('is logged once, however often the client tries again, and nothing is written to stderr', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { lines, log } = recordingLog();
    const { reconnections } = connect(`redis://127.0.0.1:${await closedPort()}`, log);
    // The client tries again after 50, 100, 150 … ms: several attempts in a second and a half.
    await sleep(1500);
    expect(reconnections()).toBeGreaterThanOrEqual(4);
    expect(lines).toEqual([{ level: 'warn', message: 'Redis is unreachable: POSTs are not rate-limited until it is back' }]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('lets POSTs through uncounted while it is down', async () => {
    const opened = (await openTestStore('pglite'))!;
    const { client } = connect(`redis://127.0.0.1:${await closedPort()}`, recordingLog().log);
    const app = await buildApp({
      config: { distDir: fakeDist(), trustProxy: false, rateLimitMax: 2, logLevel: 'silent' },
      store: opened.store,
      redis: client,
      logger: false,
    });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 5; index++) {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/contact/subscribe?type=Newsletter',
          payload: { subscriberEmail: `redis.down${index}@example.com` },
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await app.close();
      await opened.dispose();
    }
  });
});

/**
 * A TCP relay to the test Redis that can be cut and restored on the same port: the client sees
 * Redis go away and come back without the real one being touched.
 */
async function relayTo(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = createConnection(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address();
        port = typeof address === 'object' && address ? address.port : 0;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server!.close(() => resolve());
    });
  await start();
  return { url: `redis://127.0.0.1:${port}${target.pathname}`, cut, restore: start };
}

const redisUp = await redisAvailable();

// Where Redis does not answer at TEST_REDIS_URL, services.ts says so in one line (REQUIRE_SERVICES=1 fails).
if (redisUp)
  describe('Redis that goes away and comes back', () => {
    it('is logged once when it goes and once when it is back, for each outage', async () => {
      const relay = await relayTo(new URL(testRedisUrl));
      const { lines, log } = recordingLog();
      const { client, reconnections } = connect(relay.url, log);
      try {
        expect(await redisReady(client, 5000)).toBe(true);
        expect(lines).toEqual([]);
        for (let outage = 1; outage <= 2; outage++) {
          await relay.cut();
          const before = reconnections();
          await sleep(1200);
          expect(reconnections() - before).toBeGreaterThanOrEqual(3);
          // Commands fail at once meanwhile (no queue): the rate limit lets such requests through.
          await expect(client.ping()).rejects.toThrow();
          await relay.restore();
          await new Promise<void>((resolve) => client.once('ready', () => resolve()));
          expect(await client.ping()).toBe('PONG');
          expect(lines.map((line) => line.level)).toEqual(Array.from({ length: outage }, () => ['warn', 'info']).flat());
        }
        expect(lines.slice(0, 2).map((line) => line.message)).toEqual([
          'Redis is unreachable: POSTs are not rate-limited until it is back',
          'Redis is back: POSTs are rate-limited again',
        ]);
      } finally {
        client.disconnect();
        await relay.cut();
      }
    });
  });
