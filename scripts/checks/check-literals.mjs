// Fails when a hex colour or a pixel breakpoint is written in a CSS, TS or TSX file under src/:
// colours and breakpoints come from tokens/tokens.json only. Generated files and artwork are exempt.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = 'src';
const exempt = [/^src\/styles\/generated\//, /^src\/assets\//];
const breakpoints = [470, 550, 768, 1024, 1440, 1800, 2400];
const rules = [
  { name: 'hex colour', pattern: /#[0-9a-fA-F]{3,8}\b(?![-\w])/g },
  { name: 'pixel breakpoint in a media query', pattern: /@media[^{]*\d+(\.\d+)?px/g },
  { name: 'pixel width or height condition', pattern: /\((min|max)-(width|height)\s*:\s*\d+(\.\d+)?px\)/g },
  { name: 'breakpoint written in pixels', pattern: new RegExp(`\\b(${breakpoints.join('|')})px\\b`, 'g') },
];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(css|ts|tsx)$/.test(entry.name)) yield path;
  }
}

export function findLiterals(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const rule of rules) {
      for (const match of line.matchAll(rule.pattern)) found.push({ line: index + 1, rule: rule.name, text: match[0] });
    }
  });
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = [];
  for (const file of files(root)) {
    const name = relative('.', file).replace(/\\/g, '/');
    if (exempt.some((pattern) => pattern.test(name))) continue;
    for (const hit of findLiterals(readFileSync(file, 'utf8'))) problems.push(`${name}:${hit.line}: ${hit.rule} "${hit.text}"`);
  }
  if (problems.length) {
    console.error(`Colours and breakpoints belong in tokens/tokens.json; found ${problems.length} literal(s):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log('No hex colour or pixel breakpoint outside tokens/.');
}
