import { frameContent } from '../../src/app/content';
import { sharedCopy } from '../../src/content/shared-copy';
import { contactFormContent } from '../../src/forms/contact/content';
import { newsletterContent } from '../../src/forms/subscribe/content';
import { homeContent } from '../../src/pages/home/content';
import { contactUsContent } from '../../src/pages/contact-us/content';
import { viewportAt } from '../breakpoints';
import { expect, test } from '../fixtures';
import { ScreenReader } from './virtual-screen-reader';

// The reader is imported from a blob: URL, which the site's content security policy refuses.
test.use({ bypassCSP: true });

const { nav, footer, skipLink } = frameContent;
const menuButton = (state: 'expanded' | 'not expanded') => `button, ${nav.menuButton}, 1 control, ${state}`;

test.describe('the frame, as a screen reader speaks it', () => {
  test('the first Tab stop is the skip link, and it takes focus to the main landmark', async ({ page, visit }) => {
    await visit('/contact-us');
    const reader = await ScreenReader.start(page);
    await reader.press('Tab');
    await reader.press('Enter');
    await expect.poll(() => reader.log()).toEqual(['document', `link, ${skipLink}`, 'main']);
    await expect(page.locator('main')).toBeFocused();
  });

  test('landmark navigation: banner, navigation, main, contentinfo, then round again', async ({ page, visit }) => {
    await visit('/contact-us');
    const reader = await ScreenReader.start(page);
    for (let jump = 0; jump < 9; jump++) await reader.perform('moveToNextLandmark');
    expect(await reader.log()).toEqual([
      'document',
      'banner',
      `navigation, ${nav.label}`,
      'main',
      // The page's own landmarks sit inside main; the footer holds the newsletter form.
      `form, ${contactFormContent.label}`,
      `region, ${contactUsContent.details.heading}`,
      'contentinfo',
      `form, ${newsletterContent.heading}`,
      `navigation, ${footer.navLabel}`,
      'banner',
    ]);
  });

  test.describe('below the md breakpoint', () => {
    test.use({ viewport: viewportAt('sm') });

    test('the menu button says whether the menu is open; Escape closes it and takes focus back', async ({ page, visit }) => {
      await visit('/');
      const reader = await ScreenReader.start(page);
      for (let stop = 0; stop < 3; stop++) await reader.press('Tab');
      await reader.press('Enter');
      for (let stop = 0; stop < nav.links.length + 1; stop++) await reader.press('Tab');
      await reader.press('Escape');
      // Closed, its links are out of the Tab order: the next stop is the first link of the page.
      await reader.press('Tab');
      await expect
        .poll(() => reader.log())
        .toEqual([
          'document',
          `link, ${skipLink}`,
          `link, ${nav.logoLabel}`,
          menuButton('not expanded'),
          menuButton('expanded'),
          ...nav.links.map((link) => `link, ${link.label}`),
          `link, ${nav.hrSoftware.label} ${sharedCopy.opensInNewTab}`,
          menuButton('not expanded'),
          `link, ${homeContent.hero.actions[0]!.label}`,
        ]);
    });
  });
});
