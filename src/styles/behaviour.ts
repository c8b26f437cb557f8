import { limits } from '../contracts/limits';
import { breakpoint } from './generated/token-breakpoint';
import { duration } from './generated/token-duration';

/**
 * The spec's business constants (section 9) that are behaviour, not style. Durations that are also
 * used by CSS come from the tokens so the two never disagree.
 */
export const behaviour = {
  statusMessageMs: duration['status-message'],
  mobileMenuBreakpointPx: breakpoint.md,
  stats: { durationMs: duration.counter, steps: 60, delayMs: duration['counter-delay'], threshold: 0.1 },
  jobList: { pageNo: 1, pageSize: 100 },
  blogList: { pageNo: 1, pageSize: 30 },
  maxUploadBytes: limits.maxUploadBytes,
  tabStripStepPx: 180,
  query: {
    gcTimeMs: 5 * 60 * 1000,
    retries: 3,
    retryDelayMinMs: 1000,
    retryDelayMaxMs: 30_000,
  },
  /**
   * The spec's HTTP client has no timeout; ours has one so that a hung server cannot leave a button
   * in its pending state forever (docs/decisions/003-api-timeouts.md).
   */
  api: { timeoutMs: 15_000, uploadTimeoutMs: 120_000 },
} as const;
