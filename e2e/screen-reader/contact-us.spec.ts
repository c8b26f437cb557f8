import { contactFormContent as copy } from '../../src/forms/contact/content';
import { expect, test } from '../fixtures';
import { ScreenReader } from './virtual-screen-reader';

// The reader is imported from a blob: URL, which the site's content security policy refuses.
test.use({ bypassCSP: true, realApi: true });

type Name = keyof typeof copy.fields;

/** A field as the reader speaks it: name, then its error (while it has one) or its value. */
function textbox(name: Name, said: { error?: string; value?: string } = {}) {
  const { label, placeholder } = copy.fields[name];
  if (said.value) return `textbox, ${label}, ${said.value}`;
  return `textbox, ${label}, ${said.error ? `${said.error}, invalid, ` : ''}placeholder ${placeholder}`;
}

const message = { fullName: 'Ama Mensah', email: 'ama@example.com', company: 'Acme Ltd', messageBody: 'We need a USSD app.' };

test.describe('contact form, as a screen reader speaks it', () => {
  test('sent empty: focus on the first invalid field with its message; each error heard in turn, then the success', async ({
    page,
    apiRequests,
    visit,
  }) => {
    await visit('/contact-us');
    const reader = await ScreenReader.start(page, `form[aria-label="${copy.label}"]`);
    await reader.nextUntil(`button, ${copy.submitLabel}`);
    await reader.press('Enter');
    await expect(page.getByRole('textbox', { name: copy.fields.fullName.label })).toBeFocused();
    // Each error is inserted as an alert, which screen readers announce but this reader does not
    // (it voices changes inside live regions already on the page): each is heard on the field it
    // describes, as the user reaches it, fills it and tabs on.
    for (const name of ['fullName', 'email', 'company', 'messageBody'] as const) {
      await reader.type(message[name]);
      await reader.press('Tab');
    }
    // A real key: the reader's own press would read the button again, and it changes while sending.
    await page.keyboard.press('Enter');

    const success = `polite: ${copy.success}`;
    await expect.poll(() => reader.log()).toContain(success);
    // Up to the success: the message goes 5 s later, which the reader reports as an empty change.
    const log = await reader.log();
    expect(log.slice(0, log.indexOf(success) + 1)).toEqual([
      `form, ${copy.label}`,
      copy.fields.fullName.label,
      textbox('fullName'),
      copy.fields.email.label,
      textbox('email'),
      copy.fields.company.label,
      textbox('company'),
      copy.fields.messageBody.label,
      textbox('messageBody'),
      `button, ${copy.submitLabel}`,
      textbox('fullName', { error: copy.errors.fullNameRequired }),
      textbox('fullName', { value: message.fullName }),
      textbox('email', { error: copy.errors.emailRequired }),
      textbox('email', { value: message.email }),
      textbox('company', { error: copy.errors.companyRequired }),
      textbox('company', { value: message.company }),
      textbox('messageBody', { error: copy.errors.messageRequired }),
      // The reader does not speak a text area's value; the error has gone.
      textbox('messageBody'),
      `button, ${copy.submitLabel}`,
      success,
    ]);
    expect(apiRequests).toHaveLength(1);
  });
});

test.describe('the confirmation panel, as a screen reader speaks it', () => {
  test('focus moves to it: its name and reference are heard first, then what happens next', async ({ page, visit }) => {
    await visit('/contact-us');
    const reader = await ScreenReader.start(page, 'main');
    for (const name of ['fullName', 'email', 'company', 'messageBody'] as const) {
      await page.getByRole('textbox', { name: copy.fields[name].label, exact: true }).fill(message[name]);
    }
    await page.getByRole('button', { name: copy.submitLabel }).press('Enter');
    const panel = page.getByRole('region', { name: copy.confirmation.heading });
    await expect(panel).toBeFocused();
    const reference = (await panel.locator('strong').textContent())!;
    await expect
      .poll(() => reader.log())
      .toContain(`region, ${copy.confirmation.heading}, ${copy.confirmation.referenceLabel} ${reference}`);
    await reader.clear();
    await reader.next(14);
    expect(await reader.log()).toEqual([
      `heading, ${copy.confirmation.heading}, level 2`,
      'paragraph',
      copy.confirmation.referenceLabel,
      'strong',
      reference,
      'end of strong',
      'end of paragraph',
      `heading, ${copy.confirmation.nextHeading}, level 3`,
      'paragraph',
      copy.confirmation.next,
      'end of paragraph',
      'paragraph',
      copy.confirmation.mailed,
      'end of paragraph',
    ]);
  });
});
