import { techStackContent } from '../src/pages/tech-stack/content';
import { behaviour } from '../src/styles/behaviour';
import { viewportAt } from './breakpoints';
import { expect, settle, test } from './fixtures';
import { stateShot } from './state-shot';

const areas = techStackContent.areas.items;

test.describe('technology stack', () => {
  test('shows the eight technology icons by name, in a list', async ({ page, visit }) => {
    await visit('/tech-stack');
    const list = page.getByRole('list', { name: 'Core technologies' });
    const names = ['Git', 'Python', 'RabbitMQ', 'Ubuntu', 'Microsoft', 'Apache', 'MySQL', 'Java'];
    await expect(list.getByRole('listitem')).toHaveCount(8);
    await expect(list.getByRole('img')).toHaveCount(8);
    for (const [index, name] of names.entries()) {
      await expect(list.getByRole('img').nth(index)).toHaveAccessibleName(name);
    }
  });

  test('the eight icons are drawn from one file, which the page asks for once', async ({ page, visit }) => {
    const imageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') imageRequests.push(new URL(request.url()).pathname);
    });
    await visit('/tech-stack');
    const icons = page.getByRole('list', { name: 'Core technologies' }).getByRole('img');
    for (const icon of await icons.all()) await expect(icon).toHaveJSProperty('complete', true);
    const files = await icons.evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
    expect(new Set(files).size).toBe(1);
    expect(imageRequests.filter((path) => path === files[0])).toHaveLength(1);
    // Each icon is its own view of the file: eight different drawings, none blank.
    const drawings = await icons.evaluateAll((images) =>
      images.map((image) => {
        const canvas = Object.assign(document.createElement('canvas'), { width: 24, height: 24 });
        const context = canvas.getContext('2d')!;
        context.drawImage(image as HTMLImageElement, 0, 0, 24, 24);
        const pixels = context.getImageData(0, 0, 24, 24).data;
        return pixels.some((value, index) => index % 4 === 3 && value > 0) ? pixels.join() : 'blank';
      }),
    );
    expect(drawings).not.toContain('blank');
    expect(new Set(drawings).size).toBe(8);
  });

  test('nine area tabs in the spec order, the first active, each showing its titled descriptions', async ({ page, visit }) => {
    await visit('/tech-stack');
    const tablist = page.getByRole('tablist', { name: 'Technology areas' });
    await expect(tablist.getByRole('tab')).toHaveText([
      'Quality Management',
      'Cloud Tech Stack',
      'Frontend Tech Stack',
      'Backend Frameworks',
      'Programming Languages',
      'Analytics',
      'Databases',
      'Content Management Systems',
      'OS Providers',
    ]);
    await expect(tablist.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveAccessibleName('Quality Management');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(areas[0]!.details.map((detail) => detail.title));

    for (const area of areas.slice(1)) {
      await tablist.getByRole('tab', { name: area.area }).click();
      await expect(tablist.getByRole('tab', { name: area.area })).toHaveAttribute('aria-selected', 'true');
      await expect(panel).toHaveAccessibleName(area.area);
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText(area.details.map((detail) => detail.title));
      await expect(panel.getByText(area.details[0]!.description)).toBeVisible();
    }
  });

  test('the keyboard moves between tabs', async ({ page, visit }) => {
    await visit('/tech-stack');
    const tablist = page.getByRole('tablist', { name: 'Technology areas' });
    await tablist.getByRole('tab', { name: 'Quality Management' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', { name: 'Cloud Tech Stack' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Cloud Tech Stack');
    await page.keyboard.press('End');
    await expect(tablist.getByRole('tab', { name: 'OS Providers' })).toBeFocused();
  });

  test.describe('tab strip arrows on a small screen', () => {
    test.use({ viewport: viewportAt('xs') });

    test(`scroll the strip by ${behaviour.tabStripStepPx} px and are disabled at either end`, async ({ page, visit }) => {
      await visit('/tech-stack');
      const tablist = page.getByRole('tablist', { name: 'Technology areas' });
      const left = page.getByRole('button', { name: 'Scroll tabs left' });
      const right = page.getByRole('button', { name: 'Scroll tabs right' });
      const scrollLeft = () => tablist.evaluate((element) => element.scrollLeft);

      expect(await scrollLeft()).toBe(0);
      await expect(left).toHaveAttribute('aria-disabled', 'true');
      await expect(right).toHaveAttribute('aria-disabled', 'false');

      // force: Playwright will not click an aria-disabled control; a person still can.
      await left.click({ force: true });
      expect(await scrollLeft()).toBe(0);

      await right.click();
      await expect.poll(scrollLeft).toBe(behaviour.tabStripStepPx);
      await expect(left).toHaveAttribute('aria-disabled', 'false');
      await right.click();
      await expect.poll(scrollLeft).toBe(2 * behaviour.tabStripStepPx);
      await left.click();
      await expect.poll(scrollLeft).toBe(behaviour.tabStripStepPx);

      const max = await tablist.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(max).toBeGreaterThan(2 * behaviour.tabStripStepPx);
      for (let step = 0; step < Math.ceil(max / behaviour.tabStripStepPx) + 1; step += 1) {
        if ((await right.getAttribute('aria-disabled')) === 'true') break;
        // force: the arrow may turn aria-disabled between the check and the click (a no-op then).
        await right.click({ force: true });
      }
      await expect.poll(scrollLeft).toBeGreaterThanOrEqual(max - 1);
      await expect(right).toHaveAttribute('aria-disabled', 'true');
      await right.click({ force: true });
      expect(await scrollLeft()).toBeGreaterThanOrEqual(max - 1);
      await expect(left).toHaveAttribute('aria-disabled', 'false');
    });
  });

  for (const name of ['xs', 'xl'] as const) {
    test.describe(`another tab at ${name}`, () => {
      test.use({ viewport: viewportAt(name) });

      test('screenshot', async ({ page, visit }) => {
        await visit('/tech-stack');
        await page.getByRole('tab', { name: 'Databases' }).click();
        await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Databases');
        await settle(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(page).toMatchBaseline([name, 'tech-stack-databases-tab.png'], stateShot(page));
      });
    });
  }
});
