import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * PostgreSQL and Redis for the tests that need them: TEST_DATABASE_URL and TEST_REDIS_URL, by default
 * the machine's own servers. Where none answers, the suite says so in one line and runs without
 * them, unless REQUIRE_SERVICES=1 (CI), where that is a failure.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const required = process.env.REQUIRE_SERVICES === '1';

function unavailable(what: string, error: unknown): null {
  const reason = error instanceof Error ? error.message : String(error);
  if (required) throw new Error(`REQUIRE_SERVICES=1 but ${what} does not answer: ${reason}`);
  process.stderr.write(`${what} does not answer (${reason}): its tests are not run here.\n`);
  return null;
}

/** A new, empty database on the test server, with a function that drops it; null when there is no server. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return unavailable(`PostgreSQL at ${testDatabaseUrl}`, error);
  }
  const name = `volta_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Whether Redis answers a PING at the test address. */
export async function redisAvailable(): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch (error) {
    unavailable(`Redis at ${testRedisUrl}`, error);
    return false;
  } finally {
    redis.disconnect();
  }
}
