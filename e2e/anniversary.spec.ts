import { tokens } from '../src/styles/generated/tokens';
import { viewportAt } from './breakpoints';
import { rgb } from './colour';
import type { Page } from '@playwright/test';
import { anniversaryContent as content } from '../src/pages/anniversary/content';
import { expect, test } from './fixtures';

type VideoState = { paused: boolean; autoplay: boolean; muted: boolean; loop: boolean; controls: boolean };
const videoState = (page: Page) =>
  page.locator('main video').evaluate((video: HTMLVideoElement): VideoState => ({
    paused: video.paused,
    autoplay: video.autoplay,
    muted: video.muted,
    loop: video.loop,
    controls: video.controls,
  }));

test.describe('anniversary', () => {
  test('the film is muted, looped, has controls, a fallback and the tagline; no autoplay under reduced motion', async ({ page, visit }) => {
    await visit('/anniversary');
    const video = page.getByRole('main').locator('video');
    await expect(video).toHaveAccessibleName('Volta Systems 10th anniversary film');
    await expect(video).toContainText('Your browser does not support the video tag.');
    await expect(video.locator('source')).toHaveAttribute('type', 'video/mp4');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ten years of building software that connects people and powers business',
    );
    expect(await videoState(page)).toEqual({ paused: true, autoplay: false, muted: true, loop: true, controls: true });
    const box = await video.boundingBox();
    expect(box?.width).toBe(await page.evaluate(() => document.documentElement.clientWidth));
  });

  test("the film's controls come as the page hydrates, not in its HTML, where they cost the first layout", async ({
    page,
    request,
    visit,
  }) => {
    const html = await (await request.get('/anniversary')).text();
    expect(html).toMatch(/<video [^>]*aria-label="Volta Systems 10th anniversary film"/);
    expect(/<video [^>]*>/.exec(html)?.[0]).not.toMatch(/\scontrols/);
    await visit('/anniversary');
    await expect(page.getByRole('main').locator('video')).toHaveJSProperty('controls', true);
  });

  test.describe('without reduced motion', () => {
    test.use({ reducedMotion: 'no-preference' });
    test('the film starts by itself, muted and looping', async ({ page, visit }) => {
      await visit('/anniversary');
      await expect.poll(async () => (await videoState(page)).autoplay).toBe(true);
      await expect.poll(async () => (await videoState(page)).paused).toBe(false);
      expect(await videoState(page)).toMatchObject({ muted: true, loop: true, controls: true });
    });
  });

  test('Our milestone: an ordered timeline 2014 to 2023 with coloured steps, the first a text stand-in', async ({ page, visit }) => {
    await visit('/anniversary');
    const section = page.getByRole('region', { name: 'Our milestone' });
    const steps = section.locator('ol > li');
    await expect(steps).toHaveCount(10);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      '2014',
      '2015',
      '2016',
      '2017',
      '2018',
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
    ]);
    await expect(steps.nth(0).getByRole('listitem')).toHaveCount(2);
    await expect(steps.nth(0)).toContainText('Volta Systems founded in Accra');

    const indicators = steps.locator('> span');
    await expect(indicators.nth(0)).toHaveText('Start');
    await expect(indicators.nth(1).locator('svg')).toHaveCount(1);
    const colours = [
      tokens.color.brand['500'],
      tokens.color['accent-amber'],
      tokens.color['accent-teal'],
      tokens.color['accent-slate'],
      tokens.color.ink,
    ];
    for (const [index, colour] of colours.entries()) {
      await expect(indicators.nth(index)).toHaveCSS('background-color', rgb(colour));
    }
  });

  const widths = [
    { name: 'below xs', viewport: { width: 400, height: 900 }, rem: 16, group: 22, individual: 10, controls: false },
    { name: 'xs', viewport: viewportAt('xs'), rem: 16, group: 24, individual: 11, controls: false },
    { name: 'md', viewport: viewportAt('md'), rem: 16, group: 28, individual: 13, controls: true },
    { name: 'xxxl', viewport: viewportAt('xxxl'), rem: 20, group: 36, individual: 16, controls: true },
  ];
  for (const { name, viewport, rem, group, individual, controls } of widths) {
    test(`photo carousel at ${name}: 7 photos, 3 group ${group}rem and 4 individual ${individual}rem wide, arrows ${controls ? 'shown' : 'hidden'}`, async ({
      page,
      visit,
    }) => {
      await page.setViewportSize(viewport);
      await visit('/anniversary');
      const carousel = page.getByRole('region', { name: 'Anniversary photos' });
      const slides = carousel.getByRole('group');
      await expect(slides).toHaveCount(7);
      await expect(slides.nth(6)).toHaveAccessibleName('7 of 7');
      const slideWidths = await slides.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().width));
      const expected = ['group', 'individual', 'group', 'individual', 'individual', 'group', 'individual'].map(
        (type) => (type === 'group' ? group : individual) * rem,
      );
      expect(slideWidths).toEqual(expected);
      await expect(carousel.getByRole('button', { name: 'Next photos' })).toBeVisible({ visible: controls });
    });
  }

  test('the arrows scroll the photos and move the progress bar', async ({ page, visit }) => {
    await page.setViewportSize(viewportAt('md'));
    await visit('/anniversary');
    const carousel = page.getByRole('region', { name: 'Anniversary photos' });
    const bar = carousel.locator('[data-progress]');
    const previous = carousel.getByRole('button', { name: 'Previous photos' });
    const next = carousel.getByRole('button', { name: 'Next photos' });
    await expect(bar).toHaveAttribute('data-progress', '0.000');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await next.click();
    await expect(bar).not.toHaveAttribute('data-progress', '0.000');
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    await expect(carousel.getByRole('group', { name: '1 of 7' })).toHaveAttribute('inert', '');
  });

  // That they are not among the page's first requests is held by page-load.spec.ts (docs/decisions/188).
  test('the photos, asked for once the page has hydrated, are all shown then', async ({ page, visit }) => {
    await visit('/anniversary');
    const carousel = page.getByRole('region', { name: 'Anniversary photos' });
    await carousel.scrollIntoViewIfNeeded();
    for (const { name } of content.photos.items) await expect(carousel.getByRole('img', { name })).toHaveJSProperty('complete', true);
  });

  test('the decade of innovation text and the banner image', async ({ page, visit }) => {
    await visit('/anniversary');
    const innovation = page.getByRole('region', { name: 'A decade of innovation' });
    await expect(innovation.getByRole('paragraph')).toHaveCount(2);
    const banner = page.getByRole('img', { name: 'Volta Systems celebrating ten years, 2014 to 2024' });
    await expect(banner).toHaveAttribute('src', /anniversary-banner/);
    await expect(banner).toHaveAttribute('loading', 'lazy');
  });
});
