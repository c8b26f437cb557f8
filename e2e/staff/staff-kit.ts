import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { runAdmin } from '../../server/test/admin-kit';
import { samplePdf } from '../../server/test/documents';
import { startServer, stopAllServers, type ServerProcess } from '../../server/test/server-process';
import { expect, test } from '../fixtures';
import { linkIn, mailsTo, sinkMailEnv } from '../mail-sink';

/**
 * The staff specs' real server on a store of their own (as e2e/journeys.spec.ts), its accounts made
 * with the team's command line, and what visitors send posted to the public API.
 */
export type StaffServer = {
  url: string;
  at: (path: string) => string;
  /** The path and #fragment of each set-up link asked for, by e-mail. */
  links: Record<string, string>;
  /** The authenticator app's secret of each admin account (set up by the kit, as the admin would on Your account). */
  secrets: Record<string, string>;
  /** The server's clock less this process's: the server keeps the suite's (CLOCK_START), and its codes follow it. */
  clockOffsetMs: number;
  stop: () => Promise<void>;
};

export type Role = 'hr' | 'marketing' | 'admin';
export type Account = { email: string; password: string; role: Role };

/** A password that passes the rules (12 characters or more, not a common one, not the e-mail). */
export const staffPassword = 'Velvet lagoon 42 harbour kite';

/**
 * Starts the built server on a new store, adds the accounts and the set-up links asked for with the
 * team's command line (`npm run admin -- users add EMAIL --role ROLE --format json`, through the running
 * server's admin socket), and sets the accounts up with their passwords, as their link's page does.
 * `env` adds settings (the mail sink's, for a spec that reads the mails: e2e/mail-sink.ts).
 */
