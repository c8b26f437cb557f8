import { isIP } from 'node:net';
import * as z from 'zod/mini';
import { company } from '../src/content/company';
import { clockFromSetting, type Clock } from './clock';

/** The server's settings, read once from the environment (README: "Configuration"). */
const optionalUrl = z.optional(
  z.pipe(
    z.string(),
    z.transform((value: string) => value.trim() || undefined),
  ),
);
/**
 * Which proxies in front are trusted to append the client's address to X-Forwarded-For: off, a
 * number of hops (`true` is one, as it always was), or a list of their addresses and CIDR ranges.
 */
const proxyAddress = /^(?:loopback|linklocal|uniquelocal)$/;
const trustProxy = z.pipe(
  z._default(z.string(), ''),
  z.transform((value: string, context): false | number | string[] => {
    const trimmed = value.trim().toLowerCase();
    if (trimmed === '' || trimmed === '0' || trimmed === 'false') return false;
    if (trimmed === 'true') return 1;
    if (/^\d+$/.test(trimmed) && Number(trimmed) <= 100) return Number(trimmed);
    const list = trimmed.split(',').map((entry) => entry.trim());
    const valid = (entry: string) => {
      const [address, prefix, ...rest] = entry.split('/');
      if (rest.length || !address) return false;
      if (prefix === undefined) return isIP(address) !== 0 || proxyAddress.test(address);
      return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address) === 6 ? 128 : isIP(address) === 4 ? 32 : -1);
    };
    if (list.every(valid)) return list;
    context.issues.push({
      code: 'custom',
      input: value,
      message: 'it must be a number of proxies (1, 2, …) or a comma-separated list of their addresses or CIDR ranges',
    });
    return z.NEVER;
  }),
);
/** A duration in seconds, read into milliseconds. */
const seconds = (fallback: number) =>
  z.pipe(
    z._default(z.coerce.number().check(z.positive(), z.maximum(86_400)), fallback),
    z.transform((value: number) => Math.round(value * 1000)),
  );
/** smtp:// or smtps:// with its user, password and port (nodemailer's connection URL); blank is unset. */
const smtpUrl = z.optional(
  z.pipe(
    z.string(),
    z.transform((value: string, context) => {
      const trimmed = value.trim();
      if (!trimmed) return undefined;
      if (!/^smtps?:\/\/[^/?#\s]/i.test(trimmed) || !URL.canParse(trimmed)) {
        // The URL may hold a password: the message does not repeat it.
        context.issues.push({
          code: 'custom',
          input: '(not shown)',
          message: 'it must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587',
        });
        return z.NEVER;
      }
      return trimmed;
    }),
  ),
);
/** One e-mail address; blank or unset is the given default. */
const address = (fallback: string) =>
  z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((value: string | undefined) => value?.trim() || fallback),
    ),
    z.email('it must be one e-mail address such as team@example.com'),
  );

/** The team's addresses: the company's published ones unless configured otherwise. */
export const mailDefaults = {
  salesEmail: company.emails.sales,
  hrEmail: company.emails.hr,
  /** A no-reply address on the domain of the company's own addresses. */
  mailFrom: `no-reply@${company.emails.info.split('@')[1]}`,
} as const;

/** The limits on time and requests (README: "Configuration"; docs/decisions/165-limits-proxies-shutdown.md). */
export const limitDefaults = {
  /** GET and HEAD requests per minute per client address (files under /assets/ are not counted). */
  getRateLimitMax: 3000,
  /** The longest a client may stay silent while it sends a request, and the time its headers may take. */
  bodyTimeoutMs: 30_000,
  /** The longest a whole request (a 20 MB application on a slow uplink included) may take to arrive. */
  requestTimeoutMs: 300_000,
  /** How long SIGTERM waits for the requests in flight before it closes what is left. */
  shutdownGraceMs: 10_000,
} as const;

