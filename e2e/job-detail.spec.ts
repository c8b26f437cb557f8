import type { Page } from '@playwright/test';
import { viewportAt } from './breakpoints';
import { expectNoAxeViolations } from './axe';
import { waitForWidgets } from './careers-helpers';
import { expect, test, type Visit } from './fixtures';

async function openJob(page: Page, visit: Visit) {
  await visit('/careers/1');
  await waitForWidgets(page, 1);
}

test.describe('job detail page', () => {
  test('header: back link, title, location, type, deadline and skills', async ({ page, visit }) => {
    await openJob(page, visit);
    await expect(page.getByRole('link', { name: 'Back to all jobs' })).toHaveAttribute('href', '/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('National Service and Internship Opportunities');
    const header = page.getByRole('main');
    for (const text of ['San Francisco, CA', 'Full-Time']) {
      await expect(header.getByText(text, { exact: true })).toBeVisible();
    }
    // The seed's deadlines are relative to the day the store was made; the page writes them unambiguously.
    await expect(header.getByText(/^Application end on \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText(['Java', 'Kotlin', 'Docker', 'Cupboard']);
    await page.getByRole('link', { name: 'Back to all jobs' }).click();
    await expect(page).toHaveURL(/\/careers$/);
  });

  test('a vacancy past its deadline says that applications are closed, with no Apply and no form', async ({ page, visit }) => {
    // Job 18 of the seed is past its deadline from the day the store is made; it is not on the careers list.
    await visit('/careers/18');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Network Operations Centre Engineer');
    await expect(page.getByRole('heading', { name: 'Applications are closed' })).toBeVisible();
    await expect(page.getByText(/^Applications closed on \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Role Description' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'See open positions' }).click();
    await expect(page).toHaveURL(/\/careers#open_roles$/);
    await expect(page.getByRole('heading', { name: 'Open Positions' })).toBeInViewport();
  });

  test('the tab is titled by the job, as served and after moving between jobs in the app', async ({ page, visit }) => {
    await openJob(page, visit);
    await expect(page).toHaveTitle('National Service and Internship Opportunities – Careers – Volta Systems');
    await page.getByRole('link', { name: 'Back to all jobs' }).click();
    await expect(page).toHaveTitle('Careers – Volta Systems');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('National Service and Internship Opportunities');
    await expect(page).toHaveTitle('National Service and Internship Opportunities – Careers – Volta Systems');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /national service person or intern/);
  });

  test('Share Job: four new-tab links that share this page, on phones too when the browser has no share sheet', async ({ page, visit }) => {
    await page.setViewportSize(viewportAt('md'));
    await openJob(page, visit);
    const group = page.getByRole('group', { name: 'Share Job' });
    await expect(group).toBeVisible();
    const links = group.getByRole('link');
    await expect(links).toHaveCount(4);
    const pageUrl = encodeURIComponent(page.url());
    const expected = [
      ['Share on LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${pageUrl}`],
      ['Share on Facebook', `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`],
      ['Share on X', `https://x.com/intent/post?url=${pageUrl}&text=`],
      ['Share on WhatsApp', `https://wa.me/?text=`],
    ];
    for (const [index, [name, prefix]] of expected.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`);
      await expect(link).toHaveAttribute('target', '_blank');
      const href = (await link.getAttribute('href'))!;
      expect(href.startsWith(prefix!)).toBe(true);
      expect(decodeURIComponent(href)).toContain(page.url());
    }
    // Below 768 px (issue 40, point 7: phones were left with no way to share): the same four links.
    await page.setViewportSize({ width: viewportAt('md').width - 1, height: 900 });
    await expect(group.getByRole('link')).toHaveCount(4);
    await expect(group.getByRole('button', { name: 'Share' })).toHaveCount(0);
  });

  test("Share Job on a phone with the Web Share API: one Share button opens the phone's share sheet with this page", async ({
    page,
    visit,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data), configurable: true });
    });
    await page.setViewportSize(viewportAt('xs'));
    await openJob(page, visit);
    const group = page.getByRole('group', { name: 'Share Job' });
    await expect(group.getByRole('link')).toHaveCount(0);
    await group.getByRole('button', { name: 'Share' }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared).toEqual([
      {
        title: 'National Service and Internship Opportunities',
        text: 'National Service and Internship Opportunities at Volta Systems',
        url: page.url(),
      },
    ]);
    await expectNoAxeViolations(page);
    // Wider screens keep the links.
    await page.setViewportSize(viewportAt('md'));
    await expect(group.getByRole('link')).toHaveCount(4);
    await expect(group.getByRole('button', { name: 'Share' })).toBeHidden();
  });

  test('on a phone, Apply again after the job text: it opens the form, then leads back to it', async ({ page, visit }) => {
    await page.setViewportSize(viewportAt('xs'));
    await openJob(page, visit);
    const information = page.getByRole('tabpanel', { name: 'Job Information' });
    const after = information.getByRole('button', { name: 'Apply for this job' });
    // After the job's text: below its last section.
    const similar = information.getByRole('heading', { level: 2, name: 'Similar Roles' });
    expect((await after.boundingBox())!.y).toBeGreaterThan((await similar.boundingBox())!.y);
    await after.click();
    const applicationTab = page.getByRole('tab', { name: 'Job Application' });
    await expect(applicationTab).toHaveAttribute('aria-selected', 'true');
    await expect(applicationTab).toBeFocused();
    await page.getByRole('tab', { name: 'Job Information' }).click();
    await information.getByRole('button', { name: 'Go to your application' }).click();
    await expect(applicationTab).toHaveAttribute('aria-selected', 'true');
    await expect(applicationTab).toBeFocused();
    // Wider screens: the Apply of the tab row is in view; no second one.
    await page.setViewportSize(viewportAt('md'));
    await page.getByRole('tab', { name: 'Job Information' }).click();
    await expect(information.getByText('Go to your application')).toBeHidden();
  });

  test('tabs: Apply adds the application tab, switches to it and goes away; both panes stay', async ({ page, visit }) => {
    await openJob(page, visit);
    const tabs = page.getByRole('tablist', { name: 'Job details' }).getByRole('tab');
    await expect(tabs).toHaveText(['Job Information']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Job Information' })).toBeVisible();

    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(tabs).toHaveText(['Job Information', 'Job Application']);
    const applicationTab = page.getByRole('tab', { name: 'Job Application' });
    await expect(applicationTab).toHaveAttribute('aria-selected', 'true');
    await expect(applicationTab).toBeFocused();
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
    await expect(page.getByRole('tabpanel', { name: 'Job Application' }).getByRole('textbox', { name: /First name/ })).toBeVisible();

    // Both panes present, one shown.
    const panes = page.locator('[role="tabpanel"]');
    await expect(panes).toHaveCount(2);
    await expect(panes.nth(0)).toBeHidden();
    await expect(panes.nth(1)).toBeVisible();

    // What was typed survives switching tabs, by mouse and by keyboard.
    await page.getByRole('textbox', { name: /First name/ }).fill('Ama');
    await page.getByRole('tab', { name: 'Job Information' }).click();
    await expect(panes.nth(0)).toBeVisible();
    await expect(panes.nth(1)).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(applicationTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('Ama');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Job Information' })).toHaveAttribute('aria-selected', 'true');
  });

  test('Job Information: role description, summary, 5 duties, 4 + 4 requirements, 4 similar roles', async ({ page, visit }) => {
    await openJob(page, visit);
    const pane = page.getByRole('tabpanel', { name: 'Job Information' });
    for (const heading of ['Role Description', 'Position Summary', 'Job Description', 'Job Requirements', 'Similar Roles']) {
      await expect(pane.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const section = (name: string) => pane.locator('section').filter({ has: page.getByRole('heading', { level: 2, name }) });
    await expect(section('Job Description').getByRole('heading', { level: 3 })).toHaveText('What you will do');
    await expect(section('Job Description').getByRole('listitem')).toHaveCount(5);
    const requirements = section('Job Requirements');
    await expect(requirements.getByRole('heading', { level: 3 })).toHaveText(['Technical Skills', 'Soft Skills']);
    await expect(requirements.getByRole('list').nth(0).getByRole('listitem')).toHaveCount(4);
    await expect(requirements.getByRole('list').nth(1).getByRole('listitem')).toHaveCount(4);

    const cards = section('Similar Roles').getByRole('article');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'Android Developer',
      'Ui/Ux Developer',
      'Lead Software Engineer',
      'Android Developer',
    ]);
    for (let index = 0; index < 4; index += 1) {
      await expect(cards.nth(index)).toContainText('Remote');
      await expect(cards.nth(index).getByRole('listitem').first()).toBeVisible();
    }
    await expect(cards.nth(3)).toContainText('Internship');
  });
});
