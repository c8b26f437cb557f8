// Reads Vite's build manifest (dist/.vite/manifest.json): which JS and CSS files a page needs before
// its first paint, which start the app, and where the web fonts are.
import { readFileSync } from 'node:fs';

/** The browser build's one entry: index.html, whose module script is src/render/entries/main.tsx. */
const entryKey = 'index.html';

export function readManifest(dist = 'dist') {
  return JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
}

/** The manifest key of the chunk written to `file` (assets/frame-x.js → _frame-x.js). */
export function keyOfFile(manifest, file) {
  return Object.keys(manifest).find((key) => manifest[key].file === file);
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
 * What starts the app: `start`, the entry's module (the boot script imports it), and `js` and `css`,
 * every file it needs, what it imports included, React DOM too (imported dynamically).
 */
export function entryClosure(manifest) {
  const entry = manifest[entryKey];
  if (!entry?.isEntry) throw new Error(`The build manifest has no entry ${entryKey}: vite.config.ts builds it.`);
  const seen = closure(manifest, entryKey);
  // React DOM, which the entry imports dynamically to run it in a task of its own, is part of every
  // page's start (src/render/entries/main.tsx).
  for (const file of [...seen.js]) {
    const lazy = manifest[keyOfFile(manifest, file)]?.dynamicImports ?? [];
    for (const key of lazy.filter((key) => manifest[key]?.name === 'react-dom')) closure(manifest, key, seen);
  }
  return { ...seen, start: entry.file };
}

/**
 * The web fonts' stylesheets: Inter's faces for the characters outside the site's copy, and the rule of
 * the face the copy is drawn from (the characters of src/styles/inter-subset.mjs) with its font file,
 * the one a text page preloads.
 */
export function webFonts(manifest) {
  const fonts = manifest['src/styles/web-fonts.css'];
  const copy = manifest['src/styles/copy-face.css'];
  const copyFace = copy?.assets?.find((file) => /\/inter-site-wght-normal-[\w-]+\.woff2$/.test(file));
  if (!fonts || !copyFace)
    throw new Error("The build manifest has no web fonts stylesheet, or none with Inter's face for the site's copy.");
  return { stylesheet: fonts.file, copyFaceStylesheet: copy.file, copyFace };
}