/** Tests: the instant the clock reads when the process starts (server/clock.ts); unset, the real time. */
const clockStart = z.optional(
  z.pipe(
    z.string(),
    z.transform((value: string, context): Date | undefined => {
      const trimmed = value.trim();
      if (!trimmed) return undefined;
      const at = new Date(trimmed);
      if (/^\d{4}-\d{2}-\d{2}T/.test(trimmed) && !Number.isNaN(at.getTime())) return at;
      context.issues.push({ code: 'custom', input: value, message: 'it must be an instant such as 2026-11-26T09:00:00Z' });
      return z.NEVER;
    }),
  ),
);

/** The clock of a process that reads no other setting (the command line): CLOCK_START's, else the real one. */
export function clockOfEnvironment(env: NodeJS.ProcessEnv): Clock {
  const result = clockStart.safeParse(env.CLOCK_START);
  if (!result.success) throw new Error(`The setting CLOCK_START is not valid: ${result.error.issues[0]!.message}.`);
  return clockFromSetting(result.data);
}

/** The port `npm start` listens on unless PORT says otherwise. */
export const defaultPort = 4173;

const environment = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65_535)), defaultPort),
  HOST: z._default(z.string(), '127.0.0.1'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: optionalUrl,
  /** The owner of the tables when DATABASE_URL's role is not: migrations run as it (README, Security). */
  DATABASE_OWNER_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /** Set when TLS ends in a proxy or load balancer in front: client addresses come from X-Forwarded-For, HSTS is sent. */
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_MAX: z._default(z.coerce.number().check(z.int(), z.positive()), 20),
  GET_RATE_LIMIT_MAX: z._default(z.coerce.number().check(z.int(), z.positive()), limitDefaults.getRateLimitMax),
  BODY_TIMEOUT: seconds(limitDefaults.bodyTimeoutMs / 1000),
  REQUEST_TIMEOUT: seconds(limitDefaults.requestTimeoutMs / 1000),
  SHUTDOWN_GRACE: seconds(limitDefaults.shutdownGraceMs / 1000),
  DIST_DIR: z._default(z.string(), 'dist'),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** 1 (or true, on): one line per answered request (method, path, status, time); off by default, as a proxy in front keeps that log. */
  ACCESS_LOG: z.pipe(
    z._default(z.string(), '0'),
    z.transform((value: string) => ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase())),
  ),
  /** Where the team's notification mails go out (server/mail/); unset, they wait in the outbox. */
  SMTP_URL: smtpUrl,
  /** The site's public origin: canonical links, the sitemap, the feed and the share tags' absolute URLs. */
  PUBLIC_ORIGIN: z.pipe(
    z._default(z.string(), ''),
    z.transform((value: string, context): string | undefined => {
      const trimmed = value.trim();
      if (!trimmed) return undefined;
      try {
        const url = new URL(trimmed);
        if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === trimmed.replace(/\/$/, '')) return url.origin;
      } catch {
        // Answered below.
      }
      context.issues.push({
        code: 'custom',
        input: value,
        message: 'it must be an origin such as https://www.voltasystems.com.gh, with no path',
      });
      return z.NEVER;
    }),
  ),
  /** 0 (or false, off): no "we received it" mail to the visitor who sends a message or an application. */
  ACKNOWLEDGE: z.pipe(
    z._default(z.string(), '1'),
    z.transform((value: string) => !['0', 'false', 'off', 'no'].includes(value.trim().toLowerCase())),
  ),
  /** Lets `/metrics` be read from elsewhere than this machine, with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optionalUrl,
  /** The newsletter's rate: this many subscribers' mails are queued at a time, then a pause of NEWSLETTER_BATCH_INTERVAL seconds. */
  NEWSLETTER_BATCH_SIZE: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(10_000)), 50),
  NEWSLETTER_BATCH_INTERVAL: seconds(60),
  SALES_EMAIL: address(mailDefaults.salesEmail),
  HR_EMAIL: address(mailDefaults.hrEmail),
  MAIL_FROM: address(mailDefaults.mailFrom),
  CLOCK_START: clockStart,
});

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseOwnerUrl: string | undefined;
  redisUrl: string | undefined;
  /** false, a number of proxy hops, or the proxies' addresses and CIDR ranges. */
  trustProxy: false | number | string[];
  rateLimitMax: number;
  getRateLimitMax: number;
  bodyTimeoutMs: number;
  requestTimeoutMs: number;
  shutdownGraceMs: number;
  distDir: string;
  logLevel: string;
  /** One info line per answered request. */
  accessLog: boolean;
  /** Unset: the notification mails are kept in the outbox, unsent. */
  smtpUrl: string | undefined;
  /** Gets a mail for each contact message. */
  salesEmail: string;
  /** Gets a mail for each application, with its files. */
  hrEmail: string;
  /** The From address of those mails. */
  mailFrom: string;
  /** Unset: `/metrics` answers this machine only. */
  metricsToken: string | undefined;
  /**
   * `https://host` without a trailing slash. Unset: absolute links name the company's published
   * address, and the staff set-up links the address the admin's browser used.
   */
  publicOrigin: string | undefined;
  /** Send the visitor a short mail that their message or application arrived. */
  acknowledge: boolean;
  /** How fast the newsletter is queued: a batch of `batchSize` subscribers every `intervalMs`. */
  newsletterRate: { batchSize: number; intervalMs: number };
  /** Set by tests only: the instant the clock reads at start; unset, the real time. */
  clockStart: Date | undefined;
};

