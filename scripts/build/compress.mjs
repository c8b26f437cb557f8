// Compresses the built site once, at build time: each text file gets a .br (brotli, best) and a
// .gz (gzip, best) beside it, which the server sends to browsers that accept them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.map', '.webmanifest']);
const minimumBytes = 512;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(full); // build metadata (.vite/) is not served
    } else yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  if (!compressible.has(extname(file)) || statSync(file).size < minimumBytes) continue;
  const content = readFileSync(file);
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
  before += content.length;
  after += brotli.length;
}
console.log(`Compressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli.`);
