import { tokens } from '../src/styles/generated/tokens';
import { viewportAt } from './breakpoints';
import { rgb } from './colour';
import { expect, settle, test, suiteTime } from './fixtures';
import { stateShot } from './state-shot';

const articles = [
  { id: 11, title: 'Payroll in Ghana: what changes this year', summary: 'New tax bands and pension rules.', date: '2025-02-03T00:00:00Z' },
  { id: 12, title: 'USSD still matters', description: 'Reaching customers without smartphones.' },
  { id: 13, title: 'Hiring engineers remotely', summary: 'How we run interviews and onboarding.' },
];

/** An article as get-article-by-id answers it (src/contracts/articles.ts). */
function articleRecord(id: number, title: string) {
  const item = (itemId: number) => ({
    id: itemId,
    slug: `article-${itemId}`,
    image: null,
    title: `Article ${itemId}`,
    summary: 'A summary.',
    date: '2025-01-01',
    author: 'Ama',
    authorRole: 'Editor',
  });
  return {
    ...item(id),
    title,
    hero: null,
    shareImage: null,
    longDescriptionHtml: 'The introduction.',
    pointsHeading: 'Points',
    points: [{ pointNumber: 1, pointTitle: 'One', pointDescriptionHtml: 'The first point.' }],
    bodyHtml: '<p>The end.</p>',
    related: [item(1), item(2), item(3), item(4)],
  };
}

test.describe('blog list', () => {
  test('shows Loading... while the call runs, then the empty state for an empty list', async ({ page, apiRequests, visit }) => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/articles/get-all-articles**', async (route) => {
      await answered;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
    });
    await visit('/blog');
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'News, insights and more' })).toBeVisible();
    release();

    await expect(page.getByText('No blogs available. Check back later!')).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.locator('main img[src*="empty-state"]')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toBeVisible();

    expect(apiRequests).toHaveLength(1);
    const url = new URL(apiRequests[0]!.url());
    expect(apiRequests[0]!.method()).toBe('GET');
    expect(url.pathname).toBe('/api/articles/get-all-articles');
    expect(url.search).toBe('?pageSize=30&pageNo=1');
  });

  for (const [shape, body] of [
    ['a bare array', articles],
    ['{ data }', { data: articles }],
    ['{ items }', { items: articles }],
  ] as const) {
    test(`lists the articles of ${shape} as cards linking to /blog/{id}`, async ({ page, visit }) => {
      await page.route('**/api/articles/get-all-articles**', (route) => route.fulfill({ json: body }));
      await visit('/blog');
      const list = page.getByRole('list', { name: 'Articles' });
      await expect(list.getByRole('listitem')).toHaveCount(3);
      await expect(list.getByRole('link', { name: articles[0]!.title })).toHaveAttribute('href', '/blog/11');
      await expect(list.getByRole('link', { name: 'USSD still matters' })).toHaveAttribute('href', '/blog/12');
      await expect(list.getByText('Reaching customers without smartphones.')).toBeVisible();
      await expect(list.locator('time')).toHaveText('3 February 2025');
      await expect(page.getByText('No blogs available. Check back later!')).toHaveCount(0);

      // A navigation inside the app asks the API for the article's record.
      await page.route('**/api/article/get-article-by-id', (route) =>
        route.fulfill({ json: articleRecord(13, 'Hiring engineers remotely') }),
      );
      await list.getByRole('link', { name: 'Hiring engineers remotely' }).click();
      await expect(page).toHaveURL(/\/blog\/13$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hiring engineers remotely');
    });
  }

  test('the search box filters the articles and says when nothing matches', async ({ page, visit }) => {
    await page.route('**/api/articles/get-all-articles**', (route) => route.fulfill({ json: articles }));
    await visit('/blog');
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    const cards = page.getByRole('list', { name: 'Articles' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);

    await search.fill('PAYROLL');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Payroll in Ghana');
    await expect(page.getByRole('status')).toHaveText('1 article');

    await search.fill('smartphones');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('USSD still matters');

    await search.fill('blockchain');
    await expect(cards).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('No articles match “blockchain”. Try another word.');

    await search.fill('');
    await expect(cards).toHaveCount(3);
  });

  test('an error is retried three times (1 s, 2 s, 4 s), then the empty state shows', async ({
    page,
    apiRequests,
    consoleWatch,
    visit,
  }) => {
    consoleWatch.allow(/Failed to load resource: the server responded with a status of 500/);
    await page.clock.install({ time: suiteTime() });
    await page.route('**/api/articles/get-all-articles**', (route) => route.fulfill({ status: 500, body: '' }));
    await visit('/blog');
    await expect.poll(() => apiRequests.length).toBe(1);
    await expect(page.getByText('Loading...')).toBeVisible();
    for (const [delay, count] of [
      [1000, 2],
      [2000, 3],
      [4000, 4],
    ] as const) {
      await page.clock.runFor(delay);
      await expect.poll(() => apiRequests.length).toBe(count);
    }
    await expect(page.getByText('No blogs available. Check back later!')).toBeVisible();
    await page.clock.runFor(60_000);
    expect(apiRequests).toHaveLength(4);
  });
});

