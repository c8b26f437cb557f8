import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { tokens } from '../src/styles/generated/tokens';
import { expectNoAxeViolations } from './axe';
import { viewportHeight } from './breakpoints';
import { expect, settle, test } from './fixtures';

/**
 * Every story of the built component workbench (npm run build:workbench), at the narrowest
 * breakpoint and at xl: the story renders and its play function passes, the story root matches its
 * baseline, axe finds nothing, and (by the fixture) nothing is logged as an error. Each story is
 * rendered afresh at each width (a carousel or a scroller moved by its play function would not keep
 * its place through a resize), in the one preview a test loads. One test per component, its stories
 * as steps.
 */
const indexFile = 'dist-workbench/index.json';
if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run "npm run build:workbench" first.`);

type Entry = { type: 'story' | 'docs'; id: string; title: string; name: string; tags: string[] };
const entries = Object.values((JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, Entry> }).entries);
const stories = entries.filter((entry) => entry.type === 'story');

const components = new Map<string, Entry[]>();
for (const story of stories) components.set(story.title, [...(components.get(story.title) ?? []), story]);

const widths = [tokens.breakpoint.xs, tokens.breakpoint.xl];
const workbench = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4321) + 1}`;

/** What Storybook shows in place of a story that threw (empty when it did not). */
async function storyError(page: Page) {
  return (await page.locator('.sb-errordisplay').textContent())?.trim() ?? '';
}

/**
 * Renders a story afresh in the preview already loaded, as Storybook's own test runner does: over
 * the preview's channel ('setCurrentStory' for another story, 'forceRemount' for the same one), so
 * its play function runs again at the current width. Waits for the end the preview marks on html.
 */
async function showStory(page: Page, storyId: string, shownBefore: boolean) {
  await page.evaluate(
    ({ id, again }) => {
      const root = document.documentElement;
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: object) => void } })
        .__STORYBOOK_ADDONS_CHANNEL__;
      delete root.dataset.story;
      delete root.dataset.hydrated;
      if (again) channel.emit('forceRemount', { storyId: id });
      else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    },
    { id: storyId, again: shownBefore },
  );
  await page.locator('html[data-story]').waitFor({ state: 'attached' });
}

for (const [title, group] of components) {
  test(`${title} at ${widths.join(' and ')} px`, async ({ page, visit }) => {
    test.setTimeout(20_000 + group.length * widths.length * 5_000);
    // Stories tagged 'motion' show a state that exists only without the reduced-motion preference
    // (a loop and its pause button); every other story runs under it, as the suite does.
    const useMediaOf = (story: Entry) => page.emulateMedia({ reducedMotion: story.tags.includes('motion') ? 'no-preference' : 'reduce' });
    const first = group[0]!;
    await useMediaOf(first);
    await page.setViewportSize({ width: widths[0]!, height: viewportHeight });
    // The visit fixture waits for html[data-hydrated], which the preview sets once the story has finished.
    await visit(`${workbench}/iframe.html?id=${first.id}&viewMode=story`);
    let shown = { id: first.id, width: widths[0] };
    for (const story of group) {
      for (const width of widths) {
        await test.step(`${story.name} at ${width}px`, async () => {
          if (story.id !== shown.id || width !== shown.width) {
            await useMediaOf(story);
            await page.setViewportSize({ width, height: viewportHeight });
            await showStory(page, story.id, story.id === shown.id);
            shown = { id: story.id, width };
          }
          expect(await page.locator('html').getAttribute('data-story'), await storyError(page)).toBe('success');
          await settle(page);
          await expect.soft(page.locator('#storybook-root')).toMatchBaseline(['components', `${story.id}-${width}.png`]);
          await expectNoAxeViolations(page);
        });
      }
    }
  });
}
