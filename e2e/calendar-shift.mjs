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

/**
 * `env` without libfaketime, for the browsers. Under libfaketime Firefox hangs at start (its allocator,
 * jemalloc, and libfaketime's start-up wait on each other) and Chromium's page loads hang now and then
 * (libfaketime issues 130 and 373: complex multi-process runtimes, "unfixable" upstream). So in a run
 * moved by faketime the browsers alone keep the machine's calendar; what their pages read is the
 * suite's day anyway (e2e/fixtures.ts), and no public page shows a date from the device's clock.
 */
export function withoutFaketime(env = process.env) {
  const kept = Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('FAKETIME')));
  const preload = (env.LD_PRELOAD ?? '')
    .split(/[\s:]+/)
    .filter((library) => library && !library.includes('libfaketime'))
    .join(' ');
  if (preload) kept.LD_PRELOAD = preload;
  else delete kept.LD_PRELOAD;
  return kept;
}
