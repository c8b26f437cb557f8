// The JavaScript budget (issue 13, docs/decisions/018-first-paint-from-html.md): for every route, the
// gzip size of what its page needs to hydrate, started by its boot script after the first paint: the
// entry and the frame, the page's chunk and what that imports statically. Islands (the widgets'
// libraries, the forms) and the motion kit come after hydration, each in a chunk of its own, and are
// listed apart. Fails above the budget, and when framer-motion's code is in a route's initial files.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { closure, entryClosure, readManifest } from '../../src/render/build/manifest.mjs';

// Every page adds its route facts and its lazy import to the frame's route table (about 150 bytes
// gzip): 110 KB held until /blog/:id (the heaviest) was 90 bytes under it and a 20th route came (decision 210).
const budgetKb = { content: 111, home: 130 };

const manifest = readManifest();
const gzipKb = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length / 1024;
const sumKb = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);
const entry = entryClosure(manifest);
// The prerender's description of the route table (src/route-table/build-facts.ts: SiteRoute).
const routes = JSON.parse(readFileSync('dist/.vite/site-routes.json', 'utf8'));

/** A page's islands: the chunks its modules import dynamically, with what they import, less what it already has. */
function islandFiles(key, initial) {
  const files = new Set();
  for (const lazy of manifest[key].dynamicImports ?? []) {
    for (const file of closure(manifest, lazy).js) if (!initial.has(file)) files.add(file);
  }
  return files;
}

const rows = routes.map((route) => {
  const initial = new Set([...entry.js, ...closure(manifest, route.moduleFile).js]);
  const budget = route.page === 'home' ? budgetKb.home : budgetKb.content;
  const kb = sumKb(initial);
  return { route: route.path, initial, kb, budget, islandsKb: sumKb(islandFiles(route.moduleFile, initial)), ok: kb <= budget };
});

console.log('Initial JavaScript per route (gzip): what the page needs to hydrate, requested after its first paint.');
console.log(`  ${'route'.padEnd(42)} ${'KB'.padStart(6)} ${'files'.padStart(5)}  budget  ${'islands KB'.padStart(10)}`);
for (const row of rows) {
  const cells = [row.route.padEnd(42), row.kb.toFixed(1).padStart(6), String(row.initial.size).padStart(5), String(row.budget).padStart(6)];
  console.log(`  ${cells.join(' ')}  ${row.islandsKb.toFixed(1).padStart(10)}${row.ok ? '' : '  OVER'}`);
}

/** framer-motion's code (found by a string only it holds) comes with the motion kit, after hydration. */
const framerMarker = 'data-framer-appear-id';
const holdsFramer = (file) => readFileSync(`dist/${file}`, 'utf8').includes(framerMarker);
const kitKey = 'src/motion/motion-kit.tsx';
const kitFiles = manifest[kitKey] ? [...closure(manifest, kitKey).js].filter((file) => !entry.js.has(file)) : [];
if (!kitFiles.some(holdsFramer)) {
  console.error(`The motion kit (${kitKey}) does not bring framer-motion in chunks of its own.`);
  process.exit(1);
}
console.log(`After hydration, never up front: the motion kit, ${sumKb(kitFiles).toFixed(1)} KB in ${kitFiles.length} files.`);

const framerUpFront = rows.flatMap((row) => [...row.initial].filter(holdsFramer).map((file) => `${row.route}: ${file}`));
if (framerUpFront.length) {
  console.error(`framer-motion is in the initial JavaScript: ${framerUpFront.join(', ')}.`);
  process.exit(1);
}
const over = rows.filter((row) => !row.ok);
if (over.length) {
  console.error(`${over.length} route(s) over their JavaScript budget.`);
  process.exit(1);
}

// The staff area is not linked from the public site (issue 26, point 5): no public page's HTML, nor any
// JavaScript a public page loads (up front or as an island), mentions /staff.
const publicHtml = readdirSync('dist', { recursive: true }).filter((file) => file.endsWith('.html') && !/^staff[\\/]/.test(file));
const publicJs = new Set(
  rows.flatMap((row) => [...row.initial, ...islandFiles(routes.find((route) => route.path === row.route).moduleFile, row.initial)]),
);
const mentions = [...publicHtml, ...publicJs, ...kitFiles].filter((file) => readFileSync(`dist/${file}`, 'utf8').includes('/staff'));
if (mentions.length) {
  console.error(`Public files mention /staff: ${mentions.join(', ')}.`);
  process.exit(1);
}
console.log(`No public page (${publicHtml.length} HTML files, ${publicJs.size} scripts) mentions /staff.`);
