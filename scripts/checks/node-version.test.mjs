import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The install's first step (package.json "preinstall") and npm's engine-strict: an older Node stops at once. */
const floor = JSON.parse(readFileSync('package.json', 'utf8')).engines.node.replace(/^>=\s*/, '');
const check = (version) => spawnSync(process.execPath, ['scripts/checks/node-version.cjs', version], { encoding: 'utf8' });

describe('the Node.js version check before install', () => {
  it('stops an older Node with one sentence naming both versions', () => {
    const older = check('18.20.8');
    expect(older.status).toBe(1);
    expect(older.stdout).toBe('');
    expect(older.stderr).toBe(
      `This site needs Node.js ${floor} or newer, and this is Node.js 18.20.8: install a newer Node.js (https://nodejs.org) and run the command again.\n`,
    );
    const [major, minor, patch] = floor.split('.').map(Number);
    expect(check(`${major}.${minor}.${patch - 1 >= 0 ? patch - 1 : 0}`).status).toBe(patch > 0 ? 1 : 0);
    expect(check(`${major}.${minor - 1}.99`).status).toBe(1);
  });

  it('lets the floor and anything newer through, silently', () => {
    for (const version of [floor, 'v22.12.0', '24.0.0', process.versions.node]) {
      const run = check(version);
      expect(run.status, version).toBe(0);
      expect(run.stderr).toBe('');
    }
  });

  it('runs before every install, and npm refuses packages that need a newer Node too', () => {
    expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts.preinstall).toBe('node scripts/checks/node-version.cjs');
    expect(readFileSync('.npmrc', 'utf8')).toMatch(/^engine-strict=true$/m);
  });
});
