import { viewportAt } from '../breakpoints';
import type { Target } from './engine';
import type { EnginePage } from './engine-page';
import { expect, expectSoon, test } from './fixtures';

/**
 * The widgets in this project's engine, through the real server, with the user-visible assertions
 * of the Chromium specs they mirror (frame, widgets/tabs-accordion, widgets/carousel, careers).
 */

const expanded = (value: boolean) => ({ attributes: { 'aria-expanded': String(value) } });
const selected = (value: boolean) => ({ attributes: { 'aria-selected': String(value) } });

async function open(page: EnginePage, path: string, breakpoint: 'xs' | 'xl') {
  const { width, height } = viewportAt(breakpoint);
  await page.setViewport(width, height);
  await page.goto(path);
}

test('the mobile menu opens and closes (frame.spec.ts)', async ({ enginePage: page }) => {
  await open(page, '/', 'xs');
  const button: Target = { role: 'button', name: 'Menu' };
  const nav: Target = { role: 'navigation', name: 'Main' };
  const links = ['About Us', 'Products & Services', 'Portfolio', 'Careers', "Let's Talk"];
  expect(await page.inspect(button)).toMatchObject(expanded(false));
  expect(await page.count({ role: 'link', name: 'About Us', within: nav })).toBe(0);

  await page.click(button);
  await expectSoon(() => page.inspect(button)).toMatchObject(expanded(true));
  for (const name of links) expect(await page.inspect({ role: 'link', name, within: nav }), name).toMatchObject({ visible: true });

  await page.click(button);
  await expectSoon(() => page.inspect(button)).toMatchObject(expanded(false));
  await expectSoon(() => page.count({ role: 'link', name: 'About Us', within: nav })).toBe(0);
});

test('the mission, vision and values tabs work by keyboard (widgets/tabs-accordion.spec.ts)', async ({ enginePage: page }) => {
  await open(page, '/', 'xl');
  const tablist: Target = { role: 'tablist', name: 'Our mission, vision and values' };
  const tab = (name: string): Target => ({ role: 'tab', name, within: tablist });
  expect(await page.inspect(tab('Mission'))).toMatchObject(selected(true));
  expect(await page.inspect({ role: 'tabpanel', name: 'Mission' })).toMatchObject({ text: expect.stringContaining('Our Mission') });

  await page.focus(tab('Mission'));
  await page.press('ArrowRight');
  await expectSoon(() => page.inspect(tab('Vision'))).toMatchObject({ focused: true, ...selected(true) });
  expect(await page.inspect({ role: 'tabpanel', name: 'Vision' })).toMatchObject({ text: expect.stringContaining('Our Vision') });
  expect(await page.count({ role: 'tabpanel', name: 'Mission' })).toBe(0);

  await page.press('ArrowRight');
  await expectSoon(() => page.inspect(tab('Values'))).toMatchObject({ focused: true, ...selected(true) });
  expect(await page.count({ role: 'listitem', within: { role: 'tabpanel', name: 'Values' } })).toBe(5);

  await page.press('Home');
  await expectSoon(() => page.inspect(tab('Mission'))).toMatchObject({ focused: true, ...selected(true) });
});

test('the services accordion: the selected step closes, another opens (widgets/tabs-accordion.spec.ts)', async ({ enginePage: page }) => {
  await open(page, '/', 'xl');
  const first: Target = { role: 'button', name: /Opportunity Identification/ };
  const fourth: Target = { role: 'button', name: /Software Delivery & Deployment/ };
  expect(await page.inspect(first)).toMatchObject(expanded(true));

  await page.click(first);
  await expectSoon(() => page.inspect(first)).toMatchObject(expanded(false));
  await expectSoon(() => page.inspect({ text: 'Select a step to see how we work.' })).toMatchObject({ visible: true });

  await page.click(fourth);
  await expectSoon(() => page.inspect(fourth)).toMatchObject(expanded(true));
  expect(await page.inspect(first)).toMatchObject(expanded(false));
  expect(await page.count({ text: 'Select a step to see how we work.' })).toBe(0);
  expect(await page.inspect({ role: 'region', name: /Software Delivery & Deployment/ })).toMatchObject({
    text: expect.stringContaining('iterations'),
  });
});

test('the testimonial carousel moves one slide on Next (widgets/carousel.spec.ts)', async ({ enginePage: page }) => {
  await open(page, '/', 'xl');
  const carousel: Target = { role: 'region', name: 'Client testimonials' };
  const slide = (nth: number): Target => ({ css: '[aria-roledescription="slide"]', within: carousel, nth });
  const progress = () => page.on({ css: '[data-progress]', within: carousel }, (bar) => Number(bar.getAttribute('data-progress')));
  expect(await page.count({ css: '[aria-roledescription="slide"]', within: carousel })).toBe(3);
  expect(await page.inspect({ role: 'button', name: 'Previous testimonial', within: carousel })).toMatchObject({
    attributes: { 'aria-disabled': 'true' },
  });
  expect(await progress()).toBe(0);

  await page.click({ role: 'button', name: 'Next testimonial', within: carousel });
  await expectSoon(progress).toBeCloseTo(0.5, 2);
  await expectSoon(() => page.inspect(slide(0))).toMatchObject({ attributes: { inert: '' } });
  expect(await page.inspect(slide(1))).not.toMatchObject({ attributes: { inert: '' } });
  expect(await page.inspect({ role: 'button', name: 'Previous testimonial', within: carousel })).toMatchObject({
    attributes: { 'aria-disabled': 'false' },
  });
});

test('the careers category menu filters the real job list (careers.spec.ts)', async ({ enginePage: page }) => {
  await open(page, '/careers', 'xl');
  // The accordion and the two filter menus arrive in their own chunks and mark themselves enhanced.
  await expectSoon(() => page.count({ css: '[data-enhanced]' })).toBe(3);
  const jobTitles = () =>
    page.evaluate(() => [...document.querySelectorAll('#open_roles article a')].map((link) => link.textContent?.trim()));
  const everyJob = await jobTitles();
  expect(everyJob.length).toBeGreaterThan(2);
  expect(await page.count({ role: 'button', name: 'Filter by job category: All Categories' })).toBe(1);

  await page.click({ role: 'button', name: /^Filter by job category:/ });
  const menu: Target = { role: 'menu', name: /^Filter by job category/ };
  await expectSoon(() => page.inspect(menu)).toMatchObject({ visible: true });
  expect(await page.inspect({ role: 'menuitemradio', name: 'All Categories', within: menu })).toMatchObject({
    attributes: { 'aria-checked': 'true' },
  });

  await page.click({ role: 'menuitemradio', name: 'Finance', within: menu });
  await expectSoon(() => page.count(menu)).toBe(0);
  await expectSoon(() => page.count({ role: 'button', name: 'Filter by job category: Finance' })).toBe(1);
  await expectSoon(() => page.url()).toMatch(/\/careers\?category=finance$/);
  await expectSoon(jobTitles).toEqual(['Accountant', 'Financial Analyst']);
});
