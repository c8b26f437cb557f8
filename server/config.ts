import * as z from 'zod/mini';

/** The server's settings, read once from the environment (README: "Configuration"). */
const flag = z.pipe(
  z._default(z.enum(['0', '1', 'true', 'false', '']), ''),
  z.transform((value: '0' | '1' | 'true' | 'false' | '') => value === '1' || value === 'true'),
);
const optionalUrl = z.optional(z.pipe(z.string(), z.transform((value: string) => value.trim() || undefined)));

const environment = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65_535)), 4173),
  HOST: z._default(z.string(), '127.0.0.1'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /** Set when TLS ends in a proxy or load balancer in front: client addresses come from X-Forwarded-For, HSTS is sent. */
  TRUST_PROXY: flag,
  RATE_LIMIT_MAX: z._default(z.coerce.number().check(z.int(), z.positive()), 20),
  DIST_DIR: z._default(z.string(), 'dist'),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
});

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  trustProxy: boolean;
  rateLimitMax: number;
  distDir: string;
  logLevel: string;
};

/** Reads the settings; throws one sentence naming the setting that is wrong. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = environment.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`The setting ${String(issue.path[0])} is not valid: ${issue.message}.`);
  }
  const value = result.data;
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: value.DATA_DIR,
    databaseUrl: value.DATABASE_URL,
    redisUrl: value.REDIS_URL,
    trustProxy: value.TRUST_PROXY,
    rateLimitMax: value.RATE_LIMIT_MAX,
    distDir: value.DIST_DIR,
    logLevel: value.LOG_LEVEL,
  };
}
