/**
 * How every shot is taken and compared (playwright.config.ts reads these): a per-pixel threshold
 * tight enough to see a brand-colour change, no stray pixel allowed (decision 016).
 */
export const screenshotOptions = {
  threshold: 0.05,
  maxDiffPixels: 0,
  stylePath: 'e2e/screenshot.css',
  animations: 'disabled',
  caret: 'hide',
  scale: 'css',
} as const;
