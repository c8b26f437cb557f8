import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { readConfig } from './config';
import { fakeDist, openTestStore } from './test/test-app';

/** TRUST_PROXY: which X-Forwarded-For entries are believed, and what that does to the rate limit. */

const opened = (await openTestStore('pglite'))!;
const distDir = fakeDist();
afterAll(() => opened.dispose());

/** An app as TRUST_PROXY=`setting` configures it, with a POST limit of 20 a minute. */
async function appTrusting(setting: string) {
  const { trustProxy } = readConfig({ TRUST_PROXY: setting });
  const app = await buildApp({ config: { distDir, trustProxy, rateLimitMax: 20, logLevel: 'silent' }, store: opened.store, logger: false });
  await app.ready();
  return app;
}

/** The statuses of POSTs sent through a proxy at 127.0.0.1 with these X-Forwarded-For values. */
async function subscribeThrough(app: Awaited<ReturnType<typeof appTrusting>>, forwardedFor: readonly string[]) {
  const statuses: number[] = [];
  for (const [index, header] of forwardedFor.entries()) {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/contact/subscribe?type=Newsletter',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': header },
      payload: { subscriberEmail: `proxy.reader${index}.${Math.random().toString(36).slice(2)}@example.com` },
    });
    statuses.push(answer.statusCode);
  }
  return statuses;
}

const thirty = (header: (i: number) => string) => Array.from({ length: 30 }, (_, i) => header(i));
const twentyThenRefused = [...Array<number>(20).fill(200), ...Array<number>(10).fill(429)];

describe('TRUST_PROXY', () => {
  it('reads a number of hops, true as one hop, or a list of proxy addresses and ranges', () => {
    const read = (value: string) => readConfig({ TRUST_PROXY: value }).trustProxy;
    expect(read('')).toBe(false);
    expect(read('0')).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('true')).toBe(1);
    expect(read('1')).toBe(1);
    expect(read('2')).toBe(2);
    expect(read('10.0.0.7, 10.1.0.0/16,fd00::/8, loopback')).toEqual(['10.0.0.7', '10.1.0.0/16', 'fd00::/8', 'loopback']);
    for (const wrong of ['yes', '10.0.0.0/33', '10.0.0', 'proxy.example.com']) {
      expect(() => read(wrong), wrong).toThrow(/^The setting TRUST_PROXY is not valid: it must be a number of proxies/);
    }
  });

  it('with one hop, counts the address the proxy appended, whatever the client put before it', async () => {
    const app = await appTrusting('1');
    try {
      // The client sends a different left-most address each time; our proxy appends the real one.
      expect(
        await subscribeThrough(
          app,
          thirty((i) => `203.0.113.${i}, 10.0.0.7`),
        ),
      ).toEqual(twentyThenRefused);
      // Another client behind the same proxy is counted on its own.
      expect(await subscribeThrough(app, ['203.0.113.1, 10.0.0.8'])).toEqual([200]);
    } finally {
      await app.close();
    }
  });

  it.each([
    // One proxy, as TRUST_PROXY=1 always meant.
    { setting: 'true', forwarded: (i: number) => `203.0.113.${i}, 10.0.0.7` },
    // A CDN appends the client (198.51.100.7), our load balancer appends the CDN node (10.0.0.$i).
    { setting: '2', forwarded: (i: number) => `203.0.113.${i}, 198.51.100.7, 10.0.0.${i}` },
    // A list: the right-most address that is not one of the listed proxies.
    { setting: '127.0.0.1, 10.0.0.0/8', forwarded: (i: number) => `203.0.113.${i}, 198.51.100.8, 10.0.${i}.1` },
  ])('with TRUST_PROXY=$setting, counts the address the trusted proxies appended', async ({ setting, forwarded }) => {
    const app = await appTrusting(setting);
    try {
      expect(await subscribeThrough(app, thirty(forwarded))).toEqual(twentyThenRefused);
    } finally {
      await app.close();
    }
  });

  it('sends HSTS and upgrade-insecure-requests whenever a proxy is trusted, and neither without', async () => {
    for (const setting of ['1', 'true', '2', '10.0.0.0/8']) {
      const app = await appTrusting(setting);
      const { headers } = await app.inject({ url: '/' });
      await app.close();
      expect(headers['strict-transport-security'], setting).toMatch(/max-age=\d+/);
      expect(headers['content-security-policy'], setting).toContain('upgrade-insecure-requests');
    }
    const direct = await appTrusting('');
    const { headers } = await direct.inject({ url: '/' });
    await direct.close();
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
