// Writes the flat SVG artwork of the services and portfolio pages (src/assets/services, src/assets/portfolio).
// Run once by hand (node scripts/tools/make-services-artwork.mjs); the output is committed. Deterministic: no randomness.
import { mkdirSync, writeFileSync } from 'node:fs';

const ink = '#16161f';
const white = '#ffffff';
const line = '#d9dbe3';
const soft = '#f5f5f8';
const palettes = {
  'nabs-web': { main: '#e2093c', tint: '#fdeef2', accent: '#4a4e69' },
  'my-mtn': { main: '#ffb703', tint: '#fff6dc', accent: '#16161f' },
  hr3pp: { main: '#2a9d8f', tint: '#e3f4f2', accent: '#264653' },
  'fttx-web': { main: '#4a4e69', tint: '#ecedf3', accent: '#e2093c' },
  'hype-b': { main: '#7b2cbf', tint: '#f1e8fa', accent: '#ff5d8f' },
  'hr-product': { main: '#c10733', tint: '#fdeef2', accent: '#2a9d8f' },
};

const svg = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;
const rect = (x, y, w, h, fill, r = 0) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
const circle = (cx, cy, r, fill) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

/** A desktop application screen: side bar, top bar and one of four content layouts. */
function webScreen(x, y, w, h, p, variant) {
  let out = rect(x, y, w, h, white);
  const side = Math.round(w * 0.18);
  out += rect(x, y, side, h, p.accent);
  for (let i = 0; i < 6; i += 1) out += rect(x + 20, y + 70 + i * 44, side - 40, 14, i === variant ? p.main : '#ffffff33', 7);
  out += rect(x + 20, y + 22, side - 60, 22, white, 6);
  out += rect(x + side, y, w - side, 64, soft);
  out += rect(x + side + 28, y + 22, 220, 20, line, 10);
  out += circle(x + w - 40, y + 32, 16, p.main);
  const cx = x + side + 28;
  const cy = y + 92;
  const cw = w - side - 56;
  const ch = h - 120;
  if (variant === 0) {
    const kw = (cw - 3 * 20) / 4;
    for (let i = 0; i < 4; i += 1) {
      out += rect(cx + i * (kw + 20), cy, kw, 96, i === 0 ? p.main : p.tint, 12);
      out += rect(cx + i * (kw + 20) + 16, cy + 20, kw * 0.5, 12, i === 0 ? white : p.accent, 6);
      out += rect(cx + i * (kw + 20) + 16, cy + 48, kw * 0.3, 26, i === 0 ? white : p.main, 6);
    }
    const by = cy + 124;
    out += rect(cx, by, cw * 0.62, ch - 124, soft, 12);
    for (let i = 0; i < 9; i += 1) {
      const bh = 40 + ((i * 37) % 5) * 34;
      out += rect(
        cx + 30 + i * ((cw * 0.62 - 60) / 9),
        by + ch - 124 - 24 - bh,
        (cw * 0.62 - 60) / 9 - 14,
        bh,
        i % 3 === 0 ? p.main : p.accent,
        4,
      );
    }
    out += rect(cx + cw * 0.62 + 20, by, cw * 0.38 - 20, ch - 124, soft, 12);
    out += circle(cx + cw * 0.81 + 10, by + (ch - 124) / 2, Math.min(cw * 0.12, (ch - 124) / 3), p.main);
    out += circle(cx + cw * 0.81 + 10, by + (ch - 124) / 2, Math.min(cw * 0.07, (ch - 124) / 5), soft);
  } else if (variant === 1) {
    for (let i = 0; i < 5; i += 1) {
      out += rect(cx, cy + i * 78, 160, 12, p.accent, 6);
      out +=
        rect(cx, cy + 22 + i * 78, cw * 0.55, 40, white, 8) +
        `<rect x="${cx}" y="${cy + 22 + i * 78}" width="${cw * 0.55}" height="40" rx="8" fill="none" stroke="${line}" stroke-width="2"/>`;
    }
    out += rect(cx + cw * 0.62, cy, cw * 0.38, ch, p.tint, 12);
    out += rect(cx + cw * 0.62 + 24, cy + 28, cw * 0.38 - 48, 16, p.main, 8);
    for (let i = 0; i < 4; i += 1) out += rect(cx + cw * 0.62 + 24, cy + 70 + i * 34, (cw * 0.38 - 48) * (0.9 - i * 0.15), 12, p.accent, 6);
    out += rect(cx, cy + ch - 48, 180, 44, p.main, 10);
  } else if (variant === 2) {
    const colW = (cw - 40) / 3;
    for (let c = 0; c < 3; c += 1) {
      out += rect(cx + c * (colW + 20), cy, colW, ch, soft, 12);
      out += rect(cx + c * (colW + 20) + 16, cy + 16, colW * 0.5, 14, p.accent, 7);
      for (let i = 0; i < 4 - c; i += 1) {
        out += rect(cx + c * (colW + 20) + 16, cy + 48 + i * 86, colW - 32, 72, white, 10);
        out += rect(cx + c * (colW + 20) + 32, cy + 64 + i * 86, colW * 0.55, 10, p.main, 5);
        out += rect(cx + c * (colW + 20) + 32, cy + 86 + i * 86, colW * 0.4, 10, line, 5);
      }
    }
  } else {
    out += rect(cx, cy, cw, 44, p.tint, 8);
    for (let i = 0; i < 7; i += 1) {
      out += rect(cx, cy + 56 + i * 50, cw, 42, i % 2 ? white : soft, 6);
      out += rect(cx + 16, cy + 70 + i * 50, cw * 0.22, 12, p.accent, 6);
      out += rect(cx + cw * 0.4, cy + 70 + i * 50, cw * 0.18, 12, line, 6);
      out += rect(cx + cw - 120, cy + 66 + i * 50, 96, 20, i % 3 === 0 ? p.main : p.tint, 10);
    }
  }
  return out;
}

