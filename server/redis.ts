import { Redis } from 'ioredis';

type Log = { warn: (object: object, message: string) => void; info: (message: string) => void };

/**
 * The Redis client of the rate-limit counters (REDIS_URL). Commands fail at once while it is down
 * (no offline queue), and the rate limit then lets requests through uncounted; the client keeps
 * reconnecting. Its errors are handled here and logged once per outage: a warning when it goes
 * down, a line when it is back, nothing for each failed command or reconnection attempt.
 */
export function connectRedis(url: string, log: Log): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let down = false;
  redis.on('error', (error: Error & { code?: string }) => {
    if (down) return;
    down = true;
    // The message names the host and port, never the URL's password.
    log.warn({ code: error.code, message: error.message }, 'Redis is unreachable: POSTs are not rate-limited until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is back: POSTs are rate-limited again');
  });
  return redis;
}

/** Resolves true once the client is ready, false if it is not within `ms`. */
export function redisReady(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, ms);
    redis.once('ready', onReady);
  });
}