test.describe('blog article', () => {
  test('shows article 1 of the store: back link, hero, date, title, summary, author, five numbered practices', async ({ page, visit }) => {
    await visit('/blog/1');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to blog' })).toHaveAttribute('href', '/blog');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Five Cybersecurity Practices Every Business Should Adopt in 2025');
    await expect(main.locator('time')).toHaveAttribute('datetime', '2025-03-12');
    await expect(main.locator('time')).toHaveText('12 March 2025');
    await expect(main.getByText(/^Cyber attacks on businesses in Ghana/)).toBeVisible();
    await expect(main.getByText('Kojo Asante')).toBeVisible();
    await expect(main.getByText('Head of Information Security, Volta Systems')).toBeVisible();
    await expect(main.locator('img[fetchpriority="high"]')).toHaveCount(1);
    const practices = main.locator('ol > li');
    await expect(practices).toHaveCount(5);
    await expect(practices.getByRole('heading', { level: 3 }).first()).toHaveText('Turn on multi-factor authentication everywhere');
    await expect(main.getByText(/^None of these measures requires a large team/)).toBeVisible();

    await main.getByRole('link', { name: 'Back to blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('Share uses the Web Share API when the browser has it', async ({ page, visit }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
      Object.defineProperty(navigator, 'share', { configurable: true, value: (data: unknown) => (calls.push(data), Promise.resolve()) });
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error('not expected')) },
      });
    });
    await visit('/blog/1');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls))
      .toEqual([
        {
          title: 'Five Cybersecurity Practices Every Business Should Adopt in 2025',
          text: expect.stringMatching(/^Cyber attacks on businesses/) as unknown as string,
          url: page.url(),
        },
      ]);
    await expect(page.getByText('Link copied to clipboard.')).toHaveCount(0);
  });

  test('without the Web Share API, Share copies the link and says so for 5 s', async ({ page, visit }) => {
    await page.clock.install({ time: suiteTime() });
    await page.addInitScript(() => {
      const copied: string[] = [];
      (window as unknown as { copied: string[] }).copied = copied;
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
      });
    });
    await visit('/blog/1');
    await page.getByRole('button', { name: 'Share' }).click();
    const message = page.getByRole('status').filter({ hasText: 'Link copied to clipboard.' });
    await expect(message).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([page.url()]);
    await page.clock.fastForward(5100);
    await expect(message).toBeHidden();
  });

  test('Like toggles aria-pressed', async ({ page, visit }) => {
    await visit('/blog/1');
    const like = page.getByRole('button', { name: 'Like' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await like.press('Enter');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  test('related cards are selected (red) on hover and focus, unselected on leave and blur, and lead to their articles', async ({
    page,
    visit,
  }) => {
    await visit('/blog/1');
    const section = page.getByRole('region', { name: 'Related articles' });
    const cards = section.getByRole('link');
    await expect(cards).toHaveCount(4);
    await expect(cards).toHaveText([
      /^Preparing your business for Ghana's Data Protection Act/,
      /^USSD or mobile app/,
      /^Five signs it is time to replace your payroll spreadsheet/,
      /^Getting the most from an outsourced development team/,
    ]);
    // Each at its canonical address, with its article's own picture.
    await expect(cards.nth(0)).toHaveAttribute('href', '/blog/preparing-your-business-for-ghana-s-data-protection-act');
    await expect(cards.locator('img[src^="/media/"]')).toHaveCount(4);
    const first = cards.nth(0);
    const second = cards.nth(1);
    const red = rgb(tokens.color.brand['600']);

    await first.hover();
    await expect(first).toHaveAttribute('data-selected', 'true');
    await expect(first).toHaveCSS('background-color', red);
    await expect(first).toHaveCSS('color', rgb(tokens.color['on-dark']));
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(first).toHaveAttribute('data-selected', 'false');
    await expect(first).not.toHaveCSS('background-color', red);

    await second.focus();
    await expect(second).toHaveAttribute('data-selected', 'true');
    await expect(second).toHaveCSS('background-color', red);
    await page.keyboard.press('Shift+Tab');
    await expect(second).toHaveAttribute('data-selected', 'false');
    await expect(first).toHaveAttribute('data-selected', 'true');

    await page.route('**/api/article/get-article-by-id', (route) =>
      route.fulfill({ json: articleRecord(4, 'Five signs it is time to replace your payroll spreadsheet') }),
    );
    await cards.nth(2).click();
    await expect(page).toHaveURL(/\/blog\/five-signs-it-is-time-to-replace-your-payroll-spreadsheet$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five signs it is time to replace your payroll spreadsheet');
  });

  for (const name of ['xs', 'xl'] as const) {
    test(`screenshot at ${name}: a related article selected`, async ({ page, visit }) => {
      await page.setViewportSize(viewportAt(name));
      await visit('/blog/1');
      await settle(page);
      const card = page.getByRole('region', { name: 'Related articles' }).getByRole('link').nth(1);
      await card.focus();
      await expect(card).toHaveAttribute('data-selected', 'true');
      // Focus scrolled the page; back at the top the sticky nav bar sits where it belongs in a full-page shot.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(card).toBeFocused();
      await expect(page).toMatchBaseline([name, 'blog-article-related-selected.png'], stateShot(page));
    });
  }
});