/** A phone screen: status bar, header card and a list or grid. */
function phoneScreen(x, y, w, h, p, variant) {
  let out = rect(x, y, w, h, white);
  out += rect(x, y, w, 150, p.main);
  out += rect(x + 20, y + 40, 120, 14, white, 7);
  out += rect(x + 20, y + 70, 180, 28, white, 8);
  out += circle(x + w - 40, y + 50, 18, p.tint);
  out +=
    rect(x + 16, y + 124, w - 32, 80, white, 14) +
    `<rect x="${x + 16}" y="${y + 124}" width="${w - 32}" height="80" rx="14" fill="none" stroke="${line}" stroke-width="2"/>`;
  out += rect(x + 32, y + 146, (w - 64) * 0.5, 12, p.accent, 6);
  out += rect(x + 32, y + 170, (w - 64) * 0.3, 18, p.main, 6);
  const top = y + 228;
  if (variant % 2 === 0) {
    const tile = (w - 48) / 2;
    for (let i = 0; i < 4; i += 1) {
      const tx = x + 16 + (i % 2) * (tile + 16);
      const ty = top + Math.floor(i / 2) * (tile * 0.8 + 16);
      out += rect(tx, ty, tile, tile * 0.8, i === variant % 4 ? p.main : p.tint, 14);
      out += circle(tx + 28, ty + 30, 12, i === variant % 4 ? white : p.main);
      out += rect(tx + 16, ty + tile * 0.8 - 34, tile * 0.6, 12, i === variant % 4 ? white : p.accent, 6);
    }
  } else {
    for (let i = 0; i < 5; i += 1) {
      out += rect(x + 16, top + i * 64, w - 32, 52, soft, 12);
      out += circle(x + 42, top + 26 + i * 64, 14, i === 0 ? p.main : p.accent);
      out += rect(x + 66, top + 14 + i * 64, (w - 120) * 0.6, 10, p.accent, 5);
      out += rect(x + 66, top + 32 + i * 64, (w - 120) * 0.4, 8, line, 4);
    }
  }
  out += rect(x, y + h - 64, w, 64, soft);
  for (let i = 0; i < 4; i += 1) out += circle(x + (w / 4) * (i + 0.5), y + h - 32, 10, i === variant % 4 ? p.main : line);
  return out;
}

