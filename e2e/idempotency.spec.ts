import { suiteClock } from '../server/test/suite-clock';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { openStore } from '../server/store/open-store';
import { applications, contactMessages, idempotencyKeys } from '../server/store/schema';
import { startServer, stopAllServers, type ServerProcess } from '../server/test/server-process';
import { waitForWidgets } from './careers-helpers';
import { expect, test } from './fixtures';

/**
 * A visitor whose first try was stored but whose answer never came (a time-out, a dropped
 * connection) and who presses the button again: the second try carries the first one's
 * Idempotency-Key, the server answers the first answer, and the store holds the submission once
 * (docs/decisions/166-idempotent-submissions.md). Real server and store, as in journeys.spec.ts.
 */
test.use({ realApi: true });
test.describe.configure({ mode: 'serial' });

const dataDir = mkdtempSync(join(tmpdir(), 'volta-idempotency-'));
let server: ServerProcess;
const at = (path: string) => new URL(path.replace(/^\//, ''), server.url).toString();
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test.beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000' });
});
test.afterAll(async () => {
  await stopAllServers();
  rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(({ consoleWatch }) => {
  // The first try's answer is dropped on purpose: Chromium logs the failed request.
  consoleWatch.allow(/^Failed to load resource: net::ERR_/);
});

type Try = { key: string | undefined; replayed: string | undefined; status: number };

/** Each try of the call reaches the server; the first one's answer is dropped as a time-out would. */
async function dropFirstAnswer(page: Page, path: string): Promise<Try[]> {
  const tries: Try[] = [];
  await page.route(`**${path}**`, async (route) => {
    const response = await route.fetch();
    const replayed = response.headers()['idempotent-replayed'];
    tries.push({ key: route.request().headers()['idempotency-key'], replayed, status: response.status() });
    if (tries.length === 1) await route.abort('timedout');
    else await route.fulfill({ response });
  });
  return tries;
}

/** The second try carried the first one's key and was answered from the store. */
function expectOneSubmission(tries: Try[]) {
  expect(tries).toHaveLength(2);
  expect(tries[0]!.key).toMatch(uuid);
  expect(tries[1]!.key).toBe(tries[0]!.key);
  expect(tries.map((each) => [each.status, each.replayed])).toEqual([
    [200, undefined],
    [200, 'true'],
  ]);
}

test('the contact form tried again after a lost answer sends one message', async ({ page, visit }) => {
  const tries = await dropFirstAnswer(page, '/api/contact/contact-us');
  await visit(at('/contact-us'));
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: 'Full name', exact: true }).fill('Yaw Retry');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('yaw.retry@example.com');
  await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Retry Farms');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Is this sent once?');
  const send = form.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(form.getByRole('alert')).toHaveText('Failed to send message. Try again.');
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully.' })).toBeVisible();
  expectOneSubmission(tries);
});

test('the footer newsletter tried again after a lost answer subscribes once', async ({ page, visit }) => {
  const tries = await dropFirstAnswer(page, '/api/contact/subscribe');
  await visit(at('/about'));
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Email address' }).fill('yaw.reader@example.com');
  const subscribe = footer.getByRole('button', { name: 'Subscribe' });
  await subscribe.click();
  await expect(footer.getByRole('alert')).toHaveText('Failed to send message. Try again.');
  await subscribe.click();
  await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing.');
  expectOneSubmission(tries);
});

test('the job application tried again after a lost answer makes one application', async ({ page, visit }) => {
  const tries = await dropFirstAnswer(page, '/api/job-vacancy/apply');
  await visit(at('/careers/1'));
  await waitForWidgets(page, 1);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const form = page.getByRole('tabpanel', { name: 'Job Application' });
  await form.getByLabel(/^First name/).fill('Yaw');
  await form.getByLabel(/^Last name/).fill('Retry');
  await form.getByLabel(/^Email address/).fill('yaw.applicant@example.com');
  await page
    .locator('input[type="file"]')
    .and(page.getByLabel(/^Resume/))
    .setInputFiles({ name: 'Yaw CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% retried resume\n') });
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to send your application. Try again.' })).toBeVisible();
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your application has been sent.' })).toBeVisible();
  expectOneSubmission(tries);
});

test('once the server has stopped, the store holds each retried submission once', async () => {
  expect(await server.stop()).toBe(0);
  const store = await openStore({ dataDir, seed: false, clock: suiteClock() });
  try {
    expect(await store.db.select().from(contactMessages).where(eq(contactMessages.email, 'yaw.retry@example.com'))).toHaveLength(1);
    expect(await store.db.select().from(applications).where(eq(applications.email, 'yaw.applicant@example.com'))).toHaveLength(1);
    const scopes = (await store.db.select({ scope: idempotencyKeys.scope }).from(idempotencyKeys)).map((row) => row.scope).sort();
    expect(scopes).toEqual(['POST /api/contact/contact-us', 'POST /api/contact/subscribe', 'POST /api/job-vacancy/apply']);
  } finally {
    await store.close();
  }
});
