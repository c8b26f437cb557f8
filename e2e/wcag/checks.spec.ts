import { viewportAt } from '../breakpoints';
import { expect, settle, test } from '../fixtures';
import { focusFailures } from './focus-judge';
import { walkFocus, watchFrameRequests } from './focus-walk';
import { targetSizeFailures } from './target-size';
import { textSpacingFailures } from './text-spacing';

/** Planted on a real page: each is one failure (or one exception) the three checks must tell apart. */
const plants = `
  <p>Read the <a href="#plants">terms</a> in full.</p>
  <div class="pair"><button class="tiny">a</button><button class="tiny">b</button></div>
  <button class="tiny lonely">c</button>
  <div class="box">Short words</div>
  <div class="spill">A box of fixed height</div>
  <p>The paragraph under it</p>
  <span class="visually-hidden">Hidden on purpose, never lost</span>
  <button class="bare">No ring</button>
  <button class="faint">Faint ring</button>`;

const plantStyles = `
  .pair { display: flex; gap: 4px; }
  .tiny { width: 16px; height: 16px; margin: 0; padding: 0; border: 0; font-size: 10px; }
  .lonely { margin: 24px; }
  .box { width: 400px; height: 1.2em; overflow: hidden; line-height: 1.2; }
  .spill { width: 400px; height: 1.2em; line-height: 1.2; }
  .bare:focus-visible { outline: none; }
  .faint:focus-visible { outline-color: var(--color-border); }
  .banner { position: fixed; inset: auto 0 0; height: 200px; z-index: 20; background: var(--color-surface); }`;

test('the WCAG checks name what they must and spare what the criteria exempt', async ({ page, visit }) => {
  await page.setViewportSize(viewportAt('xl'));
  await watchFrameRequests(page);
  await visit('/privacy-policy');
  await settle(page);
  await page.evaluate(
    ({ html, css }) => {
      const section = document.createElement('section');
      section.id = 'plants';
      section.innerHTML = html;
      document.querySelector('main')!.prepend(section);
      const banner = document.createElement('div');
      banner.className = 'banner';
      banner.textContent = 'A banner fixed over the bottom of the window';
      document.body.append(banner);
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
    { html: plants, css: plantStyles },
  );

  const targets = (await targetSizeFailures(page)).join('\n');
  expect(targets).toMatch(/button\.tiny “a” is 16×16 px, and its 24 px circle meets/);
  expect(targets).toMatch(/button\.tiny “b” is 16×16 px/);
  expect(targets).not.toMatch(/“c”|“terms”/);

  const spacing = (await textSpacingFailures(page)).join('\n');
  expect(spacing).toMatch(/text cut off: section#plants > div\.box “Short words”/);
  expect(spacing).toMatch(/text spills out of its box: section#plants > div\.spill “A box of fixed height”/);
  expect(spacing).not.toMatch(/Hidden on purpose/);

  const focus = focusFailures(await walkFocus(page)).join('\n');
  expect(focus).toMatch(/button\.bare “No ring”: no focus indicator of 2 px at 3:1; focus shows nothing changes/);
  expect(focus).toMatch(/button\.faint “Faint ring”: no focus indicator of 2 px at 3:1; .* 0 of 3 px stand out by 3:1 \(down to 1\.\d+:1/);
  expect(focus).toMatch(/: focused under div\.banner/);
});
