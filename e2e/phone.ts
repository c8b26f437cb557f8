import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';

const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;

/**
 * The phone Lighthouse emulates for its mobile run (`npm run lighthouse`): the specs that check what
 * Lighthouse measures (layout shift, the largest paint) load pages on the same screen, with motion
 * allowed as for most visitors.
 */
export const lighthousePhone = {
  viewport: { width, height },
  deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'no-preference',
} as const;
