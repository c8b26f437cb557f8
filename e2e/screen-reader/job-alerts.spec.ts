import { jobCategories } from '../../src/content/jobs';
import { jobAlertsFormContent as copy } from '../../src/forms/job-alerts/content';
import { expect, test } from '../fixtures';
import { ScreenReader } from './virtual-screen-reader';

// The reader is imported from a blob: URL, which the site's content security policy refuses.
test.use({ bypassCSP: true, realApi: true });

const group = `${copy.categories.legend}, ${copy.categories.hint}`;

test.describe('the job alerts form, as a screen reader speaks it', () => {
  test('the address, then the kinds of job as one group with its hint, each box with its state, then the button', async ({
    page,
    visit,
  }) => {
    await visit('/job-alerts');
    const reader = await ScreenReader.start(page, `form[aria-label="${copy.label}"]`);
    await reader.nextUntil(`button, ${copy.submitLabel}`);
    expect(await reader.log()).toEqual([
      `form, ${copy.label}`,
      copy.emailField.label,
      `textbox, ${copy.emailField.label}, placeholder ${copy.emailField.placeholder}`,
      `group, ${group}`,
      copy.categories.legend,
      'paragraph',
      copy.categories.hint,
      'end of paragraph',
      ...jobCategories.flatMap(({ name }) => [`checkbox, ${name}, not checked`, name]),
      `end of group, ${group}`,
      `button, ${copy.submitLabel}`,
    ]);
  });

  test('sent: focus moves to the panel, whose name is heard first, then the address and what to do next', async ({ page, visit }) => {
    const email = `heard-${Date.now().toString(36)}@example.com`;
    await visit('/job-alerts');
    const reader = await ScreenReader.start(page, 'main');
    await page.getByRole('main').getByRole('textbox', { name: copy.emailField.label }).fill(email);
    await page.getByRole('checkbox', { name: 'Designer' }).check();
    await page.getByRole('button', { name: copy.submitLabel }).press('Enter');
    const panel = page.getByRole('region', { name: copy.sent.heading });
    await expect(panel).toBeFocused();
    await expect.poll(() => reader.log()).toContain(`region, ${copy.sent.heading}`);
    await reader.clear();
    await reader.next(9);
    expect(await reader.log()).toEqual([
      `heading, ${copy.sent.heading}, level 2`,
      'paragraph',
      copy.sent.text(email),
      'end of paragraph',
      'paragraph',
      copy.sent.next('Designer'),
      'end of paragraph',
      `button, ${copy.sent.again}`,
      `end of region, ${copy.sent.heading}`,
    ]);
  });
});
