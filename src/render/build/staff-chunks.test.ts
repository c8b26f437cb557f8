// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The staff area's code stays out of the public site (issue 26, point 5; docs/decisions/184): the
 * last build's public pages (their HTML, and every script of the site's own build) neither load nor
 * name a file of the staff build, and do not mention the staff area's address.
 */
const publicManifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;
const staffManifest = JSON.parse(readFileSync('dist/.vite/staff-manifest.json', 'utf8')) as Manifest;

const filesOf = (manifest: Manifest) =>
  new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]));
const publicFiles = filesOf(publicManifest);
const staffFiles = [...filesOf(staffManifest)].filter((file) => !publicFiles.has(file));

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && path !== join('dist', 'staff')) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** What a text says of the staff area: a staff file's name, or an address under /staff. */
const staffMentions = (text: string) => [
  ...staffFiles.filter((file) => text.includes(file.replace(/^assets\//, ''))),
  ...(text.match(/\/staff\b/g) ?? []),
];

describe('the staff build', () => {
  it('writes its page and scripts, all its own', () => {
    expect(staffManifest['src/staff/index.html']?.isEntry).toBe(true);
    expect(staffFiles.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(5);
    expect(staffFiles.every((file) => /^assets\/staff-/.test(file))).toBe(true);
    expect(Object.keys(publicManifest).filter((key) => key.includes('src/staff/'))).toEqual([]);
  });

  it('is neither loaded nor named by any public page', () => {
    const pages = [...htmlFiles('dist')];
    expect(pages.length).toBeGreaterThan(20);
    const found = pages.flatMap((page) => staffMentions(readFileSync(page, 'utf8')).map((what) => `${page}: ${what}`));
    expect(found).toEqual([]);
  });

  it('is neither imported nor named by any script of the public site', () => {
    const scripts = [...publicFiles].filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(30);
    const found = scripts.flatMap((file) => staffMentions(readFileSync(join('dist', file), 'utf8')).map((what) => `${file}: ${what}`));
    expect(found).toEqual([]);
  });
});
