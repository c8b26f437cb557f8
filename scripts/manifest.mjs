// Reads Vite's build manifest: which JS and CSS files a page needs before its first paint.
import { readFileSync } from 'node:fs';

export function readManifest(dist = 'dist') {
  return JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
}

/**
 * The chunk of `key` and every chunk it imports statically, with their CSS in the order the browser
 * would apply it: a chunk's stylesheets after those of the chunks it imports, so a page's own rules
 * come after (and win over) the rules of the components it uses.
 */
export function closure(manifest, key, seen = { js: new Set(), css: new Set() }) {
  const chunk = manifest[key];
  if (!chunk || seen.js.has(chunk.file)) return seen;
  seen.js.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  for (const css of chunk.css ?? []) seen.css.add(css);
  return seen;
}

export function entryKey(manifest) {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry);
  if (!key) throw new Error('The build manifest has no entry chunk.');
  return key;
}