/**
 * What an operator should hear at start: mails that would go to the company's published example
 * addresses rather than the team's, now that they are really sent; and a server that others reach
 * (listening beyond this machine) without PUBLIC_ORIGIN, whose absolute links name the example address.
 */
export function configWarnings(
  config: Pick<ServerConfig, 'smtpUrl' | 'salesEmail' | 'hrEmail' | 'mailFrom' | 'host' | 'publicOrigin'>,
): string[] {
  const warnings: string[] = [];
  if (!config.publicOrigin && !isLoopback(config.host)) {
    warnings.push(
      `HOST is ${config.host} (reached from other machines) but PUBLIC_ORIGIN is not set: canonical links, the sitemap and the share tags name ${company.siteUrl}; set PUBLIC_ORIGIN to the address visitors use, such as https://www.voltasystems.com.gh.`,
    );
  }
  if (!config.smtpUrl) return warnings;
  const settings = [
    ['SALES_EMAIL', config.salesEmail, mailDefaults.salesEmail, 'the contact messages go there'],
    ['HR_EMAIL', config.hrEmail, mailDefaults.hrEmail, 'the applications go there'],
    ['MAIL_FROM', config.mailFrom, mailDefaults.mailFrom, 'the mails are sent from it'],
  ] as const;
  return warnings.concat(
    settings
      .filter(([, value, fallback]) => value === fallback)
      .map(
        ([name, value, , consequence]) =>
          `SMTP_URL is set but ${name} is still the default (${value}): ${consequence}; set ${name} to the team's own address.`,
      ),
  );
}

/** A host only this machine reaches: localhost, 127.0.0.0/8 or ::1. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

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
    databaseOwnerUrl: value.DATABASE_OWNER_URL,
    redisUrl: value.REDIS_URL,
    trustProxy: value.TRUST_PROXY,
    rateLimitMax: value.RATE_LIMIT_MAX,
    getRateLimitMax: value.GET_RATE_LIMIT_MAX,
    bodyTimeoutMs: value.BODY_TIMEOUT,
    requestTimeoutMs: value.REQUEST_TIMEOUT,
    shutdownGraceMs: value.SHUTDOWN_GRACE,
    distDir: value.DIST_DIR,
    logLevel: value.LOG_LEVEL,
    accessLog: value.ACCESS_LOG,
    smtpUrl: value.SMTP_URL,
    metricsToken: value.METRICS_TOKEN,
    publicOrigin: value.PUBLIC_ORIGIN,
    acknowledge: value.ACKNOWLEDGE,
    newsletterRate: { batchSize: value.NEWSLETTER_BATCH_SIZE, intervalMs: value.NEWSLETTER_BATCH_INTERVAL },
    salesEmail: value.SALES_EMAIL,
    hrEmail: value.HR_EMAIL,
    mailFrom: value.MAIL_FROM,
    clockStart: value.CLOCK_START,
  };
}
