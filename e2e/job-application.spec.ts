import type { FileChooser, Page } from '@playwright/test';
import { behaviour } from '../src/styles/behaviour';
import { viewportAt } from './breakpoints';
import { expectNoAxeViolations } from './axe';
import { waitForWidgets } from './careers-helpers';
import { expect, settle, test, type Visit, suiteTime } from './fixtures';

const pdf = (name = 'Ama Mensah CV.pdf', size = 2560) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]),
});
const docx = {
  name: 'Cover letter.docx',
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  buffer: Buffer.from('cover letter body'),
};

const field = (page: Page, name: RegExp | string) => page.getByRole('tabpanel', { name: 'Job Application' }).getByLabel(name);
const resumeInput = (page: Page) => page.locator('input[type="file"]').and(page.getByLabel(/^Resume/));
const coverInput = (page: Page) => page.getByLabel('Cover letter', { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: /^(Submit Application|Submitting)$/ });

async function openApplication(page: Page, visit: Visit) {
  await visit('/careers/1');
  await waitForWidgets(page, 1);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(field(page, /^First name/)).toBeVisible();
}

async function fillEverything(page: Page) {
  await field(page, /^First name/).fill('Ama');
  await field(page, /^Last name/).fill('Mensah');
  await field(page, /^Email address/).fill('ama@example.com');
  await field(page, 'Phone number').fill('+233 20 123 4567');
  await field(page, 'Highest qualification').fill('BSc Computer Science');
  await field(page, 'Location').fill('Accra');
  await field(page, 'Application type').selectOption('National Service');
  await field(page, 'Years of experience').selectOption('1-2 years');
  await field(page, 'Salary expectation').fill('4500.50');
  await resumeInput(page).setInputFiles(pdf());
  await coverInput(page).setInputFiles(docx);
}

