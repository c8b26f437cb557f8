// Where the e2e suite finds Chromium: PLAYWRIGHT_CHROMIUM_PATH, else Debian's package.
export function chromiumPath() {
  return process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Flags that keep Chromium off the network it cannot reach here (and make it quiet and fast). */
export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-features=Translate,OptimizationHints,MediaRouter',
];
