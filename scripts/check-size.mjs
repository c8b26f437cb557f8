// The JavaScript budget: for every route, the gzip size of the entry plus what the route loads
// before its first paint (its page chunk and that chunk's static imports). Fails above the budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { closure, entryKey, readManifest } from './manifest.mjs';

const defaultBudgetKb = 120;
/** Pages allowed more than the default by their issue: Home and About carry the widget kit. */
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
const over = rows.filter((row) => !row.ok);
if (over.length) {
  console.error(`${over.length} route(s) over their JavaScript budget.`);
  process.exit(1);
}
