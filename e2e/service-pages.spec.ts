import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from './axe';
import { viewportAt } from './breakpoints';
import { expect, settle, test, type Visit } from './fixtures';
import { stateShot } from './state-shot';

/** Waits until React has hydrated the element (it then carries React's fiber key). */
async function waitForHydrated(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}

const openSoftwareDevelopment = async (page: Page, visit: Visit) => {
  await visit('/pns/services/software-development');
  await waitForHydrated(page, '[data-radix-collection-item]');
};

const openProject = async (page: Page, visit: Visit, id: string) => {
  await visit(`/portfolio/${id}`);
  await waitForHydrated(page, '[aria-roledescription="carousel"] button');
};

/** A full-page shot from the top (so the sticky nav bar sits at the top), masked like the matrix. */
async function shootFullPage(page: Page, name: string[]) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  await expect(page).toMatchBaseline(name, stateShot(page));
}

const offerings = ['APIs', 'Mobile Applications', 'Web Development', 'Enterprise Portal'];
const trigger = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^\\d\\d ${title}$`) }).and(page.locator('[aria-expanded]'));
const sideItem = (page: Page, title: string) =>
  page.getByRole('group', { name: 'Software development services' }).getByRole('button', { name: new RegExp(title) });

test.describe('software development outsourcing', () => {
  test('shows the top bar with a real brochure, the intro, the comparison and the quote', async ({ page, request, visit }) => {
    await openSoftwareDevelopment(page, visit);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software Development Outsourcing');
    const brochure = page.getByRole('link', { name: /Download Product Brochure/ });
    await expect(brochure).toHaveAttribute('download', /\.pdf$/);
    const href = await brochure.getAttribute('href');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.toString()).toContain('/Count 2');

    await expect(page.getByRole('heading', { name: "Are you ready to unlock your business's full potential?" })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Unlock new efficiencies by partnering with us/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Streamline Your Success' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Benefits of outsourcing' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('list', { name: 'Drawbacks of building in-house' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('heading', { name: 'Outsource' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'In-House' })).toBeVisible();
    await expect(page.getByRole('figure').getByText('Managing Director')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ready to Innovate Your Project?' })).toBeVisible();
  });

  test('the accordion: first open, one at a time, clicking the open one closes it', async ({ page, visit }) => {
    await openSoftwareDevelopment(page, visit);
    for (const [index, title] of offerings.entries()) {
      await expect(trigger(page, title)).toHaveAccessibleName(`0${index + 1} ${title}`);
    }
    await expect(trigger(page, 'APIs')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/We design and build secure, well-documented APIs/)).toBeVisible();

    await trigger(page, 'Web Development').click();
    await expect(trigger(page, 'Web Development')).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger(page, 'APIs')).toHaveAttribute('aria-expanded', 'false');
    await expect(sideItem(page, 'Web Development')).toHaveAttribute('aria-current', 'true');

    await trigger(page, 'Web Development').click();
    for (const title of offerings) await expect(trigger(page, title)).toHaveAttribute('aria-expanded', 'false');
    for (const title of offerings) await expect(sideItem(page, title)).not.toHaveAttribute('aria-current');

    // Keyboard: Enter on a header opens it.
    await trigger(page, 'Mobile Applications').focus();
    await page.keyboard.press('Enter');
    await expect(trigger(page, 'Mobile Applications')).toHaveAttribute('aria-expanded', 'true');
  });

  test('the side list selects the same item', async ({ page, visit }) => {
    await openSoftwareDevelopment(page, visit);
    await expect(sideItem(page, 'APIs')).toHaveAttribute('aria-current', 'true');
    await sideItem(page, 'Enterprise Portal').click();
    await expect(trigger(page, 'Enterprise Portal')).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger(page, 'APIs')).toHaveAttribute('aria-expanded', 'false');
    await expect(sideItem(page, 'Enterprise Portal')).toHaveAttribute('aria-current', 'true');
    await expect(sideItem(page, 'APIs')).not.toHaveAttribute('aria-current');
    await expect(page.getByText('Single sign-on with your existing directory and role-based access')).toBeVisible();

    // Choosing the selected item again keeps it open (a list selects; the accordion header toggles).
    await sideItem(page, 'Enterprise Portal').click();
    await expect(trigger(page, 'Enterprise Portal')).toHaveAttribute('aria-expanded', 'true');
  });

  for (const bp of ['xs', 'xl'] as const) {
    test(`screenshot at ${bp}: an item chosen from the side list`, async ({ page, visit }) => {
      await page.setViewportSize(viewportAt(bp));
      await openSoftwareDevelopment(page, visit);
      await sideItem(page, 'Mobile Applications').click();
      await expect(trigger(page, 'Mobile Applications')).toHaveAttribute('aria-expanded', 'true');
      await shootFullPage(page, [bp, 'software-development-side-list-choice.png']);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('voice applications and telecom platform services', () => {
  test('voice: hero, paragraphs, three benefit cards, get-started block, call to action', async ({ page, visit }) => {
    await visit('/pns/services/voice-applications');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transform the Way You Connect');
    for (const title of ['Boost Productivity', 'Enhanced Customer Engagement', 'Future-Proof Your Brand']) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Get a Voice Application Today' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Talk to our team' })).toHaveAttribute('href', '/contact-us');
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  });

  test('telecom: heading, six feature cards, call to action', async ({ page, visit }) => {
    await visit('/pns/services/telecom-platform-services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Powering Telecom with Seamless Activation & Management');
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(page.getByText(/commodity servers running Linux/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  });
});

test.describe('portfolio gallery', () => {
  test('six cards: five project pages (FTTX to fttx-web) and the HR product in a new tab', async ({ page, visit }) => {
    await visit('/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creating World Class Projects');
    const cards = page.getByRole('region', { name: 'Projects' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    const expected: Array<[string, string]> = [
      ['NABS Web', '/portfolio/nabs-web'],
      ['HR3PP', '/portfolio/hr3pp'],
      ['FTTX', '/portfolio/fttx-web'],
      ['HYPE B', '/portfolio/hype-b'],
      ['Operator Self-Care App', '/portfolio/my-mtn'],
    ];
    for (const [name, href] of expected) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const hr = page.getByRole('link', { name: 'Volta HR (opens in a new tab)' });
    await expect(hr).toHaveAttribute('target', '_blank');
    await expect(hr).toHaveAttribute('href', 'https://hr.example.com/');
    await expect(page.getByRole('figure').getByText('Managing Director')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  });

  test('the FTTX card opens the FTTX project; clicking anywhere on a card follows its link', async ({ page, visit }) => {
    await visit('/portfolio');
    const box = await page.locator('[data-card="fttx-web"] img').boundingBox();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect(page).toHaveURL(/\/portfolio\/fttx-web$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FTTX Web');
  });

  test('hover and keyboard focus highlight a card alike', async ({ page, visit }) => {
    await visit('/portfolio');
    const card = page.locator('[data-card="hr3pp"]');
    const plain = await card.evaluate((el) => getComputedStyle(el).boxShadow);
    await card.hover();
    const hovered = await card.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(hovered).not.toBe(plain);
    await page.mouse.move(0, 0);
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).boxShadow)).toBe(plain);
    await page.getByRole('link', { name: 'HR3PP', exact: true }).focus();
    expect(await card.evaluate((el) => getComputedStyle(el).boxShadow)).toBe(hovered);
  });
});

test.describe('portfolio detail', () => {
  test('a web app: title, year, focus, heading, paragraphs, screenshot carousel, closing message', async ({ page, visit }) => {
    await visit('/portfolio/nabs-web');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NABS Web');
    await expect(page.getByRole('definition').filter({ hasText: '2022' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Business Automation' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Automating business-service requests from order to activation' }),
    ).toBeVisible();
    await expect(page.getByText(/NABS Web is the browser-based back office/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'NABS Web app screens' })).toHaveCount(0);
    const shots = page.getByRole('region', { name: 'NABS Web screenshots' });
    await expect(shots.getByRole('group')).toHaveCount(4);
    await expect(shots.getByRole('group').first()).toHaveAccessibleName('1 of 4');
    await expect(
      page.getByRole('heading', { name: 'Upgrade your software today and future-proof your business for tomorrow' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  });

  test('a mobile app has the phone-mockup carousel; its arrows move it and the progress bar follows', async ({ page, visit }) => {
    await page.setViewportSize(viewportAt('xs'));
    await openProject(page, visit, 'my-mtn');
    const mockups = page.getByRole('region', { name: 'Operator Self-Care App app screens' });
    await expect(mockups.getByRole('group')).toHaveCount(4);
    const bar = mockups.locator('[data-progress]');
    await expect(bar).toHaveAttribute('data-progress', '0.000');
    await expect(mockups.getByRole('button', { name: 'Previous app screens' })).toHaveAttribute('aria-disabled', 'true');
    await mockups.getByRole('button', { name: 'Next app screens' }).click();
    await expect.poll(async () => Number(await bar.getAttribute('data-progress'))).toBeGreaterThan(0);
    await expect(mockups.getByRole('button', { name: 'Previous app screens' })).toHaveAttribute('aria-disabled', 'false');
    await expect(mockups.getByRole('group', { name: '1 of 4' })).toHaveAttribute('inert');
  });

  test('every image is small flat artwork with its size set', async ({ page, visit }) => {
    for (const id of ['my-mtn', 'hype-b', 'nabs-web']) {
      await visit(`/portfolio/${id}`);
      for (const img of await page.getByRole('main').locator('img').all()) {
        await expect(img).toHaveAttribute('width', /\d+/);
        await expect(img).toHaveAttribute('height', /\d+/);
      }
    }
    for (const file of ['my-mtn-mockup-1', 'hype-b-screenshot-4', 'nabs-web-hero', 'hr3pp-screenshot-1']) {
      expect(readFileSync(`src/assets/portfolio/${file}.svg`).length).toBeLessThan(100 * 1024);
    }
  });

  test('an unknown id shows the not-found page', async ({ page, visit }) => {
    await visit('/portfolio/ftx');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Error');
  });

  for (const bp of ['xs', 'xl'] as const) {
    test(`screenshot at ${bp}: the screenshot carousel moved once`, async ({ page, visit }) => {
      await page.setViewportSize(viewportAt(bp));
      await openProject(page, visit, 'hype-b');
      const shots = page.getByRole('region', { name: 'HYPE B screenshots' });
      const bar = shots.locator('[data-progress]');
      await shots.getByRole('button', { name: 'Next screenshots' }).click();
      await expect.poll(async () => Number(await bar.getAttribute('data-progress'))).toBeGreaterThan(0);
      await shootFullPage(page, [bp, 'portfolio-detail-carousel-moved.png']);
      await expectNoAxeViolations(page);
    });
  }
});
