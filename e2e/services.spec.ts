import type { Page } from '@playwright/test';
import { expect, test, suiteTime } from './fixtures';

/** Positions of the floating words relative to their stage, and the stage's size. */
async function wordBoxes(page: Page) {
  return page.getByTestId('floating-words').evaluate((stage) => {
    const box = stage.getBoundingClientRect();
    return {
      stage: { width: box.width, height: box.height },
      words: [...stage.children].map((word) => {
        const r = word.getBoundingClientRect();
        return { x: r.left - box.left, y: r.top - box.top, right: r.right - box.left, bottom: r.bottom - box.top };
      }),
    };
  });
}

test.describe('products and services (/pns)', () => {
  test('shows the hero, the figures, the four core services and the product', async ({ page, visit }) => {
    await visit('/pns');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cutting-Edge Software Expertise Tailored to Your Unique Needs');
    await expect(page.getByText('100% Client Satisfactory Rate')).toBeVisible();
    await expect(page.getByText('4.5/5 Service Rating')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'OUR CORE SERVICES' })).toBeVisible();

    await expect(page.getByRole('link', { name: '01 Software Development Outsourcing' })).toHaveAttribute(
      'href',
      '/pns/services/software-development',
    );
    const hr = page.getByRole('link', { name: '02 Human Resource Management Solutions (opens in a new tab)' });
    await expect(hr).toHaveAttribute('href', 'https://hr.example.com/');
    await expect(hr).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: '03 Voice Applications' })).toHaveAttribute('href', '/pns/services/voice-applications');
    await expect(page.getByRole('link', { name: '04 Telecom Platform Services' })).toHaveAttribute(
      'href',
      '/pns/services/telecom-platform-services',
    );

    await expect(page.getByRole('heading', { name: 'Our Product' })).toBeVisible();
    const learnMore = page.getByRole('link', { name: 'Learn More (opens in a new tab)' });
    await expect(learnMore).toHaveAttribute('target', '_blank');
    await expect(learnMore).toHaveAttribute('href', 'https://hr.example.com/');
  });

  test('a core service card opens its page', async ({ page, visit }) => {
    await visit('/pns');
    await page.getByRole('link', { name: '03 Voice Applications' }).click();
    await expect(page).toHaveURL(/\/pns\/services\/voice-applications$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transform the Way You Connect');
  });

  test('the floating words are decorative and stay still under reduced motion (no pause button needed)', async ({ page, visit }) => {
    await visit('/pns');
    const words = page.getByTestId('floating-words').locator('span');
    await expect(words).toHaveText(['Adaptive', 'Possibilities', 'Initiations', 'Solutions']);
    for (const word of await words.all()) await expect(word).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('button', { name: /animation/ })).toHaveCount(0);
    const before = await wordBoxes(page);
    await page.waitForTimeout(400);
    expect(await wordBoxes(page)).toEqual(before);
  });

  test.describe('with motion allowed', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('the words move, stay inside their container, and the pause button stops and restarts them', async ({ page, visit }) => {
      await visit('/pns');
      const first = await wordBoxes(page);
      await page.waitForTimeout(500);
      const second = await wordBoxes(page);
      expect(second.words).not.toEqual(first.words);
      for (const box of [first, second]) {
        for (const word of box.words) {
          expect(word.x).toBeGreaterThanOrEqual(-0.5);
          expect(word.y).toBeGreaterThanOrEqual(-0.5);
          expect(word.right).toBeLessThanOrEqual(box.stage.width + 0.5);
          expect(word.bottom).toBeLessThanOrEqual(box.stage.height + 0.5);
        }
      }

      await page.getByRole('button', { name: 'Pause animation' }).click();
      const paused = await wordBoxes(page);
      await page.waitForTimeout(400);
      expect(await wordBoxes(page)).toEqual(paused);

      await page.getByRole('button', { name: 'Play animation' }).click();
      await page.waitForTimeout(400);
      expect((await wordBoxes(page)).words).not.toEqual(paused.words);
    });

    test('no word moves faster than 0.8 px per frame', async ({ page, visit }) => {
      await visit('/pns');
      const steps = await page.getByTestId('floating-words').evaluate(
        (stage) =>
          new Promise<number[]>((resolve) => {
            const words = [...stage.children] as HTMLElement[];
            const read = () => words.map((w) => new DOMMatrixReadOnly(getComputedStyle(w).transform));
            const deltas: number[] = [];
            let previous = read();
            let n = 0;
            const tick = () => {
              const now = read();
              now.forEach((m, i) => {
                const p = previous[i]!;
                if (p.m41 !== 0 || p.m42 !== 0) deltas.push(Math.abs(m.m41 - p.m41), Math.abs(m.m42 - p.m42));
              });
              previous = now;
              if (++n < 60) requestAnimationFrame(tick);
              else resolve(deltas);
            };
            requestAnimationFrame(tick);
          }),
      );
      expect(steps.length).toBeGreaterThan(100);
      expect(Math.max(...steps)).toBeLessThanOrEqual(0.8 + 1e-6);
      expect(Math.max(...steps)).toBeGreaterThan(0);
    });

    test('the product video autoplays muted and looping, and the button pauses and plays it', async ({ page, visit }) => {
      await visit('/pns');
      const video = page.locator('video');
      await expect(video).toHaveJSProperty('muted', true);
      await expect(video).toHaveJSProperty('loop', true);
      await expect(video).toHaveJSProperty('paused', false);
      await page.getByRole('button', { name: 'Pause video' }).click();
      await expect(video).toHaveJSProperty('paused', true);
      await page.getByRole('button', { name: 'Play video' }).click();
      await expect(video).toHaveJSProperty('paused', false);
    });
  });

  test('the video does not autoplay under reduced motion or in the prerendered HTML; poster and size are set', async ({
    page,
    request,
    visit,
  }) => {
    const html = await (await request.get('/pns')).text();
    const tag = /<video[^>]*>/.exec(html)?.[0] ?? '';
    expect(tag).toContain('muted');
    expect(tag).toContain('loop');
    expect(tag).toContain('playsInline');
    expect(tag).toMatch(/poster="[^"]+\.svg"/);
    expect(tag).toContain('width="960"');
    expect(tag).toContain('height="540"');
    expect(tag).not.toMatch(/autoplay/i);

    await visit('/pns');
    const video = page.locator('video');
    await expect(video).toHaveJSProperty('autoplay', false);
    await page.waitForTimeout(300);
    await expect(video).toHaveJSProperty('paused', true);
    await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
    const source = await page.locator('video source').getAttribute('src');
    const response = await request.get(source!);
    expect(response.headers()['content-type']).toContain('video/mp4');
    expect((await response.body()).length).toBeLessThan(600 * 1024);
  });
});

