import type { Locator, Page } from '@playwright/test';
import { viewportAt } from './breakpoints';
import { expect, test, type Visit } from './fixtures';

/**
 * The site's motion (framer-motion, loaded after hydration): each effect is seen mid-way with motion
 * allowed, and is at its end state on the next frame under reduced motion, where the kit never loads.
 * Values are sampled in the page on every frame, so a busy test runner cannot miss the motion.
 */

type Sample = { t: number; value: number | null };

/**
 * Reads `probe` (the name of one of the readers below) on `target` every frame; a reading is null
 * while there is nothing to read. Await it (the first reading is taken by then), trigger the motion,
 * then call what it returns for the samples: a trigger sent sooner could outrun the sampler. Sampling
 * goes on until `ms` after that call, so the window counts from the end of the trigger's action: a
 * hover or click that a busy runner takes long to deliver cannot use it up before the motion starts.
 * `t` is the time since sampling began.
 */
async function sampleFrames(target: Locator, probe: string, ms = 1500, id = ''): Promise<() => Promise<Sample[]>> {
  const sampler = await target.evaluateHandle(
    (element, { probe, id }) => {
      const angle = (node: Element) => {
        const matrix = new DOMMatrix(getComputedStyle(node).transform);
        return (Math.atan2(matrix.b, matrix.a) * 180) / Math.PI;
      };
      const readers: Record<string, () => number | null> = {
        height: () => (getComputedStyle(element).display === 'none' ? 0 : element.getBoundingClientRect().height),
        // For a panel that a click is about to create: looked up by its button's id on every frame.
        heightOfPanelFor: () => document.querySelector(`[aria-labelledby="${id}"]`)?.getBoundingClientRect().height ?? null,
        width: () => element.getBoundingClientRect().width,
        opacity: () => (element.isConnected ? Number(getComputedStyle(element).opacity) : null),
        activePanelOpacity: () => {
          const panel = element.querySelector('[role="tabpanel"][data-state="active"]');
          return panel ? Number(getComputedStyle(panel).opacity) : null;
        },
        leavingPanelOpacity: () => {
          const panel = element.querySelector('[role="tabpanel"][data-leaving]');
          return panel ? Number(getComputedStyle(panel).opacity) : null;
        },
        messageOpacity: () => {
          const message = element.querySelector('p');
          return message ? Number(getComputedStyle(message).opacity) : null;
        },
        rotation: () => angle(element),
        scaleX: () => new DOMMatrix(getComputedStyle(element).transform).a,
        count: () => Number.parseInt(element.textContent ?? '', 10),
      };
      const read = readers[probe]!;
      // When sampling stops (performance.now()): set by finishIn, once the trigger has been sent.
      let end = Infinity;
      const samples = new Promise<Sample[]>((resolve) => {
        const taken: Sample[] = [];
        const started = performance.now();
        const tick = () => {
          const now = performance.now();
          taken.push({ t: now - started, value: read() });
          if (now < end) requestAnimationFrame(tick);
          else resolve(taken);
        };
        tick();
      });
      const finishIn = (ms: number) => {
        end = performance.now() + ms;
        return samples;
      };
      return { finishIn };
    },
    { probe, id },
  );
  return () => sampler.evaluate((running, ms) => running.finishIn(ms), ms);
}

const values = (samples: Sample[]) => samples.map((sample) => sample.value).filter((value) => value !== null);
const between = (samples: Sample[], low: number, high: number) => values(samples).filter((value) => value > low && value < high);
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Opens a page and, with motion allowed, waits for the animation kit that arrives after hydration. */
async function open(page: Page, visit: Visit, path: string, motion: boolean) {
  await visit(path);
  if (motion) await expect(page.locator('html[data-motion="ready"]')).toBeAttached();
}