export async function startStaffServer(
  accounts: readonly Account[],
  links: readonly { email: string; role: Role }[] = [],
  /** More settings of the server. */
  env: Record<string, string> = {},
): Promise<StaffServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'volta-staff-e2e-'));
  // Its mails go to the suite's SMTP server (scripts/checks/mail-sink.mjs), where the specs read them.
  const server: ServerProcess = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000', ...sinkMailEnv(), ...env });
  // The store's first account is an admin, added by the operating-system user; the others are added
  // as that admin (`--as`), as the team does. A store whose accounts hold no admin gets one to add them.
  const firstAdmin =
    accounts.find((candidate) => candidate.role === 'admin')?.email ??
    links.find((candidate) => candidate.role === 'admin')?.email ??
    'owner@voltasystems.test';
  const usersAdd = async (email: string, role: Role) => {
    const as = email === firstAdmin ? [] : ['--as', firstAdmin];
    const run = await runAdmin(['users', 'add', email, '--role', role, '--show-link', '--format', 'json', ...as], { DATA_DIR: dataDir });
    expect(run.code, run.stderr).toBe(0);
    const link = new URL((JSON.parse(run.stdout) as { setUpLink: string }).setUpLink);
    expect(link.hash).toMatch(/^#token=[\w-]{43}$/);
    return link;
  };
  const isFirst = (email: string) => (email === firstAdmin ? 0 : 1);
  const secrets: Record<string, string> = {};
  let clockOffsetMs = 0;
  const made: Record<string, string> = {};
  const firstLink = accounts.some((candidate) => candidate.email === firstAdmin)
    ? undefined
    : links.find((link) => link.email === firstAdmin);
  if (firstLink) {
    // The first admin is a link to set up: made first, so that the others are added as them.
    const link = await usersAdd(firstAdmin, 'admin');
    made[firstAdmin] = link.pathname + link.hash;
  } else if (!accounts.some((candidate) => candidate.email === firstAdmin)) await usersAdd(firstAdmin, 'admin');
  for (const { email, role, password } of [...accounts].sort((a, b) => isFirst(a.email) - isFirst(b.email))) {
    const token = (await usersAdd(email, role)).hash.slice('#token='.length);
    const answer = await fetch(new URL('staff/api/account/set-up', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(server.url).origin },
      body: JSON.stringify({ token, password }),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    // An admin's pages need a second factor: the kit turns on the authenticator app, in the set-up's session.
    if (role === 'admin') secrets[email] = await turnOnAuthenticator(server.url, email, answer, (offset) => (clockOffsetMs = offset));
  }
  for (const { email, role } of links.filter((link) => link !== firstLink)) {
    const link = await usersAdd(email, role);
    made[email] = link.pathname + link.hash;
  }
  return {
    url: server.url,
    at: (path) => new URL(path.replace(/^\//, ''), server.url).toString(),
    links: made,
    secrets,
    get clockOffsetMs() {
      return clockOffsetMs;
    },
    stop: async () => {
      await stopAllServers();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const account = (email: string, role: Role): Account => ({ email, role, password: staffPassword });

/**
 * Signs in on the sign-in page with the keyboard only: type, Tab, type, Enter; for an account with an
 * authenticator app, then the app's code, Enter.
 */
export async function signIn(page: Page, server: StaffServer, account: Account) {
  await page.goto(server.at('/staff/sign-in'));
  await page.getByRole('textbox', { name: 'E-mail address' }).focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  const secret = server.secrets[account.email];
  if (secret) {
    // Waiting for the app's next code adds to the test's time, not to its budget.
    const code = await authenticatorCode(`${server.url} ${account.email}`, secret, server.clockOffsetMs, (ms) =>
      test.info().setTimeout(test.info().timeout + ms),
    );
    await page.getByRole('textbox', { name: /^Code/ }).fill(code);
    await page.getByRole('textbox', { name: /^Code/ }).press('Enter');
  }
  await expect(page.getByRole('navigation', { name: 'Staff area' })).toBeVisible();
  // Landed: /staff redirects to the role's first page, which would undo a navigation made before it.
  await expect(page).not.toHaveURL(/\/staff(\/sign-in)?\/?(\?.*)?$/);
}

/** The last 30-second step whose code each account used (by server and e-mail): a code signs in once. */
const usedSteps = new Map<string, number>();

/**
 * The authenticator app's code for the next sign-in, as a phone on the server's clock computes it: the
 * step now, or the one after the last used while the server (one step either side of now) takes it
 * for sure (2 seconds into this step: the offset is known to a request's latency), else it waits.
 */
export async function authenticatorCode(
  key: string,
  secret: string,
  clockOffsetMs: number,
  onWait: (ms: number) => void = () => undefined,
): Promise<string> {
  for (;;) {
    const now = Date.now() + clockOffsetMs;
    const current = Math.floor(now / 30_000);
    const step = Math.max(current, (usedSteps.get(key) ?? -1) + 1);
    if (step === current || (step === current + 1 && now % 30_000 > 2_000)) {
      usedSteps.set(key, step);
      return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: step * 30_000 });
    }
    const wait = 30_000 - (now % 30_000) + 50;
    onWait(wait);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * Turns on the authenticator app of the account the set-up answer signed in: answers its secret, and
 * tells the server's clock (its confirmedUntil is 10 minutes after the sign-in) by `onClock`.
 */
async function turnOnAuthenticator(url: string, email: string, setUp: Response, onClock: (offsetMs: number) => void): Promise<string> {
  const cookie = setUp.headers.getSetCookie()[0]!.split(';')[0]!;
  const { csrfToken, confirmedUntil } = (await setUp.json()) as { csrfToken: string; confirmedUntil: string };

  const offset = Date.parse(confirmedUntil) - 10 * 60_000 - Date.now();
  onClock(offset);
  const headers = { origin: new URL(url).origin, cookie, 'x-csrf-token': csrfToken };
  const started = await fetch(new URL('staff/api/account/authenticator/new', url), { method: 'POST', headers });
  const { secret } = (await started.json()) as { secret: string };
  const code = await authenticatorCode(`${url} ${email}`, secret, offset);
  const added = await fetch(new URL('staff/api/account/authenticator', url), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ secret, code }),
  });
  expect(added.status, await added.clone().text()).toBe(200);
  return secret;
}

/** A contact message, as the public form sends it. */
export async function sendMessage(server: StaffServer, message: { fullName: string; email: string; company: string; messageBody: string }) {
  const answer = await fetch(server.at('/api/contact/contact-us'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

/** An application to the seeded vacancy (Accountant), with its CV named `fileName`; `job` null: a general application, naming none. */
export async function sendApplication(
  server: StaffServer,
  person: { firstName: string; email: string },
  fileName = 'Ama Mensah CV.pdf',
  resume: Buffer = samplePdf,
  job: { title: string; category: string } | null = { title: 'Accountant', category: 'Finance' },
) {
  const form = new FormData();
  const fields = {
    JobTitle: job?.title ?? '',
    JobCategory: job?.category ?? '',
    FirstName: person.firstName,
    LastName: 'Mensah',
    EmailAddress: person.email,
    Location: 'Accra, Ghana',
    YearsOfExperience: '3-5 years',
    ApplicationType: 'Full Time',
    SalaryExpectation: '4500.00',
    PhoneNumber: '+233 20 000 0000',
    HighestQualification: 'BSc Accounting',
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('Resume', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), fileName);
  const answer = await fetch(server.at('/api/job-vacancy/apply'), { method: 'POST', body: form });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return resume;
}

/** Chromium's virtual authenticator (CDP WebAuthn) on the page: a platform passkey that verifies its user at once. */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** A POST of JSON to the public API, as the site's forms send it; answers the status and the answer's JSON. */
async function postJson(server: StaffServer, path: string, body: unknown) {
  const answer = await fetch(server.at(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

/** A subscription left waiting for its confirmation: the newsletter's, or job alerts of these kinds of job. */
export async function pendingSubscriber(server: StaffServer, email: string, jobCategories?: string[]) {
  if (jobCategories) await postJson(server, '/api/contact/job-alerts', { subscriberEmail: email, categories: jobCategories });
  else await postJson(server, '/api/contact/subscribe?type=Newsletter', { subscriberEmail: email });
}

/**
 * A subscriber who confirmed (double opt-in), as a visitor does it: subscribes, then follows the
 * link of the confirmation mail, read from the mail sink (the server must mail to it: `sinkMailEnv()`).
 * The last such mail is this server's (a sink kept between local runs has older ones).
 */
export async function confirmedSubscriber(server: StaffServer, email: string, jobCategories?: string[]) {
  await pendingSubscriber(server, email, jobCategories);
  const mail = (await mailsTo(email, { subject: /^Confirm your (subscription|job alerts)/ })).at(-1)!;
  const token = new URLSearchParams(linkIn(mail, '/confirm-subscription').split('?')[1]).get('token');
  expect(token, mail.text).toMatch(/^[\w-]{43}$/);
  await postJson(server, '/api/contact/confirm-subscription', { token });
}

/**
 * The staff API as an account without a second factor (marketing, hr) signed in by password: for a
 * spec that prepares records as a member of staff would, before its pages are looked at.
 */
export async function staffApi(server: StaffServer, account: Account) {
  const origin = new URL(server.url).origin;
  const signedIn = await fetch(server.at('/staff/api/session/sign-in'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(signedIn.status, await signedIn.clone().text()).toBe(200);
  const cookie = signedIn.headers.getSetCookie()[0]!.split(';')[0]!;
  const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
  return async <Answer>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> => {
    const answer = await fetch(server.at(path), {
      method,
      headers: { origin, cookie, 'x-csrf-token': csrfToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    return (await answer.json()) as Answer;
  };
}
