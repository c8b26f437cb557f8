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

/**
 * What starts the app, as Vite wrote it into the page it built (`html`, dist/index.html before the
 * prerender replaces it): `start`, the module to import (the last script), and `js` and `css`, every
 * file it needs, imported ones included. The bundler merges the entry into the frame chunk that
 * every page imports, and the manifest then names no entry: the page Vite built says how it starts.
 * The prerender keeps the answer in dist/.vite/entry.json for the tools that run after it.
 */
export function entryClosure(manifest, html) {
  const linked = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
  const scripts = linked(/<script type="module"[^>]*\bsrc="\/([^"]+)"/g);
  const seen = { js: new Set(), css: new Set(linked(/<link rel="stylesheet"[^>]*\bhref="\/([^"]+)"/g)) };
  for (const file of scripts) {
    const key = Object.keys(manifest).find((name) => manifest[name].file === file);
    if (!key) throw new Error(`dist/index.html starts ${file}, which the build manifest does not know.`);
    closure(manifest, key, seen);
  }
  const start = scripts.at(-1);
  if (!start) throw new Error('dist/index.html starts no script.');
  return { ...seen, start };
}

/** The prerender's record of entryClosure (dist/.vite/entry.json), as sets. */
export function readEntry(dist = 'dist') {
  const { start, js, css } = JSON.parse(readFileSync(`${dist}/.vite/entry.json`, 'utf8'));
  return { start, js: new Set(js), css: new Set(css) };
}

/** The web fonts' stylesheet, and the Latin face of Inter that it names (the one English text uses). */
export function webFonts(manifest) {
  const fonts = manifest['src/styles/web-fonts.css'];
  const latin = fonts?.assets?.find((file) => /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
  if (!latin) throw new Error('The build manifest has no web fonts stylesheet with a Latin face of Inter.');
  return { stylesheet: fonts.file, latin };
}
