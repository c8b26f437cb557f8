import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';
import { expect } from './fixtures';

/** The rules every page and state is held to: WCAG 2.0–2.2 A and AA, and axe's best practices. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Zero axe violations on the page as it is now; a failure names each rule, its impact and nodes.
 * axe-core runs in the page itself, loaded once per document (the matrix audits one page at seven
 * widths), and only a summary of the violations comes back: the site has no frames to gather, and
 * re-loading axe and sending its whole result for every audit was half of each audit's time.
 */
export async function expectNoAxeViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const summary = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, axeTags);
  expect(summary).toEqual([]);
}
