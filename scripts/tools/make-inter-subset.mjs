// `node scripts/tools/make-inter-subset.mjs`: makes src/assets/fonts/inter-site-wght-normal.woff2, the
// face of Inter (variable weight, upright) holding only the characters of the site's own copy
// (src/styles/inter-subset.mjs), from @fontsource-variable/inter's Latin face, with every OpenType
// layout feature and the weight axis kept, so that text looks exactly as in the full face. Run it after
// adding a character to the subset or updating Inter. Needs fontTools with Brotli (Debian:
// apt-get install python3-fonttools python3-brotli); the face it writes is committed.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { subsetCodePoints } from '../../src/styles/inter-subset.mjs';

const source = fileURLToPath(import.meta.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
const output = fileURLToPath(new URL('../../src/assets/fonts/inter-site-wght-normal.woff2', import.meta.url));
const unicodes = subsetCodePoints.map((code) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`).join(',');

const python = process.env.PYTHON ?? '/usr/bin/python3';
const { status } = spawnSync(
  python,
  ['-m', 'fontTools.subset', source, `--unicodes=${unicodes}`, '--layout-features=*', '--flavor=woff2', `--output-file=${output}`],
  { stdio: 'inherit' },
);
if (status !== 0) {
  console.error('fontTools did not subset the face (apt-get install python3-fonttools python3-brotli).');
  process.exit(status ?? 1);
}
const kb = (file) => (statSync(file).size / 1024).toFixed(1);
console.log(`${output}: ${kb(output)} KB (the Latin face: ${kb(source)} KB), ${subsetCodePoints.length} characters.`);
