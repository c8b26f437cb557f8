import type { Locator, Page } from '@playwright/test';
import { tokens } from '../src/styles/generated/tokens';
import { breakpoints, viewportAt, viewportHeight } from './breakpoints';
import { expectNoAxeViolations } from './axe';
import { sampleJobs, stubJobs, waitForWidgets } from './careers-helpers';
import { expect, settle, test, type Visit } from './fixtures';
import { stateShot } from './state-shot';

/** Accordion + the two filter menus. */
const widgets = 3;
const categoryButton = (page: Page) => page.getByRole('button', { name: /^Filter by job category:/ });
const typeButton = (page: Page) => page.getByRole('button', { name: /^Filter by job type:/ });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search open positions' });
const jobLinks = (page: Page) => page.locator('#open_roles').getByRole('article').getByRole('link');
const emptyText = (page: Page) => page.getByText('No Open Positions at the moment.');

async function openCareers(page: Page, visit: Visit, path = '/careers') {
  await visit(path);
  await waitForWidgets(page, widgets);
}

/**
 * Radix starts listening for outside pointer-downs one task after the menu mounts (its
 * DismissableLayer defers the listener with setTimeout 0), in the same effect pass that moves
 * focus into the menu. So: wait for that focus, then let one task go by, then click.
 */
