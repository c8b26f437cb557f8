import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Text that falls short of WCAG's enhanced contrast (1.4.6: 7:1, 4.5:1 for large text), by axe's
 * color-contrast-enhanced rule, one line per element; empty when all text reaches it.
 */
export async function enhancedContrastProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const { violations } = await axe.run(document, { runOnly: ['color-contrast-enhanced'], resultTypes: ['violations'] });
    return violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? violation.help}`),
    );
  });
}
