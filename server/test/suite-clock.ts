import { clockFrom, type Clock } from '../clock.ts';

/**
 * The day the whole suite lives on (decision 191): every test store, test server, command-line run and
 * browser page reads its clock from here, so that nothing a test sees (a deadline, "12 days ago", a
 * screenshot) moves with the machine's calendar. A Thursday morning in Accra (UTC).
 */
export const suiteStart = new Date('2026-11-26T09:00:00Z');

/** The setting that starts a server's or the command line's clock at the suite's instant. */
export const suiteClockSettings = (): { CLOCK_START: string } => ({ CLOCK_START: suiteStart.toISOString() });

/** A clock that starts at the suite's instant now and runs on. */
export const suiteClock = (): Clock => clockFrom(suiteStart);
