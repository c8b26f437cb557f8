import type { Locator, Page } from '@playwright/test';
import { behaviour } from '../src/styles/behaviour';
import { expect } from './fixtures';

/**
 * Notes the page's own time when `text` first appears in a status line, so that a test can move
 * the fake clock to just before and just after the 5000 ms, however late its polling saw the text.
 * Call it after page.clock.install({ time: suiteTime() }) and before the submission.
 */
export async function watchStatusText(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const win = window as unknown as { statusShownAt?: number };
    new MutationObserver(() => {
      const lines = [...document.querySelectorAll('[role=status], [role=alert]')];
      if (win.statusShownAt === undefined && lines.some((line) => line.textContent?.includes(wanted))) win.statusShownAt = Date.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, text);
}

/**
 * Stops the (installed) clock 100 ms before the message's time is up, then lets 200 ms more run.
 * Paused, so a slow runner cannot let real time carry the clock past 5000 ms between two checks.
 */
export async function expectGoneAfterFiveSeconds(page: Page, line: Locator) {
  const shownAt = await page.evaluate(() => (window as unknown as { statusShownAt: number }).statusShownAt);
  await page.clock.pauseAt(shownAt + behaviour.statusMessageMs - 100);
  await expect(line).toBeVisible();
  await page.clock.runFor(200);
  await expect(line).toBeHidden();
}
