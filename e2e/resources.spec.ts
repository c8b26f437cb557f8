import type { Page } from '@playwright/test';
import { resourcesContent } from '../src/pages/resources/content';
import { viewportAt } from './breakpoints';
import { expect, settle, test } from './fixtures';
import { stateShot } from './state-shot';

const cards = resourcesContent.cards.items;
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search resources' });
const downloads = (page: Page) => page.getByRole('tabpanel').getByRole('link', { name: /^Download PDF/ });

test.describe('resources', () => {
  test('heading, search box, button and filter tabs', async ({ page, visit }) => {
    await visit('/resources');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find more on our products');
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Find something to read');
    await expect(page.getByRole('search').getByRole('button', { name: 'Search' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Filter resources by category' }).getByRole('tab');
    await expect(tabs).toHaveText(['All', 'Company Profile', 'Product Brochures']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  });

  test('ten cards, each with its own download link to a real PDF that carries its title', async ({ page, visit }) => {
    await visit('/resources');
    await expect(downloads(page)).toHaveCount(10);
    const names = new Set<string>();
    for (const [index, card] of cards.entries()) {
      const link = downloads(page).nth(index);
      await expect(link).toHaveAccessibleName(`Download PDF (${card.title})`);
      names.add(card.title);
      await expect(link).toHaveAttribute('download', card.fileName);
      const href = await link.getAttribute('href');
      const response = await page.request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const body = (await response.body()).toString('latin1');
      expect(body.startsWith('%PDF-')).toBe(true);
      expect(body).toContain(`(${card.title.replace(/[()]/g, '\\$&')})`);
    }
    expect(names.size).toBe(10);
  });

  test('a click on a download link downloads the file', async ({ page, visit }) => {
    await visit('/resources');
    const download = page.waitForEvent('download');
    await downloads(page).first().click();
    expect((await download).suggestedFilename()).toBe(cards[0]!.fileName);
  });

  test('the filter tabs filter the cards', async ({ page, visit }) => {
    await visit('/resources');
    await page.getByRole('tab', { name: 'Product Brochures' }).click();
    await expect(downloads(page)).toHaveCount(4);
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(
      cards.filter((card) => card.category === 'Product Brochures').map((card) => card.title),
    );
    await expect(page.getByRole('tabpanel').getByRole('status')).toHaveText('Showing 4 of 10 resources.');
    await page.getByRole('tab', { name: 'Company Profile' }).click();
    await expect(downloads(page)).toHaveCount(6);
    await page.getByRole('tab', { name: 'All' }).click();
    await expect(downloads(page)).toHaveCount(10);
    await expect(page.getByRole('tabpanel').getByRole('status')).toHaveText('Showing all 10 resources.');
  });

  test('the search filters as you type and with the Search button, combined with the tab', async ({ page, visit }) => {
    await visit('/resources');
    await searchBox(page).fill('voice');
    await expect(downloads(page)).toHaveCount(1);
    await expect(downloads(page)).toHaveAccessibleName('Download PDF (Voice Applications Brochure)');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(downloads(page)).toHaveCount(1);
    expect(page.url()).not.toContain('?');

    await searchBox(page).fill('brochure');
    await searchBox(page).press('Enter');
    await expect(downloads(page)).toHaveCount(4);
    await page.getByRole('tab', { name: 'Company Profile' }).click();
    await expect(page.getByText('No resources match your search.')).toBeVisible();
    await expect(downloads(page)).toHaveCount(0);
    await expect(page.getByRole('tabpanel').getByRole('status')).toHaveText('Showing 0 of 10 resources.');
  });

  test('an empty result says so', async ({ page, visit }) => {
    await visit('/resources');
    await searchBox(page).fill('zebra crossing');
    await expect(page.getByText('No resources match your search.')).toBeVisible();
    await expect(page.getByText('Try another word, or choose All.')).toBeVisible();
    await expect(downloads(page)).toHaveCount(0);
    await searchBox(page).fill('');
    await expect(downloads(page)).toHaveCount(10);
  });

  test.describe('call-to-action block', () => {
    const ctaHeading = (page: Page) => page.getByRole('heading', { name: resourcesContent.cta.heading });

    test('shows on small screens', async ({ page, visit }) => {
      await page.setViewportSize(viewportAt('sm'));
      await visit('/resources');
      await expect(ctaHeading(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
    });

    test('is hidden, also from assistive technology, from 768 px', async ({ page, visit }) => {
      await page.setViewportSize(viewportAt('md'));
      await visit('/resources');
      await expect(ctaHeading(page)).toBeHidden();
      await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
    });
  });

  for (const name of ['xs', 'xl'] as const) {
    test.describe(`a filtered list at ${name}`, () => {
      test.use({ viewport: viewportAt(name) });

      test('screenshot', async ({ page, visit }) => {
        await visit('/resources');
        await page.getByRole('tab', { name: 'Product Brochures' }).click();
        await searchBox(page).fill('platform');
        await expect(downloads(page)).toHaveCount(1);
        await settle(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(page).toMatchBaseline([name, 'resources-filtered.png'], stateShot(page));
      });
    });
  }
});
