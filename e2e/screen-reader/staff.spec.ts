import { staffMessages } from '../../src/contracts/staff/content';
import { messagesContent } from '../../src/staff/pages/messages/content';
import { signInContent } from '../../src/staff/pages/sign-in/content';
import { expect, test } from '../fixtures';
import { account, sendMessage, signIn, startStaffServer, type StaffServer } from '../staff/staff-kit';
import { ScreenReader, sliceFrom } from './virtual-screen-reader';

// The reader is imported from a blob: URL, which the site's content security policy refuses.
test.use({ bypassCSP: true, realApi: true });
test.describe.configure({ mode: 'serial' });

const hr = account('esi.hr@example.com', 'hr');
let server: StaffServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startStaffServer([hr]);
  await sendMessage(server, { fullName: 'Kofi Boateng', email: 'kofi@example.com', company: 'Boateng Ltd', messageBody: 'First.' });
  await sendMessage(server, { fullName: 'Adwoa Mensah', email: 'adwoa@example.com', company: 'Mensah Co', messageBody: 'Second.' });
});
test.afterAll(async () => server.stop());

test.describe('the staff area, as a screen reader speaks it', () => {
  test('sign-in: the fields by their names, and a refused password announced', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of 401/);
    await page.goto(server.at('/staff/sign-in'));
    await expect(page.getByRole('textbox', { name: signInContent.email })).toBeVisible();
    const reader = await ScreenReader.start(page, 'main');
    const form = `form, ${signInContent.formLabel}`;
    await reader.nextUntil(form);
    await reader.next(5);
    // A password field has no role of its own: its label and its name are what is spoken.
    expect(sliceFrom(await reader.log(), form, 6)).toEqual([
      form,
      signInContent.email,
      `textbox, ${signInContent.email}, required`,
      signInContent.password,
      signInContent.password,
      `button, ${signInContent.submit}`,
    ]);
    await page.getByRole('textbox', { name: signInContent.email }).fill(hr.email);
    await page.getByRole('textbox', { name: signInContent.password }).fill('not the right password at all');
    await reader.press('Enter');
    // The refusal is spoken without moving the reader, once the answer is in.
    await expect
      .poll(async () => (await reader.log()).filter((phrase) => /^(assertive|polite): /.test(phrase)))
      .toEqual([`polite: ${staffMessages.signInFailed}`]);
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
  });

  test('a list: the table by its caption, the sort order of each column, and the order after sorting by another column', async ({
    page,
  }) => {
    await signIn(page, server, hr);
    await page.goto(server.at('/staff/messages'));
    await expect(page.getByRole('heading', { level: 1, name: messagesContent.title })).toBeVisible();
    const reader = await ScreenReader.start(page, 'main');
    const { columns } = messagesContent;
    await reader.nextUntil(`table, ${messagesContent.caption}`);
    await reader.nextUntil(`button, ${columns.fullName}`, 40);
    // The table by its caption; the sorted column says its order, the others that they have none.
    const caption = `caption, ${messagesContent.caption}`;
    expect(sliceFrom(await reader.log(), caption, 8)).toEqual([
      caption,
      'rowgroup',
      `row, ${columns.createdAt} ${columns.fullName} ${columns.email} ${columns.company} ${columns.messageBody}`,
      `columnheader, ${columns.createdAt}, sorted in descending order`,
      `button, ${columns.createdAt}`,
      `end of columnheader, ${columns.createdAt}, sorted in descending order`,
      `columnheader, ${columns.fullName}, no defined sort order`,
      `button, ${columns.fullName}`,
    ]);
    await reader.clear();
    await reader.press('Enter');
    await expect(page.getByRole('columnheader', { name: columns.fullName })).toHaveAttribute('aria-sort', 'descending');
    await reader.next();
    // Sorted by name now: leaving the header, the reader says its new order.
    expect(await reader.log()).toEqual([
      `button, ${columns.fullName}`,
      `end of columnheader, ${columns.fullName}, sorted in descending order`,
    ]);
  });
});
