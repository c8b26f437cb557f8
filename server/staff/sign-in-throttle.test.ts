import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../domain/outbox';
import { delayAfter, signInThrottle } from '../domain/sign-in';
import { openTestStore, testApp } from '../test/test-app';
import { makeAccount, origin, testPassword } from '../test/staff-kit';
import { suiteStart } from '../test/suite-clock';

/**
 * Throttling that cannot be turned on a victim (issue 39, point 3): failures slow the pair of
 * account and address with growing delays; many failures from many addresses lock the account, and
 * its owner still gets in from an address they signed in from before, and is told by e-mail.
 */
let clock = new Date(suiteStart);
const { store, dispose } = (await openTestStore('pglite', { clock: () => clock }))!;
let app: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  app = await testApp(store);
  await makeAccount(store, 'ama@volta.test', 'hr', clock);
  await makeAccount(store, 'kofi@volta.test', 'hr', clock);
});
afterAll(async () => {
  await app.close();
  await dispose();
});

const signIn = (email: string, password: string, from = '10.1.1.1') =>
  app.inject({ method: 'POST', url: '/staff/api/session/sign-in', headers: { origin }, remoteAddress: from, payload: { email, password } });
const pass = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

describe('sign-in throttling', () => {
  it('grows the delay of one account from one address: 3 free failures, then 1, 2, 4 … seconds, up to 15 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(delayAfter)).toEqual([0, 0, 0, 1, 2, 4, 8]);
    expect(delayAfter(40)).toBe(15 * 60);
  });

  it('answers a try in the wait 429 with Retry-After, for an account that exists and one that does not alike', async () => {
    for (const email of ['ama@volta.test', 'nobody@volta.test']) {
      for (let failure = 0; failure < 3; failure += 1) expect((await signIn(email, 'wrong password!', '10.2.2.2')).statusCode).toBe(401);
      const waiting = await signIn(email, testPassword, '10.2.2.2');
      expect(waiting.statusCode).toBe(429);
      expect(waiting.headers['retry-after']).toBe('1');
      expect(JSON.parse(waiting.body).detail).toBe('Too many wrong attempts from here: wait 1 seconds, then try again.');
      pass(1);
      expect((await signIn(email, 'wrong password!', '10.2.2.2')).statusCode).toBe(401);
      expect((await signIn(email, 'wrong password!', '10.2.2.2')).headers['retry-after']).toBe('2');
      pass(2);
    }
    // The owner elsewhere is not slowed by what was tried from that address.
    expect((await signIn('ama@volta.test', testPassword, '10.3.3.3')).statusCode).toBe(200);
    // And the pair's own count ends with a success.
    expect((await signIn('ama@volta.test', testPassword, '10.2.2.2')).statusCode).toBe(200);
    expect((await signIn('ama@volta.test', 'wrong password!', '10.2.2.2')).statusCode).toBe(401);
    expect((await signIn('ama@volta.test', testPassword, '10.2.2.2')).statusCode).toBe(200);
  });

  it('takes about as long, and answers the same, for a wrong password of an account as for an unknown account', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let attempt = 0; attempt < 9; attempt += 1) {
      let started = performance.now();
      const wrong = await signIn('ama@volta.test', 'wrong password!', `10.4.0.${attempt}`);
      known.push(performance.now() - started);
      started = performance.now();
      const nobody = await signIn('nobody.else@volta.test', 'wrong password!', `10.4.1.${attempt}`);
      unknown.push(performance.now() - started);
      expect([wrong.statusCode, nobody.statusCode]).toEqual([401, 401]);
      expect(JSON.parse(wrong.body).detail).toBe(JSON.parse(nobody.body).detail);
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    expect(median(known) / median(unknown)).toBeGreaterThan(0.5);
    expect(median(known) / median(unknown)).toBeLessThan(2);
  });

  it('locks an account after 20 failures from many addresses, mails its owner once, and lets them in from an address they used before', async () => {
    pass(3600);
    expect((await signIn('kofi@volta.test', testPassword, '10.9.9.9')).statusCode).toBe(200);
    for (let attempt = 0; attempt < signInThrottle.accountLockFailures; attempt += 1) {
      expect((await signIn('kofi@volta.test', 'wrong password!', `172.16.0.${attempt + 1}`)).statusCode).toBe(401);
    }
    const notices = (await listOutbox(store.db)).filter((mail) => mail.kind === 'staff-notice' && mail.recipient === 'kofi@volta.test');
    expect(notices.map((mail) => mail.subject)).toEqual(['Your staff account was locked (Volta Systems)']);
    // The right password from an address the account never signed in from: refused, as any failure.
    const stranger = await signIn('kofi@volta.test', testPassword, '192.168.5.5');
    expect(stranger.statusCode).toBe(401);
    expect(JSON.parse(stranger.body).detail).toBe(JSON.parse((await signIn('nobody@volta.test', 'x', '192.168.5.6')).body).detail);
    // From the address the owner signed in from before: in.
    expect((await signIn('kofi@volta.test', testPassword, '10.9.9.9')).statusCode).toBe(200);
    pass(signInThrottle.lockMinutes * 60 + 1);
    expect((await signIn('kofi@volta.test', testPassword, '192.168.5.7')).statusCode).toBe(200);
    // One mail for the lock, not one per failure after it.
    expect(
      (await listOutbox(store.db)).filter((mail) => mail.kind === 'staff-notice' && mail.recipient === 'kofi@volta.test'),
    ).toHaveLength(1);
  });

  it('stops an address that sprays many accounts, except for an account that signed in from there before', async () => {
    pass(3600);
    expect((await signIn('ama@volta.test', testPassword, '10.7.7.7')).statusCode).toBe(200);
    for (let attempt = 0; attempt < signInThrottle.addressFailureLimit; attempt += 1) {
      expect((await signIn(`sprayed-${attempt}@volta.test`, 'Summer2026!', '10.7.7.7')).statusCode).toBe(401);
    }
    expect((await signIn('kofi@volta.test', testPassword, '10.7.7.7')).statusCode).toBe(429);
    expect((await signIn('ama@volta.test', testPassword, '10.7.7.7')).statusCode).toBe(200);
  });
});
