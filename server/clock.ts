import { performance } from 'node:perf_hooks';

/**
 * The one clock of the server and the command line: every time a record holds (created, updated,
 * sent, expires) and every "today" (a vacancy's deadline) is read from it, never from the database's
 * now() or a stray `new Date()`, so that a test can fix it (decision 191).
 */
export type Clock = () => Date;

// eslint-disable-next-line no-restricted-syntax -- the real clock is read here, and only here
export const systemClock: Clock = () => new Date();

/**
 * A clock that reads `start` when it is made and runs on from there, by the process's monotonic time:
 * what the machine's calendar says (or is moved to) no longer matters.
 */
export function clockFrom(start: Date): Clock {
  const origin = performance.now();
  return () => new Date(start.getTime() + (performance.now() - origin));
}

/** CLOCK_START when set (tests), else the real clock. */
export const clockFromSetting = (start: Date | undefined): Clock => (start ? clockFrom(start) : systemClock);

/** The day (YYYY-MM-DD) of an instant in Ghana, which keeps UTC all year. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The instant `ms` after `at`. */
export const later = (at: Date, ms: number): Date => new Date(at.getTime() + ms);
