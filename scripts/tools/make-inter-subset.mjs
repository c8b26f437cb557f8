// `node scripts/tools/make-inter-subset.mjs`: makes src/assets/fonts/inter-site-wght-normal.woff2, the
// face of Inter (variable weight, upright) holding only the characters of the site's own copy
// (src/styles/inter-subset.mjs), from @fontsource-variable/inter's Latin face. Run it after adding a
// character to the subset or updating Inter. Needs fontTools with Brotli (Debian:
// apt-get install python3-fonttools python3-brotli); the face it writes is committed.
//
// A text page's largest paint waits for this face, so it must fit in the first flight of a new
// connection (ten TCP segments, about 14.6 KB: Lighthouse's simulation and a real phone's network
// alike); at 21 KB the face took a second round trip and text pages' LCP went from 0.9 s to 1.06 s.
// So it keeps what the site draws and drops the rest (docs/decisions/185-lean-copy-face.md):
// - the weight axis from 400 to 700 (the four weights of the tokens), not 100 to 900;
// - the layout features browsers apply by default that change these characters (kerning, glyph
//   composition, localised forms, mark positioning) and tabular figures, which the site's CSS asks
//   for; not Inter's contextual alternates (calt: punctuation raised beside capitals, arrows) nor
//   fractions, which nothing asks for: together 4 KB.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { subsetCodePoints, subsetWeights } from '../../src/styles/inter-subset.mjs';

const source = fileURLToPath(import.meta.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
const output = fileURLToPath(new URL('../../src/assets/fonts/inter-site-wght-normal.woff2', import.meta.url));
const unicodes = subsetCodePoints.map((code) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`).join(',');
const weightAxis = `wght=${subsetWeights.lightest}:${subsetWeights.boldest}`;
const layoutFeatures = ['kern', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

const python = process.env.PYTHON ?? '/usr/bin/python3';
// A fixed timestamp in the face's header, so that the same inputs make the same bytes (fontTools reads it).
const env = { ...process.env, SOURCE_DATE_EPOCH: '0' };
const fontTools = (args) => spawnSync(python, ['-m', ...args], { stdio: 'inherit', env }).status === 0;
const scratch = mkdtempSync(join(tmpdir(), 'inter-subset-'));
const narrowed = join(scratch, 'inter-400-700.ttf');
try {
  const made =
    fontTools(['fontTools.varLib.instancer', source, weightAxis, '--quiet', '-o', narrowed]) &&
    fontTools([
      'fontTools.subset',
      narrowed,
      `--unicodes=${unicodes}`,
      `--layout-features=${layoutFeatures.join(',')}`,
      '--flavor=woff2',
      `--output-file=${output}`,
    ]);
  if (!made) {
    console.error('fontTools did not subset the face (apt-get install python3-fonttools python3-brotli).');
    process.exitCode = 1;
  } else {
    const kb = (file) => (statSync(file).size / 1024).toFixed(1);
    console.log(`${output}: ${kb(output)} KB (the Latin face: ${kb(source)} KB), ${subsetCodePoints.length} characters.`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