async function menuListening(page: Page, menu: Locator) {
  await expect(menu).toBeFocused();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

test.describe('careers page content', () => {
  test('hero, Explore All Jobs to #open_roles, accordion, open positions and closing section', async ({ page, visit }) => {
    await openCareers(page, visit);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empowering you to make an impact!');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const explore = page.getByRole('link', { name: 'Explore All Jobs' });
    await expect(explore).toHaveAttribute('href', '/careers#open_roles');
    await explore.click();
    await expect(page).toHaveURL(/\/careers#open_roles$/);
    const section = page.locator('section#open_roles');
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
    await expect(section.getByText('Apply Now')).toBeVisible();
    await expect(section.getByRole('heading', { level: 2, name: 'Open Positions' })).toBeVisible();

    await expect(page.getByRole('heading', { level: 2, name: 'Why work with Volta Systems' })).toBeVisible();
    const who = page.getByRole('button', { name: '01 Who we are' });
    const why = page.getByRole('button', { name: '02 Why Join' });
    const benefits = page.getByRole('button', { name: '03 Our Benefits' });
    await expect(who).toHaveAttribute('aria-expanded', 'true');
    await expect(why).toHaveAttribute('aria-expanded', 'false');
    await expect(benefits).toHaveAttribute('aria-expanded', 'false');
    await why.click();
    await benefits.focus();
    await page.keyboard.press('Enter');
    // Several may be open at once.
    for (const item of [who, why, benefits]) await expect(item).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Medical cover for you and your immediate family.')).toBeVisible();
    await who.click();
    await expect(who).toHaveAttribute('aria-expanded', 'false');
    await expect(why).toHaveAttribute('aria-expanded', 'true');

    await expect(page.getByRole('heading', { level: 2, name: "Can't find a role here?" })).toBeVisible();
    for (const trait of ['User - Centric', 'Fine-tech Oriented', 'Responsible & Organised', 'Adaptable & Innovative']) {
      await expect(page.getByRole('heading', { level: 3, name: trait })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'careers@example.com' })).toHaveAttribute('href', 'mailto:careers@example.com');
    // Or a general application, with no job named (issue 40, point 6): e2e/general-application.spec.ts.
    await expect(page.getByRole('link', { name: 'Send a general application' })).toHaveAttribute('href', '/careers/general-application');
  });
});

test.describe('job list', () => {
  test('asks once for page 1 of 100, with no retry even on a failure', async ({ page, apiRequests, consoleWatch, visit }) => {
    consoleWatch.allow(/status of 500/);
    await stubJobs(page, '', 500);
    await openCareers(page, visit);
    await expect(emptyText(page)).toBeVisible();
    await page.waitForTimeout(1500);
    const calls = apiRequests.filter((request) => request.url().includes('job-vacancy'));
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]!.url());
    expect(calls[0]!.method()).toBe('GET');
    expect(url.pathname).toBe('/api/job-vacancy/available');
    expect(Object.fromEntries(url.searchParams)).toEqual({ pageNo: '1', pageSize: '100' });
  });

  test('shows a 50px brand-red spinner with a name while loading, then the jobs', async ({ page, visit }) => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/job-vacancy/available**', async (route) => {
      await answered;
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(sampleJobs) });
    });
    await openCareers(page, visit);
    const spinner = page.getByRole('status', { name: 'Loading open positions' });
    await expect(spinner).toBeVisible();
    await expect(spinner).toHaveCSS('width', `${tokens.size.spinner}px`);
    await expect(spinner).toHaveCSS('height', `${tokens.size.spinner}px`);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(tokens.color.brand['500'].slice(i, i + 2), 16));
    await expect(spinner).toHaveCSS('border-top-color', `rgb(${r}, ${g}, ${b})`);
    release();
    await expect(spinner).toBeHidden();
    await expect(jobLinks(page)).toHaveCount(sampleJobs.length);
  });

  for (const [shape, body] of [
    ['a bare array', sampleJobs],
    ['a data field', { data: sampleJobs, total: 5 }],
    ['an items field', { items: sampleJobs }],
  ] as const) {
    test(`renders valid items from ${shape} as cards linking to their pages`, async ({ page, visit }) => {
      await stubJobs(page, body);
      await openCareers(page, visit);
      await expect(jobLinks(page)).toHaveText(sampleJobs.map((job) => job.title));
      await expect(page.getByText('5 open positions')).toBeVisible();
      const card = page.locator('#open_roles').getByRole('article').filter({ hasText: 'Backend Engineer' });
      await expect(card.getByRole('listitem')).toHaveText(['Java', 'Spring Boot', 'Docker']);
      await expect(card).toContainText('Remote');
      await expect(card).toContainText('Full Time');
      await expect(card.getByRole('link')).toHaveAttribute('href', '/careers/12');
      await card.getByRole('link').click();
      await expect(page).toHaveURL(/\/careers\/12$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('drops invalid items', async ({ page, visit }) => {
    await stubJobs(page, [sampleJobs[0], { ...sampleJobs[1], title: 42 }, { id: 3 }, null, { ...sampleJobs[2], techSkills: 'SQL' }]);
    await openCareers(page, visit);
    await expect(jobLinks(page)).toHaveText(['Frontend Engineer']);
  });

  for (const [what, body, status] of [
    ['an empty list', [], 200],
    ['an answer of another shape', { results: sampleJobs }, 200],
    ['a text answer', 'Service Unavailable', 200],
    ['a server error', '', 500],
  ] as const) {
    test(`shows the empty state for ${what}`, async ({ page, consoleWatch, visit }) => {
      consoleWatch.allow(/status of 500/);
      await stubJobs(page, body, status);
      await openCareers(page, visit);
      await expect(emptyText(page)).toBeVisible();
      const image = page.locator('#open_roles img');
      await expect(image).toHaveAttribute('src', /empty-state/);
      await expect(image).toHaveAttribute('alt', '');
      await expect(jobLinks(page)).toHaveCount(0);
    });
  }
});

test.describe('filters', () => {
  test.beforeEach(async ({ page }) => {
    await stubJobs(page, sampleJobs);
  });

  test('category menu: options, 300px max height, choosing sets it, clears the type and closes', async ({ page, visit }) => {
    await openCareers(page, visit);
    await expect(categoryButton(page)).toHaveAccessibleName('Filter by job category: All Categories');
    await expect(typeButton(page)).toHaveAccessibleName('Filter by job type: Type');

    await typeButton(page).click();
    let menu = page.getByRole('menu', { name: 'Filter by job type' });
    // All Categories: every type of every category.
    await expect(menu.getByRole('menuitemradio')).toHaveCount(1 + 20);
    await menu.getByRole('menuitemradio', { name: 'Product Designer' }).click();
    await expect(menu).toBeHidden();
    await expect(typeButton(page)).toHaveAccessibleName('Filter by job type: Product Designer');
    await expect(jobLinks(page)).toHaveText(['Product Designer']);

    await categoryButton(page).click();
    menu = page.getByRole('menu', { name: 'Filter by job category' });
    await expect(menu.getByRole('menuitemradio')).toHaveText([
      'All Categories',
      'Engineer',
      'Finance',
      'Designer',
      'Marketing',
      'HR',
      'Operations',
      'Customer Service',
    ]);
    await expect(menu.getByRole('menuitemradio', { name: 'All Categories' })).toHaveAttribute('aria-checked', 'true');
    await expect(menu).toHaveCSS('max-height', `${tokens.size['dropdown-max-height']}px`);
    await menu.getByRole('menuitemradio', { name: 'Engineer' }).click();
    await expect(menu).toBeHidden();
    await expect(categoryButton(page)).toHaveAccessibleName('Filter by job category: Engineer');
    await expect(typeButton(page)).toHaveAccessibleName('Filter by job type: Type');
    await expect(page).toHaveURL(/\/careers\?category=engineer$/);
    await expect(jobLinks(page)).toHaveText(['Frontend Engineer', 'Backend Engineer']);

    await typeButton(page).click();
    menu = page.getByRole('menu', { name: 'Filter by job type' });
    await expect(menu.getByRole('menuitemradio')).toHaveText(['All Types', 'Frontend', 'Fullstack', 'Backend Engineer']);
    await menu.getByRole('menuitemradio', { name: 'Backend Engineer' }).click();
    await expect(page).toHaveURL(/\?category=engineer&type=Backend\+Engineer$/);
    await expect(jobLinks(page)).toHaveText(['Backend Engineer']);
  });

  test('menus close on Escape and on an outside click, and work by keyboard', async ({ page, visit }) => {
    await openCareers(page, visit);
    await categoryButton(page).click();
    const menu = page.getByRole('menu', { name: 'Filter by job category' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(categoryButton(page)).toBeFocused();

    await categoryButton(page).click();
    await menuListening(page, menu);
    await page.mouse.click(5, 5);
    await expect(menu).toBeHidden();

    await categoryButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitemradio', { name: 'All Categories' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'Engineer' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'Finance' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(categoryButton(page)).toHaveAccessibleName('Filter by job category: Finance');
    await expect(jobLinks(page)).toHaveText(['Financial Analyst']);
  });

  test('search matches title and skills, case-insensitive, and is kept in the URL', async ({ page, visit }) => {
    await openCareers(page, visit);
    await searchBox(page).fill('DOCKER');
    await expect(jobLinks(page)).toHaveText(['Backend Engineer']);
    await expect(page).toHaveURL(/\?q=DOCKER$/);
    await searchBox(page).fill('engineer');
    await expect(jobLinks(page)).toHaveText(['Frontend Engineer', 'Backend Engineer']);
    await searchBox(page).fill('plumber');
    await expect(emptyText(page)).toBeVisible();
    await searchBox(page).fill('');
    await expect(jobLinks(page)).toHaveCount(5);
    await expect(page).toHaveURL(/\/careers$/);
  });

  test('a shared filtered URL opens with the same filters', async ({ page, visit }) => {
    await openCareers(page, visit, '/careers?category=designer&type=Product+Designer&q=figma');
    await expect(categoryButton(page)).toHaveAccessibleName('Filter by job category: Designer');
    await expect(typeButton(page)).toHaveAccessibleName('Filter by job type: Product Designer');
    await expect(searchBox(page)).toHaveValue('figma');
    await expect(jobLinks(page)).toHaveText(['Product Designer']);
  });

  test('filtering after Explore All Jobs keeps the anchor, the position and the focus', async ({ page, visit }) => {
    await openCareers(page, visit);
    await page.getByRole('link', { name: 'Explore All Jobs' }).click();
    await expect(page.locator('section#open_roles')).toBeFocused();
    await searchBox(page).click();
    await page.keyboard.type('java');
    await expect(page).toHaveURL(/\/careers\?q=java#open_roles$/);
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toBeInViewport();
    await expect(jobLinks(page)).toHaveText(['Backend Engineer']);
  });
});

test.describe('careers with jobs: screenshots and axe', () => {
  for (const { name, width } of breakpoints) {
    test(`at ${name}`, async ({ page, visit }) => {
      await page.setViewportSize({ width, height: viewportHeight });
      await stubJobs(page, sampleJobs);
      await openCareers(page, visit);
      await expect(jobLinks(page)).toHaveCount(5);
      await settle(page);
      await expect(page).toMatchBaseline([name, 'careers-jobs.png'], stateShot(page));
      await expectNoAxeViolations(page);
    });
  }

  for (const name of ['xs', 'xl'] as const) {
    test(`open category menu at ${name}`, async ({ page, visit }) => {
      await page.setViewportSize(viewportAt(name));
      await stubJobs(page, sampleJobs);
      await openCareers(page, visit);
      await expect(jobLinks(page)).toHaveCount(5);
      await settle(page);
      // The section at the top of the viewport, so the menu opens downwards.
      await page.locator('#open_roles').evaluate((section) => section.scrollIntoView());
      await categoryButton(page).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expect(page).toMatchBaseline([name, 'careers-dropdown.png']);
      await expectNoAxeViolations(page);
    });
  }
});
