import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The rules every page and state is held to: WCAG 2.0–2.2 A and AA, and axe's best practices. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Zero axe violations on the page as it is now; a failure names each rule, its impact and nodes.
 * Legacy mode runs axe in the page itself instead of opening a blank page to gather each frame's
 * results: the site has no cross-origin frames, and the blank page was most of an audit's time. Only
 * violations are reported in full (passes are what makes the result large to build and send).
 */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(axeTags)
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
