import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { runAdmin } from '../../server/test/admin-kit';
import { samplePdf } from '../../server/test/documents';
import { startServer, stopAllServers, type ServerProcess } from '../../server/test/server-process';
import { expect } from '../fixtures';

/**
 * The staff specs' real server on a store of their own (as e2e/journeys.spec.ts), its accounts made
 * with the team's command line (`users add ... --format json` through the server's admin socket), and
 * what visitors send posted to the public API.
 */
export type StaffServer = {
  url: string;
  at: (path: string) => string;
  admin: (...args: string[]) => Promise<string>;
  stop: () => Promise<void>;
};

export type Role = 'hr' | 'marketing' | 'admin';
export type Account = { email: string; password: string; role: Role };

/** A password that passes the rules (12 characters or more, not a common one, not the e-mail). */
export const staffPassword = 'Velvet lagoon 42 harbour kite';

export async function startStaffServer(): Promise<StaffServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'volta-staff-e2e-'));
  const server: ServerProcess = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000' });
  const admin = async (...args: string[]) => {
    const run = await runAdmin(args, { DATA_DIR: dataDir });
    expect(run.code, run.stderr).toBe(0);
    return run.stdout;
  };
  return {
    url: server.url,
    at: (path) => new URL(path.replace(/^\//, ''), server.url).toString(),
    admin,
    stop: async () => {
      await stopAllServers();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A one-time set-up link as the command line prints it (--format json). */
export async function setUpLinkFor(server: StaffServer, email: string, role: Role): Promise<string> {
  const { setUpLink } = JSON.parse(await server.admin('users', 'add', email, '--role', role, '--format', 'json')) as { setUpLink: string };
  expect(setUpLink).toMatch(/\/staff\/set-up#token=[\w-]{43}$/);
  return setUpLink;
}

/** An account of `role`, set up through the API as its link's page would (the set-up page has a journey of its own). */
export async function makeAccount(server: StaffServer, email: string, role: Role): Promise<Account> {
  const token = new URL(await setUpLinkFor(server, email, role)).hash.replace('#token=', '');
  const origin = new URL(server.url).origin;
  const answer = await fetch(server.at('/staff/api/account/set-up'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ token, password: staffPassword }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return { email, password: staffPassword, role };
}

/** Signs in on the sign-in page with the keyboard only: type, Tab, type, Enter. */
export async function signIn(page: Page, server: StaffServer, account: Account) {
  await page.goto(server.at('/staff/sign-in'));
  await page.getByRole('textbox', { name: 'E-mail address' }).focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Staff area' })).toBeVisible();
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

/** An application to the seeded vacancy (Accountant), with its CV named `fileName`. */
export async function sendApplication(
  server: StaffServer,
  person: { firstName: string; email: string },
  fileName = 'Ama Mensah CV.pdf',
  resume: Buffer = samplePdf,
) {
  const form = new FormData();
  const fields = {
    JobTitle: 'Accountant',
    JobCategory: 'Finance',
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
