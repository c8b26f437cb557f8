// The fault suite measures page rates with wrk (a C load generator: a Node client would take the CPU
// it measures). Installs Debian's wrk package when it is missing and we are root; else one sentence.
import { execSync, spawnSync } from 'node:child_process';

const found = spawnSync('wrk', ['--version']).error === undefined;
if (!found) {
  if (process.getuid?.() !== 0) {
    console.error('wrk is not installed: install Debian\'s "wrk" package (apt-get install wrk) to run the fault suite.');
    process.exit(1);
  }
  console.log("wrk is not installed; installing Debian's wrk package…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk', { stdio: 'inherit' });
}
