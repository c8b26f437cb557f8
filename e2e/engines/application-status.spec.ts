import { applicationStatusContent } from '../../src/pages/application-status/content';
import { viewportAt } from '../breakpoints';
import { linkIn, mailsTo } from '../mail-sink';
import { expect, expectSoon, test } from './fixtures';
import { expectSoundAt } from './soundness';

/**
 * The applicant's private status page in this project's engine (application-status.spec.ts in
 * Chromium), through the real server: an application sent, its link read from the acknowledgement the
 * suite's SMTP server received, the page at the narrowest breakpoint and at 1440 px, then withdrawn
 * with the keyboard's focus where it should be, and seen again. The reference is masked in the shots.
 */
const widths = (['xs', 'xl'] as const).map((name) => ({ name, width: viewportAt(name).width }));
const copy = applicationStatusContent.withdraw;

test('an application received, then withdrawn (application-status.spec.ts)', async ({ enginePage: page, baseURL }) => {
  test.setTimeout(90_000);
  const email = `yaa.${page.engine}.${Date.now()}@example.com`;
  const answer = await fetch(new URL('/api/job-vacancy/Forms/Submitresume', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ JobTitle: 'Accountant', JobCategory: 'Finance', FirstName: 'Yaa', LastName: 'Engine', EmailAddress: email }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  const [acknowledgement] = await mailsTo(email);

  await page.setViewport(widths[0]!.width, viewportAt('xs').height);
  await page.goto(linkIn(acknowledgement!, '/application-status'));
  const current = { css: 'main li[aria-current="step"]' };
  await expectSoon(async () => (await page.inspect(current)).text).toMatch(/^Received/);
  for (const breakpoint of widths)
    await test.step(`received at ${breakpoint.name}`, () => expectSoundAt(page, breakpoint, 'application-status-received'));

  await page.setViewport(widths[0]!.width, viewportAt('xs').height);
  await page.click({ role: 'button', name: copy.button });
  await expectSoon(() => page.inspect({ text: copy.question })).toMatchObject({ focused: true });
  await page.focus({ role: 'button', name: copy.confirm });
  await page.press('Enter');
  await expectSoon(() => page.inspect({ text: copy.done })).toMatchObject({ focused: true });
  expect(await page.on({ text: copy.done }, (line) => line.closest('[role="status"]') !== null), 'announced as a status').toBe(true);
  await expectSoon(async () => (await page.inspect(current)).text).toMatch(/^Withdrawn/);
  for (const breakpoint of widths)
    await test.step(`withdrawn at ${breakpoint.name}`, () => expectSoundAt(page, breakpoint, 'application-status-withdrawn'));
});
