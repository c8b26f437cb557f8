import { jobCategories } from '../../src/content/jobs';
import { jobApplicationContent } from '../../src/forms/job-application/content';
import { jobDetailContent } from '../../src/pages/job-detail/content';
import { careersContent } from '../../src/pages/careers/content';
import { behaviour } from '../../src/styles/behaviour';
import { sampleJobs, stubJobs, waitForWidgets } from '../careers-helpers';
import { expect, test } from '../fixtures';
import { ScreenReader, sliceFrom } from './virtual-screen-reader';

// The reader is imported from a blob: URL, which the site's content security policy refuses.
test.use({ bypassCSP: true });

const { openPositions } = careersContent;

test.describe('careers, as a screen reader speaks it', () => {
  test('the category menu: choosing Engineer by keyboard names it on the button, and the count follows', async ({ page, visit }) => {
    await stubJobs(page, sampleJobs);
    await visit('/careers');
    await waitForWidgets(page, 3);
    const reader = await ScreenReader.start(page, `#${openPositions.anchorId}`);
    const { label, allOption } = openPositions.category;
    const engineer = jobCategories[0]!;
    const options = jobCategories.length + 1;
    const trigger = (choice: string) => `button, ${label}: ${choice}, not expanded, has popup menu`;
    await reader.nextUntil(trigger(allOption));
    await reader.press('Enter');
    await reader.press('ArrowDown');
    await reader.press('Enter');
    await expect
      .poll(async () => sliceFrom(await reader.log(), trigger(allOption), 6))
      .toEqual([
        trigger(allOption),
        // The menu is labelled by its button, so its name carries the current choice.
        `menu, ${label}: ${allOption}, orientated vertically`,
        `menuitemradio, ${allOption}, checked, position 1, set size ${options}`,
        `menuitemradio, ${engineer.name}, not checked, position 2, set size ${options}`,
        // The list is filtered at once (Frontend and Backend Engineer); the menu gives focus back
        // a moment later.
        `polite: ${openPositions.resultsCount(2)}`,
        trigger(engineer.name),
      ]);
  });

  test('the upload refuses a file over 10 MB, and the slot says why', async ({ page, visit }) => {
    // The 10 MB file crosses the browser protocol as base64: seconds on a loaded machine.
    test.setTimeout(60_000);
    await visit('/careers/1');
    await waitForWidgets(page, 1);
    const reader = await ScreenReader.start(page, 'main');
    const { uploads } = jobApplicationContent;
    const apply = `button, ${jobDetailContent.apply}`;
    // A file input has no ARIA role, so the reader speaks only its name and description (and no
    // "invalid": that state is spoken for roles that support it).
    const slot = (label: string, error?: string) => `${label}, ${error ? `${error} ` : ''}${uploads.hint}`;
    await reader.nextUntil(apply);
    await reader.press('Enter');
    await expect(page.getByRole('tabpanel', { name: jobDetailContent.tabs.jobApplication }).getByLabel(/^First name/)).toBeVisible();
    await reader.nextUntil(slot(uploads.resume.label));

    // The picker is the browser's own, outside the page and outside what the reader speaks: the
    // test hands the file to the input as the picker would.
    const resume = page.locator('input[type="file"]').and(page.getByLabel(/^Resume/));
    // One byte over 10 MB (a file of exactly 10 × 1024 × 1024 bytes is refused too: 'less than 10 MB').
    const justOver10Mb = Buffer.alloc(behaviour.maxUploadBytes + 1, 0x20);
    await resume.focus();
    await resume.setInputFiles({ name: 'portfolio.pdf', mimeType: 'application/pdf', buffer: justOver10Mb });
    await expect(resume).toHaveAttribute('aria-invalid', 'true');
    // The reader voices changes inside live regions already on the page, not an alert inserted
    // into it (which screen readers announce at once): the message is heard where the user meets
    // it, on the slot and right after it.
    await reader.press('Tab');
    await reader.press('Shift+Tab');
    await reader.next(3);

    const log = await reader.log();
    expect(sliceFrom(log, apply, 2)).toEqual([
      apply,
      `tab, ${jobDetailContent.tabs.jobApplication}, selected, 1 control, position 2, set size 2`,
    ]);
    expect(log.slice(-6)).toEqual([
      slot(uploads.resume.label),
      slot(uploads.coverLetter.label),
      slot(uploads.resume.label, uploads.messages.fileTooLarge),
      'alert',
      uploads.messages.fileTooLarge,
      'end of alert',
    ]);
  });
});