// The screen is a nested <svg> so that its content is clipped to the glass on small phones.
const phone = (x, y, w, h, p, variant) =>
  rect(x, y, w, h, ink, 36) +
  `<svg x="${x + 12}" y="${y + 14}" width="${w - 24}" height="${h - 28}" viewBox="${x + 12} ${y + 14} ${w - 24} ${h - 28}">${phoneScreen(x + 12, y + 14, w - 24, h - 28, p, variant)}</svg>` +
  rect(x + w / 2 - 36, y + 22, 72, 10, ink, 5);

const browser = (x, y, w, h, p, variant) =>
  rect(x, y, w, h, ink, 14) +
  rect(x, y, w, 40, '#2b2d42', 14) +
  rect(x, y + 26, w, 14, '#2b2d42') +
  circle(x + 22, y + 20, 6, '#ff5f57') +
  circle(x + 42, y + 20, 6, '#febc2e') +
  circle(x + 62, y + 20, 6, '#28c840') +
  rect(x + 90, y + 11, w * 0.4, 18, '#4a4e69', 9) +
  webScreen(x + 6, y + 40, w - 12, h - 46, p, variant);

const out = (path, content) => {
  writeFileSync(path, content);
  return content.length;
};

mkdirSync('src/assets/portfolio', { recursive: true });
mkdirSync('src/assets/services', { recursive: true });
const sizes = {};
for (const [id, p] of Object.entries(palettes)) {
  const mobile = id === 'my-mtn' || id === 'hype-b';
  // Hero: a browser window (web apps) or a row of phones (mobile apps), 1200x800 on the project's tint.
  let hero = rect(0, 0, 1200, 800, p.tint) + circle(1050, 140, 220, p.main + '22') + circle(160, 700, 180, p.accent + '18');
  if (mobile) {
    hero += phone(150, 120, 280, 580, p, 1) + phone(460, 70, 280, 580, p, 0) + phone(770, 120, 280, 580, p, 3);
  } else {
    hero += browser(80, 90, 1040, 640, p, 0);
  }
  sizes[`${id}-hero`] = out(`src/assets/portfolio/${id}-hero.svg`, svg(1200, 800, hero));
  if (id === 'hr-product') continue;
  for (let i = 0; i < 4; i += 1) {
    // Screenshots, 1200x750: a web screen, or three phone screens side by side.
    let shot = rect(0, 0, 1200, 750, p.tint);
    if (mobile) {
      for (let k = 0; k < 3; k += 1) shot += phone(120 + k * 340, 60, 280, 630, p, (i + k) % 4);
    } else {
      shot += `<g>${webScreen(0, 0, 1200, 750, p, i)}</g>`;
    }
    sizes[`${id}-screenshot-${i + 1}`] = out(`src/assets/portfolio/${id}-screenshot-${i + 1}.svg`, svg(1200, 750, shot));
    if (mobile) {
      // Phone mockups for the hero carousel, 320x640.
      sizes[`${id}-mockup-${i + 1}`] = out(`src/assets/portfolio/${id}-mockup-${i + 1}.svg`, svg(320, 640, phone(10, 10, 300, 620, p, i)));
    }
  }
}