for (const motion of [true, false]) {
  const mode = motion ? 'with motion' : 'under reduced motion';

  test.describe(`motion: ${mode}`, () => {
    test.use({ reducedMotion: motion ? 'no-preference' : 'reduce' });

    test(`stat counters ${motion ? 'count up through the intermediate numbers' : 'show their targets at once'}`, async ({
      page,
      visit,
    }) => {
      await page.setViewportSize({ width: viewportAt('lg').width, height: 300 });
      await open(page, visit, '/about', motion);
      const stats = page.getByRole('list', { name: 'Our track record in numbers' });
      const experience = stats.locator('[data-value]').first();
      const counting = await sampleFrames(experience, 'count', 2500);
      await stats.scrollIntoViewIfNeeded();
      const samples = await counting();
      if (motion) {
        const seen = values(samples);
        expect(between(samples, 0, 10).length).toBeGreaterThan(0);
        expect(seen).toEqual([...seen].sort((a, b) => a - b));
        // Nothing moves during the first 400 ms of the 500 ms delay.
        expect(samples.filter((sample) => sample.t < 400).every((sample) => sample.value === 0)).toBe(true);
      } else {
        expect(values(samples).every((value) => value === 10)).toBe(true);
      }
      await expect(stats.locator('[data-value]')).toHaveText(['10+', '100%', '80%', '100%']);
      await expect(stats.getByRole('listitem').first()).toHaveText(/10\+\s*Years of Experience/);
    });

    test(`accordion panels ${motion ? 'open and close with a height animation' : 'open and close at once'}`, async ({ page, visit }) => {
      await open(page, visit, '/', motion);
      const first = page.getByRole('button', { name: /Opportunity Identification/ });
      const fourth = page.getByRole('button', { name: /Software Delivery & Deployment/ });
      const panelOf = async (button: Locator) => page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      const closing = await panelOf(first);
      await fourth.scrollIntoViewIfNeeded();
      const fullClosing = await closing.evaluate((element) => element.getBoundingClientRect().height);
      const folding = await sampleFrames(closing, 'height', 1000);
      // Sampling starts before the click: on a busy machine the panel can finish opening before a
      // sampler started after the click would read its first frame.
      const fourthId = (await fourth.getAttribute('id'))!;
      const unfolding = await sampleFrames(page.locator('body'), 'heightOfPanelFor', 1000, fourthId);
      await fourth.click();
      const opening = page.locator(`[aria-labelledby="${fourthId}"]`);
      if (!motion) await nextFrame(page);
      const fullOpening = await opening.evaluate((element) => element.scrollHeight);
      if (motion) {
        expect(between(await folding(), 1, fullClosing - 1).length).toBeGreaterThan(0);
        const grown = await unfolding();
        expect(between(grown, 1, fullOpening - 1).length).toBeGreaterThan(0);
        expect(grown.at(-1)!.value).toBeCloseTo(fullOpening, 0);
      } else {
        expect(await opening.evaluate((element) => element.getBoundingClientRect().height)).toBeCloseTo(fullOpening, 0);
        expect(between(await unfolding(), 1, fullOpening - 1)).toEqual([]);
        expect(between(await folding(), 1, fullClosing - 1)).toEqual([]);
      }
      await expect(closing).toBeHidden();
      await expect(opening).toBeVisible();
      await expect(page.getByRole('region', { name: /Software Delivery & Deployment/ })).toContainText('iterations');
    });

    test(`tab panels ${motion ? 'cross-fade' : 'switch at once'}`, async ({ page, visit }) => {
      await open(page, visit, '/', motion);
      const tablist = page.getByRole('tablist', { name: 'Our mission, vision and values' });
      const root = tablist.locator('xpath=../..');
      await tablist.scrollIntoViewIfNeeded();
      const entering = await sampleFrames(root, 'activePanelOpacity', 800);
      const leaving = await sampleFrames(root, 'leavingPanelOpacity', 800);
      await tablist.getByRole('tab', { name: 'Vision' }).click();
      if (motion) {
        expect(between(await entering(), 0, 1).length).toBeGreaterThan(0);
        expect(between(await leaving(), 0, 1).length).toBeGreaterThan(0);
      } else {
        await nextFrame(page);
        expect(between(await entering(), 0, 1)).toEqual([]);
        expect(values(await leaving())).toEqual([]);
      }
      await expect(page.getByRole('tabpanel', { name: 'Vision' })).toHaveCSS('opacity', '1');
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      await expect(page.getByRole('tabpanel', { name: 'Mission' })).toBeHidden();
    });

    test(`an executive card ${motion ? 'widens as a layout animation' : 'widens at once'}`, async ({ page, visit }) => {
      await page.setViewportSize(viewportAt('lg'));
      await open(page, visit, '/about', motion);
      const card = page.getByRole('region', { name: 'Executive team', exact: true }).getByRole('listitem').nth(1);
      await card.scrollIntoViewIfNeeded();
      expect(await card.evaluate((element) => Math.round(element.getBoundingClientRect().width))).toBe(240);
      const widening = await sampleFrames(card, 'width', 800);
      await card.hover();
      if (motion) expect(between(await widening(), 241, 351).length).toBeGreaterThan(0);
      else {
        await nextFrame(page);
        expect(await card.evaluate((element) => Math.round(element.getBoundingClientRect().width))).toBe(352);
        expect(between(await widening(), 241, 351)).toEqual([]);
      }
      await expect.poll(() => card.evaluate((element) => Math.round(element.getBoundingClientRect().width))).toBe(352);
    });

    test(`the summary emblem ${motion ? 'turns once when it comes into view' : 'stays upright'}`, async ({ page, visit }) => {
      await page.setViewportSize({ width: 1024, height: 400 });
      await open(page, visit, '/about', motion);
      const emblem = page.locator('section[aria-labelledby="summary-heading"] img');
      const turning = await sampleFrames(emblem, 'rotation', 1000);
      await emblem.scrollIntoViewIfNeeded();
      const angles = await turning();
      if (motion) expect(between(angles, -175, -5).length).toBeGreaterThan(0);
      else expect(values(angles).every((angle) => angle === 0)).toBe(true);
      await expect.poll(() => emblem.evaluate((element) => getComputedStyle(element).transform)).toBe('none');
    });

    test(`a status message ${motion ? 'fades in, and fades out before it goes' : 'comes and goes at once'}`, async ({ page, visit }) => {
      // Each call waits until the test lets it answer.
      const waiting: (() => void)[] = [];
      await page.route('**/api/contact/subscribe**', async (route) => {
        await new Promise<void>((resolve) => waiting.push(resolve));
        await route.fulfill({ json: {} });
      });
      const pending = () => expect.poll(() => waiting.length).toBe(1);
      const release = () => waiting.shift()!();
      await open(page, visit, '/about', motion);
      const banner = page.getByRole('region', { name: 'Ready to Innovate Your Project?' });
      const field = banner.getByRole('textbox', { name: 'Email address' });
      const send = banner.getByRole('button', { name: 'Get Started' });
      const region = banner.locator('[aria-live]');
      await field.fill('afia@example.com');
      await send.click();
      await pending();
      const entering = await sampleFrames(region, 'messageOpacity', 1500);
      release();
      await expect(banner.getByRole('status')).toHaveText('Email sent. The sales team will reach out to you soon.');
      if (motion) expect(between(await entering(), 0, 1).length).toBeGreaterThan(0);
      else expect(between(await entering(), 0, 1)).toEqual([]);

      // A second send clears the first message while the call is pending.
      await field.fill('kofi@example.com');
      const leaving = await sampleFrames(region, 'messageOpacity', 1500);
      await send.click();
      const left = await leaving();
      if (motion) expect(between(left, 0, 1).length).toBeGreaterThan(0);
      else expect(between(left, 0, 1)).toEqual([]);
      await expect(banner.getByRole('status')).toHaveCount(0);
      await pending();
      release();
      await expect(banner.getByRole('status')).toHaveCount(1);
    });

    test(`the carousel progress bar ${motion ? 'follows the scroll' : 'jumps with the slide'}`, async ({ page, visit }) => {
      await page.setViewportSize(viewportAt('xl'));
      await open(page, visit, '/', motion);
      const carousel = page.getByRole('region', { name: 'Client testimonials' });
      const bar = carousel.locator('[data-progress]');
      await carousel.scrollIntoViewIfNeeded();
      const scrolling = await sampleFrames(bar, 'scaleX', 1500);
      await carousel.getByRole('button', { name: 'Next testimonial' }).click();
      if (motion) expect(between(await scrolling(), 0.01, 0.49).length).toBeGreaterThan(0);
      else {
        await nextFrame(page);
        expect(await bar.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a)).toBeCloseTo(0.5, 2);
        expect(between(await scrolling(), 0.01, 0.49)).toEqual([]);
      }
      await expect(bar).toHaveAttribute('data-progress', '0.500');
      await expect.poll(() => bar.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a)).toBeCloseTo(0.5, 2);
    });
  });
}
