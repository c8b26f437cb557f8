// Writes the 'Our Product' tour video (src/assets/services/product-tour.mp4) and its poster (the first
// frame as SVG). Needs rsvg-convert and ffmpeg. Run by hand; the output is committed. A 4 s seamless loop.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const W = 960;
const H = 540;
const fps = 15;
const frames = 60;
const red = '#e2093c';
const ink = '#16161f';
const slate = '#4a4e69';
const tint = '#fdeef2';
const line = '#d9dbe3';
const soft = '#f5f5f8';
const rect = (x, y, w, h, fill, r = 0) =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${r}" fill="${fill}"/>`;
const circle = (cx, cy, r, fill) => `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r}" fill="${fill}"/>`;

function frame(i) {
  const t = i / frames; // 0..1, the loop's phase
  const wave = (k) => 0.5 - 0.5 * Math.cos(2 * Math.PI * (t + k)); // 0..1..0 over the loop
  let s = rect(0, 0, W, H, soft);
  // Side bar with the six modules; the highlight walks down and back.
  s += rect(0, 0, 200, H, ink);
  s += rect(24, 28, 120, 22, red, 6);
  const active = Math.floor(t * 6) % 6;
  for (let m = 0; m < 6; m += 1)
    s +=
      rect(24, 90 + m * 50, 150, 30, m === active ? '#ffffff26' : '#ffffff00', 8) +
      rect(36, 100 + m * 50, 90 + (m % 3) * 14, 10, m === active ? '#ffffff' : '#c9cbd6', 5);
  // Top bar.
  s += rect(200, 0, W - 200, 64, '#ffffff') + rect(228, 22, 220, 20, line, 10) + circle(W - 40, 32, 16, red);
  // Four figure cards.
  for (let k = 0; k < 4; k += 1) {
    const x = 228 + k * 176;
    s += rect(x, 88, 160, 96, k === 0 ? red : '#ffffff', 12);
    s += rect(x + 16, 108, 70, 10, k === 0 ? '#ffffff' : slate, 5);
    s += rect(x + 16, 134, 40 + 60 * wave(k * 0.15), 24, k === 0 ? '#ffffff' : red, 6);
  }
  // Bar chart growing and shrinking in a wave.
  s += rect(228, 208, 440, 300, '#ffffff', 12) + rect(252, 228, 140, 12, slate, 6);
  for (let b = 0; b < 8; b += 1) {
    const h = 60 + 150 * wave(b / 8);
    s += rect(256 + b * 50, 480 - h, 30, h, b % 3 === 0 ? red : slate, 4);
  }
  // Payroll run progress and a list of employees being ticked off.
  s += rect(688, 208, 244, 300, '#ffffff', 12) + rect(708, 228, 120, 12, slate, 6);
  s += rect(708, 256, 204, 12, tint, 6) + rect(708, 256, 204 * wave(0), 12, red, 6);
  for (let r = 0; r < 5; r += 1) {
    const done = wave(0) > (r + 1) / 6;
    s +=
      circle(724, 304 + r * 42, 12, done ? '#15803d' : line) +
      rect(746, 298 + r * 42, 120, 10, ink, 5) +
      rect(746, 314 + r * 42, 80, 8, line, 4);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${s}</svg>\n`;
}

mkdirSync('src/assets/services', { recursive: true });
writeFileSync('src/assets/services/product-tour-poster.svg', frame(0));
const dir = mkdtempSync(join(tmpdir(), 'product-tour-'));
for (let i = 0; i < frames; i += 1) {
  const svgPath = join(dir, `f${String(i).padStart(3, '0')}.svg`);
  writeFileSync(svgPath, frame(i));
  execFileSync('rsvg-convert', ['-o', svgPath.replace(/svg$/, 'png'), svgPath]);
}
execFileSync('ffmpeg', [
  '-y',
  '-loglevel',
  'error',
  '-framerate',
  String(fps),
  '-i',
  join(dir, 'f%03d.png'),
  '-c:v',
  'libx264',
  '-profile:v',
  'main',
  '-pix_fmt',
  'yuv420p',
  '-crf',
  '28',
  '-tune',
  'animation',
  '-movflags',
  '+faststart',
  '-an',
  'src/assets/services/product-tour.mp4',
]);
rmSync(dir, { recursive: true, force: true });
