import type { Page } from '@playwright/test';
import { tokens } from '../src/styles/generated/tokens';

/** Screenshot options of a state shot: full page, the copyright year covered as in the matrix. */
export function stateShot(page: Page) {
  return {
    fullPage: true,
    mask: [page.locator('[data-volatile]')],
    maskColor: tokens.color['surface-dark'],
  };
}