test.describe('job application form', () => {
  test('fields, input types, placeholders, GHC prefix and the two labelled slots', async ({ page, visit }) => {
    await openApplication(page, visit);
    const expected: [RegExp | string, string, string][] = [
      [/^First name/, 'text', 'John'],
      [/^Last name/, 'text', 'Doe'],
      [/^Email address/, 'email', 'john.doe@example.com'],
      ['Phone number', 'tel', '+233 20 000 0000'],
      ['Highest qualification', 'text', 'What is your highest qualification'],
      ['Salary expectation', 'number', '0.00'],
    ];
    for (const [name, type, placeholder] of expected) {
      await expect(field(page, name)).toHaveAttribute('type', type);
      await expect(field(page, name)).toHaveAttribute('placeholder', placeholder);
    }
    await expect(field(page, /^Email address/)).toHaveAttribute('name', 'EmailAddress');
    await expect(field(page, 'Application type').locator('option').first()).toHaveText('Select application type');
    await expect(field(page, 'Years of experience').locator('option').first()).toHaveText('Select your years of experience');
    await expect(page.getByText('GHC', { exact: true })).toBeVisible();
    await expect(field(page, 'Salary expectation')).toHaveAccessibleDescription('Amount in Ghana cedis');
    await expect(resumeInput(page)).toHaveAttribute('type', 'file');
    await expect(resumeInput(page)).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await expect(coverInput(page)).toHaveAttribute('accept', '.pdf,.doc,.docx');
  });

  test('requires first name, last name, a valid e-mail and a resume; focus goes to the first error', async ({
    page,
    apiRequests,
    visit,
  }) => {
    await openApplication(page, visit);
    await submit(page).click();
    const checks: [RegExp | string, string][] = [
      [/^First name/, 'First name is required.'],
      [/^Last name/, 'Last name is required.'],
      [/^Email address/, 'Email is required.'],
    ];
    for (const [name, message] of checks) {
      await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, name)).toHaveAccessibleDescription(message);
    }
    await expect(resumeInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please attach your resume.')).toBeVisible();
    await expect(field(page, /^First name/)).toBeFocused();
    for (const name of ['Phone number', 'Location', 'Highest qualification', 'Salary expectation']) {
      await expect(field(page, name)).not.toHaveAttribute('aria-invalid', 'true');
    }

    await field(page, /^Email address/).fill('ama@example');
    await expect(field(page, /^Email address/)).toHaveAccessibleDescription('Enter a valid email address.');
    await field(page, /^First name/).fill('Ama');
    await expect(field(page, /^First name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(apiRequests.filter((request) => request.url().includes('apply'))).toHaveLength(0);
  });

  test('upload slot: shows the chosen file, refuses big and unsupported files, removes', async ({ page, visit }) => {
    await openApplication(page, visit);
    await resumeInput(page).setInputFiles(pdf('Ama Mensah CV.pdf', 2560));
    await expect(page.getByText('Ama Mensah CV', { exact: true })).toBeVisible();
    await expect(page.getByText('2.50 KB · PDF')).toBeVisible();

    await coverInput(page).setInputFiles(docx);
    await expect(page.getByText('Cover letter', { exact: true }).last()).toBeVisible();
    await expect(page.getByText(`${(docx.buffer.length / 1024).toFixed(2)} KB · DOC`)).toBeVisible();

    // 10 × 1024 × 1024 bytes is not 'less than 10 MB': refused, and the slot is emptied.
    await resumeInput(page).setInputFiles(pdf('huge.pdf', behaviour.maxUploadBytes));
    await expect(page.getByRole('alert').filter({ hasText: 'File size must be less than 10 MB.' })).toBeVisible();
    await expect(page.getByText('Ama Mensah CV', { exact: true })).toHaveCount(0);
    await expect(page.getByText('huge', { exact: true })).toHaveCount(0);

    await resumeInput(page).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(page.getByRole('alert').filter({ hasText: 'File type is not supported' })).toBeVisible();

    // One byte under 10 MB is fine; a valid file clears the message.
    await resumeInput(page).setInputFiles(pdf('exact.pdf', behaviour.maxUploadBytes - 1));
    await expect(page.getByText('10240.00 KB · PDF')).toBeVisible();
    await expect(page.getByText('File type is not supported')).toHaveCount(0);

    await page.getByRole('button', { name: 'Remove exact.pdf' }).click();
    await expect(page.getByText('exact', { exact: true })).toHaveCount(0);
    await expect(resumeInput(page)).toBeFocused();
  });

  test('upload slot: opens the file picker by click and by keyboard, and takes a dropped file', async ({ page, visit }) => {
    // Listen before the page loads: Playwright switches on file-chooser interception when the
    // first listener is added, and a chooser opened before that switch lands is never reported.
    const choosers: FileChooser[] = [];
    page.on('filechooser', (chooser) => choosers.push(chooser));
    await openApplication(page, visit);
    await page.getByText('browse').first().click();
    await expect.poll(() => choosers.length).toBe(1);
    await choosers[0]!.setFiles(pdf('clicked.pdf'));
    await expect(page.getByText('clicked', { exact: true })).toBeVisible();

    await field(page, 'Salary expectation').focus();
    await page.keyboard.press('Tab');
    await expect(resumeInput(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(() => choosers.length).toBe(2);
    await choosers[1]!.setFiles(pdf('typed.pdf'));
    await expect(page.getByText('typed', { exact: true })).toBeVisible();

    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['cover'], 'Dropped letter.doc', { type: 'application/msword' }));
      return transfer;
    });
    const zone = page.getByText('Drag and drop your file here, or').nth(1);
    await zone.dispatchEvent('dragover', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    await expect(page.getByText('Dropped letter', { exact: true })).toBeVisible();
    await expect(page.getByText('0.00 KB · DOC')).toBeVisible();
  });

  test('submits every field and both files as multipart, then says so and resets everything', async ({ page, apiRequests, visit }) => {
    await page.clock.install({ time: suiteTime() });
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let body: Buffer | null = null;
    let contentType = '';
    await page.route('**/api/job-vacancy/apply', async (route) => {
      body = route.request().postDataBuffer();
      contentType = route.request().headers()['content-type'] ?? '';
      await answered;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await openApplication(page, visit);
    await fillEverything(page);
    await submit(page).click();
    await expect(submit(page)).toHaveText('Submitting');
    await expect(submit(page)).toBeDisabled();
    release();

    await expect(page.getByRole('status').filter({ hasText: 'Your application has been sent.' })).toBeVisible();
    const calls = apiRequests.filter((request) => request.url().includes('/api/job-vacancy/apply'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method()).toBe('POST');
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);

    const form = await new Request('http://stub/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body as unknown as Buffer),
    }).formData();
    expect([...form.keys()]).toEqual([
      'JobTitle',
      'JobCategory',
      'FirstName',
      'LastName',
      'EmailAddress',
      'Location',
      'YearsOfExperience',
      'ApplicationType',
      'SalaryExpectation',
      'PhoneNumber',
      'HighestQualification',
      'Resume',
      'CoverLetter',
    ]);
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      JobTitle: 'National Service and Internship Opportunities',
      JobCategory: 'Engineer',
      FirstName: 'Ama',
      LastName: 'Mensah',
      EmailAddress: 'ama@example.com',
      Location: 'Accra',
      YearsOfExperience: '1-2 years',
      ApplicationType: 'National Service',
      SalaryExpectation: '4500.50',
      PhoneNumber: '+233 20 123 4567',
      HighestQualification: 'BSc Computer Science',
    });
    const resume = form.get('Resume') as File;
    const cover = form.get('CoverLetter') as File;
    expect(resume.name).toBe('Ama Mensah CV.pdf');
    expect(Buffer.from(await resume.arrayBuffer()).equals(pdf().buffer)).toBe(true);
    expect(cover.name).toBe('Cover letter.docx');
    expect(Buffer.from(await cover.arrayBuffer()).toString()).toBe('cover letter body');

    for (const name of [
      /^First name/,
      /^Last name/,
      /^Email address/,
      'Phone number',
      'Highest qualification',
      'Location',
      'Salary expectation',
    ]) {
      await expect(field(page, name)).toHaveValue('');
    }
    await expect(field(page, 'Application type')).toHaveValue('');
    await expect(field(page, 'Years of experience')).toHaveValue('');
    await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await expect(submit(page)).toHaveText('Submit Application');

    await page.clock.fastForward(behaviour.statusMessageMs + 100);
    await expect(page.getByText('Your application has been sent.')).toBeHidden();
  });

  test('a failure says so and keeps every field and file', async ({ page, consoleWatch, visit }) => {
    consoleWatch.allow(/status of 500/);
    await page.route('**/api/job-vacancy/apply', (route) => route.fulfill({ status: 500, body: '' }));
    await openApplication(page, visit);
    await fillEverything(page);
    await submit(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to send your application. Try again.' })).toBeVisible();
    await expect(field(page, /^First name/)).toHaveValue('Ama');
    await expect(field(page, /^Email address/)).toHaveValue('ama@example.com');
    await expect(field(page, 'Application type')).toHaveValue('National Service');
    await expect(field(page, 'Salary expectation')).toHaveValue('4500.50');
    await expect(page.getByText('Ama Mensah CV', { exact: true })).toBeVisible();
    await expect(page.getByText('Cover letter', { exact: true }).last()).toBeVisible();
    await expect(submit(page)).toBeEnabled();
  });

  test('a vacancy that closed while the form was open says so, keeping what was typed', async ({ page, consoleWatch, visit }) => {
    consoleWatch.allow(/status of 409/);
    await page.route('**/api/job-vacancy/apply', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'Applications closed on 1 December 2026.' }),
      }),
    );
    await openApplication(page, visit);
    await fillEverything(page);
    await submit(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This role has stopped taking applications, so your application was not sent.' }),
    ).toBeVisible();
    await expect(field(page, /^First name/)).toHaveValue('Ama');
  });
});