// Voice applications hero: a phone with sound waves and a speech bubble (640x480).
const red = '#e2093c';
let voice = rect(0, 0, 640, 480, '#fdeef2') + circle(320, 240, 200, '#fbd5df');
voice += phone(230, 60, 180, 360, palettes['nabs-web'], 1);
for (let i = 0; i < 3; i += 1) {
  voice += `<path d="M ${440 + i * 34} ${170 - i * 30} q ${40 + i * 16} ${70 + i * 30} 0 ${140 + i * 60}" fill="none" stroke="${red}" stroke-width="10" stroke-linecap="round" opacity="${1 - i * 0.25}"/>`;
  voice += `<path d="M ${200 - i * 34} ${170 - i * 30} q ${-40 - i * 16} ${70 + i * 30} 0 ${140 + i * 60}" fill="none" stroke="#4a4e69" stroke-width="10" stroke-linecap="round" opacity="${1 - i * 0.25}"/>`;
}
voice +=
  rect(420, 50, 170, 70, ink, 20) +
  `<path d="M 450 118 l -10 30 l 34 -30 z" fill="${ink}"/>` +
  rect(446, 74, 118, 10, white, 5) +
  rect(446, 92, 80, 10, red, 5);
sizes['voice-hero'] = out('src/assets/services/voice-hero.svg', svg(640, 480, voice));

// Telecom hero: a tower with signal arcs and server racks (640x480).
let telecom = rect(0, 0, 640, 480, '#ecedf3') + circle(320, 260, 190, '#d9dbe3');
telecom +=
  `<path d="M 320 90 L 250 420 H 280 L 320 210 L 360 420 H 390 Z" fill="${ink}"/>` +
  rect(270, 300, 100, 12, ink) +
  rect(285, 240, 70, 10, ink);
telecom += circle(320, 90, 16, red);
for (let i = 0; i < 3; i += 1) {
  const r = 50 + i * 38;
  telecom += `<path d="M ${320 - r} ${90 - r * 0.2} A ${r} ${r} 0 0 1 ${320 + r} ${90 - r * 0.2}" fill="none" stroke="${red}" stroke-width="10" stroke-linecap="round" opacity="${1 - i * 0.25}"/>`;
}
for (let k = 0; k < 2; k += 1) {
  const x = k === 0 ? 70 : 470;
  telecom += rect(x, 250, 110, 170, '#4a4e69', 10);
  for (let i = 0; i < 4; i += 1)
    telecom += rect(x + 12, 264 + i * 38, 86, 26, '#2b2d42', 6) + circle(x + 84, 277 + i * 38, 5, i % 2 ? '#6ee7a0' : red);
}
sizes['telecom-hero'] = out('src/assets/services/telecom-hero.svg', svg(640, 480, telecom));

// Software development hero: code window and team (640x480).
let dev = rect(0, 0, 640, 480, '#fdeef2') + circle(470, 140, 150, '#fbd5df');
dev += rect(70, 70, 420, 300, ink, 16) + circle(96, 94, 7, '#ff5f57') + circle(118, 94, 7, '#febc2e') + circle(140, 94, 7, '#28c840');
const code = [
  [0, 120, red],
  [1, 200, '#c9cbd6'],
  [1, 150, '#6ee7a0'],
  [2, 180, '#ffb703'],
  [2, 90, '#c9cbd6'],
  [1, 220, '#c9cbd6'],
  [0, 80, red],
];
code.forEach(([indent, w, c], i) => (dev += rect(100 + indent * 28, 130 + i * 30, w, 12, c, 6)));
dev +=
  rect(380, 250, 200, 170, white, 16) +
  `<rect x="380" y="250" width="200" height="170" rx="16" fill="none" stroke="${line}" stroke-width="2"/>`;
dev += circle(430, 300, 22, red) + circle(480, 300, 22, '#4a4e69') + circle(530, 300, 22, '#2a9d8f');
dev += rect(405, 345, 150, 12, '#4a4e69', 6) + rect(405, 370, 100, 12, line, 6);
sizes['software-development-hero'] = out('src/assets/services/software-development-hero.svg', svg(640, 480, dev));

// Products and services hero panel (decorative background of the floating words is CSS; this is the product screen).
console.log(
  Object.entries(sizes)
    .map(([k, v]) => `${k} ${(v / 1024).toFixed(1)} KB`)
    .join('\n'),
);
