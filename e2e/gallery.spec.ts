import { expect, test } from './fixtures';

test.describe('gallery', () => {
  test('shows the heading and the placeholder blocks', async ({ page, visit }) => {
    await visit('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Memories at a Glance');
    await expect(page.getByRole('list', { name: 'Gallery photos (coming soon)' }).getByRole('listitem')).toHaveCount(6);
  });

  test('Back goes home when the gallery was opened directly', async ({ page, visit }) => {
    await visit('/gallery');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pioneering Software Solutions for a Digital World.');
  });

  test('Back returns to the previous page of the site', async ({ page, visit }) => {
    await visit('/blog');
    // No page links to the gallery: navigate inside the app the way a router link does.
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'fromblog', idx: 1 }, '', '/gallery');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Memories at a Glance');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News, insights and more');
  });
});
