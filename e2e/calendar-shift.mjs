import { existsSync } from 'node:fs';

/**
 * The servers and commands the e2e suite starts run with the machine's calendar moved this many days
 * ahead (decision 191): their own clock is the suite's (CLOCK_START), so a date on a page that came
 * from the machine's calendar instead would differ from its baseline, and the test would fail.
 */
const calendarShiftDays = 400;

/** Debian's libfaketime (package faketime), multithreaded build: Node runs several threads. */
export function faketimeLibraryPath() {
  const lib = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/faketime/libfaketimeMT.so.1`;
  return existsSync(lib) ? lib : null;
}

/**
 * The environment that moves a child process's calendar (not its monotonic clock, which timers and
 * the suite's clock run on); empty without libfaketime, or when the whole run is under faketime
 * already (the proof runs a year ahead and behind, issue 37).
 */
export function shiftedCalendarEnv(env = process.env) {
  const library = faketimeLibraryPath();
  if (!library || env.FAKETIME) return {};
  return {
    LD_PRELOAD: [env.LD_PRELOAD, library].filter(Boolean).join(' '),
    FAKETIME: `+${calendarShiftDays}d`,
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  };
}
