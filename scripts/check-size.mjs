// The JavaScript budget: for every route, the gzip size of the entry plus what the route loads
// before its first paint (its page chunk and that chunk's static imports). Fails above the budget,
// and when framer-motion's code is in any of those files: it is only loaded after hydration
// (docs/decisions/009-motion.md).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { closure, entryKey, readManifest } from './manifest.mjs';

const defaultBudgetKb = 120;
/** Pages allowed more than the default: Home and About carry the widget kit (docs/decisions/007). */
const budgetsKb = { home: 140, about: 130 };

const manifest = readManifest();
const gzipKb = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length / 1024;
const entry = closure(manifest, entryKey(manifest));
const routes = JSON.parse(readFileSync('dist/.vite/site-routes.json', 'utf8'));
const rows = routes.map((route) => {
  const files = new Set([...entry.js, ...closure(manifest, route.moduleFile).js]);
  const kb = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  const budget = budgetsKb[route.page] ?? defaultBudgetKb;
  return { route: route.path, kb, budget, ok: kb <= budget };
});

console.log('Initial JavaScript per route (gzip, entry + page before first paint):');
console.log(`  ${'route'.padEnd(42)} ${'KB'.padStart(7)}  budget`);
for (const row of rows) {
  console.log(`  ${row.route.padEnd(42)} ${row.kb.toFixed(1).padStart(7)}  ${row.budget}${row.ok ? '' : '  OVER'}`);
}
/** The lazily loaded animation modules, and a string that only framer-motion's own code holds. */
const motionModules = ['src/motion/motion-kit.tsx', 'src/motion/dom-max.ts'];
const framerMarker = 'data-framer-appear-id';
const motionFiles = motionModules.map((key) => manifest[key]?.file);
const holdsFramer = (file) => readFileSync(`dist/${file}`, 'utf8').includes(framerMarker);
if (motionFiles.some((file) => !file) || !holdsFramer(motionFiles[0])) {
  console.error(`The motion kit is not a chunk of its own holding framer-motion (${motionModules.join(', ')}).`);
  process.exit(1);
}
const initialFiles = new Set([...entry.js, ...routes.flatMap((route) => [...closure(manifest, route.moduleFile).js])]);
const framerUpFront = [...initialFiles].filter(holdsFramer);
console.log(
  `Loaded after hydration, never up front: ${motionModules.map((key, index) => `${key} ${gzipKb(motionFiles[index]).toFixed(1)} KB`).join(', ')}.`,
);

const over = rows.filter((row) => !row.ok);
if (framerUpFront.length) {
  console.error(`framer-motion is in the initial JavaScript: ${framerUpFront.join(', ')}.`);
  process.exit(1);
}
if (over.length) {
  console.error(`${over.length} route(s) over their JavaScript budget.`);
  process.exit(1);
}
