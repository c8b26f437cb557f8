import type { Page } from '@playwright/test';
import { tokens } from '../src/styles/generated/tokens';

/**
 * Screenshot options for a whole page (the matrix and every state shot): full page, with the
 * copyright year covered, since it moves on 1 January and the baselines must not.
 */
export function stateShot(page: Page) {
  return {
    fullPage: true,
    mask: [page.locator('[data-volatile]')],
    maskColor: tokens.color['surface-dark'],
  };
}