test.describe('call-to-action e-mail block', () => {
  const field = (page: Page) => page.getByRole('main').getByRole('textbox', { name: 'Email address' });
  const button = (page: Page) => page.getByRole('main').getByRole('button', { name: /^(Get Started|Submitting)$/ });

  test('on /pns it carries its own heading, validates and subscribes with type=contactACS', async ({ page, apiRequests, visit }) => {
    await page.clock.install({ time: suiteTime() });
    await visit('/pns');
    await expect(page.getByRole('heading', { name: 'Optimize your resources with Volta HR, our HR information system' })).toBeVisible();
    await expect(field(page)).toHaveAttribute('placeholder', 'Help us with your email here!');

    await field(page).fill('   ');
    await button(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' })).toBeVisible();
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page)).toBeFocused();
    expect(apiRequests).toHaveLength(0);

    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact/subscribe**', async (route) => {
      await answered;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    });
    await field(page).fill('abena@example.com');
    await button(page).click();
    await expect(button(page)).toHaveText('Submitting');
    await expect(button(page)).toBeDisabled();
    release();

    const message = page.getByRole('status').filter({ hasText: 'Email sent. The sales team will reach out to you soon.' });
    await expect(message).toBeVisible();
    await expect(field(page)).toHaveValue('');
    expect(apiRequests).toHaveLength(1);
    const sent = apiRequests[0]!;
    expect(sent.method()).toBe('POST');
    expect(new URL(sent.url()).pathname).toBe('/api/contact/subscribe');
    expect(new URL(sent.url()).searchParams.get('type')).toBe('contactACS');
    expect(sent.postDataJSON()).toEqual({ subscriberEmail: 'abena@example.com' });

    await page.clock.fastForward(5100);
    await expect(message).toBeHidden();
  });

  test('on a portfolio page a failure shows the red message and keeps the e-mail', async ({ page, consoleWatch, visit }) => {
    consoleWatch.allow(/Failed to load resource: the server responded with a status of 500/);
    await page.route('**/api/contact/subscribe**', (route) => route.fulfill({ status: 500, body: '' }));
    await visit('/portfolio/hr3pp');
    await field(page).fill('yaw@example.com');
    await button(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to send message. Try again.' })).toBeVisible();
    await expect(field(page)).toHaveValue('yaw@example.com');
  });

  for (const path of [
    '/pns/services/software-development',
    '/pns/services/voice-applications',
    '/pns/services/telecom-platform-services',
    '/portfolio',
  ]) {
    test(`${path} has the block and it subscribes`, async ({ page, apiRequests, visit }) => {
      await visit(path);
      await expect(field(page)).toHaveAttribute('placeholder', 'Help us with your email here!');
      await field(page).fill('kwame@example.com');
      await button(page).click();
      await expect(page.getByRole('status').filter({ hasText: 'Email sent.' })).toBeVisible();
      expect(new URL(apiRequests[0]!.url()).searchParams.get('type')).toBe('contactACS');
    });
  }
});
