import { waitForWidgets } from './careers-helpers';
import { expect, test } from './fixtures';

/** Careers and the blog through the real server: a fresh store shows the seeded lists. */
test.use({ realApi: true });

test('careers lists the open vacancies from the store and filters them by category', async ({ page, visit }) => {
  await visit('/careers');
  const jobs = page.locator('#open_roles').getByRole('article');
  await expect(jobs.first()).toBeVisible();
  await expect(jobs.getByRole('link', { name: 'National Service and Internship Opportunities' })).toHaveAttribute('href', '/careers/1');
  await expect(jobs.getByRole('link', { name: 'Accountant' })).toBeVisible();
  expect(await jobs.count()).toBeGreaterThanOrEqual(14);
  await expect(page.getByText('No Open Positions at the moment.')).toHaveCount(0);
  // The seed's one vacancy past its deadline is not listed (its page says it is closed).
  await expect(jobs.getByRole('link', { name: 'Network Operations Centre Engineer' })).toHaveCount(0);

  await waitForWidgets(page, 3);
  await page.getByRole('button', { name: /^Filter by job category:/ }).click();
  await page.getByRole('menu', { name: 'Filter by job category' }).getByRole('menuitemradio', { name: 'Finance' }).click();
  await expect(jobs.getByRole('link')).toHaveText(['Accountant', 'Financial Analyst']);
});

test('the blog lists the published articles from the store, newest first', async ({ page, visit }) => {
  await visit('/blog');
  const titles = page.getByRole('list', { name: 'Articles' }).getByRole('heading');
  await expect(titles.first()).toHaveText('Five Cybersecurity Practices Every Business Should Adopt in 2025');
  expect(await titles.count()).toBeGreaterThanOrEqual(6);
  await expect(page.getByText('No blogs available. Check back later!')).toHaveCount(0);
});

test('pages answer with their real status', async ({ page, visit }) => {
  expect((await visit('/about'))!.status()).toBe(200);
  expect((await visit('/no-such-page'))!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Error' })).toBeVisible();
  expect((await visit('/portfolio/ftx'))!.status()).toBe(404);
  expect((await visit('/careers/7'))!.status()).toBe(200);
  // An id the store does not hold, or one the id rule refuses (the site's not-found page, as the router
  // renders it too): the not-found message, hydrated without a mismatch (the fixture fails the test on
  // any console error).
  for (const path of ['/careers/4242', '/careers/abc', '/blog/999', '/careers/01', '/blog/007']) {
    expect((await visit(path))!.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Error' })).toBeVisible();
  }
});