test.describe('job application: screenshots and axe', () => {
  for (const name of ['xs', 'xl'] as const) {
    test(`errors at ${name}`, async ({ page, visit }) => {
      await page.setViewportSize(viewportAt(name));
      await openApplication(page, visit);
      await submit(page).click();
      await expect(field(page, /^First name/)).toBeFocused();
      await settle(page);
      await page.getByRole('tabpanel', { name: 'Job Application' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('tabpanel', { name: 'Job Application' })).toMatchBaseline([name, 'careers-1-application-errors.png']);
      await expectNoAxeViolations(page);
    });

    test(`upload slot holding a file at ${name}`, async ({ page, visit }) => {
      await page.setViewportSize(viewportAt(name));
      await openApplication(page, visit);
      await resumeInput(page).setInputFiles(pdf());
      // The innermost element holding both the slot's input and its file: the slot itself.
      const slot = page
        .locator('div')
        .filter({ has: resumeInput(page) })
        .filter({ has: page.getByRole('button', { name: /^Remove/ }) })
        .last();
      await expect(page.getByText('2.50 KB · PDF')).toBeVisible();
      // No hover on the drop zone: the pointer rests away from it.
      await page.mouse.move(0, 0);
      await settle(page);
      await expect(slot).toMatchBaseline([name, 'careers-1-upload-file.png']);
      await expectNoAxeViolations(page);
    });
  }
});
