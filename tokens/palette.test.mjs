import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { oklch } from 'culori';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContrast, measureContrast } from './contrast.mjs';
import { applyPalette, derivations, tokenAt } from './palette.mjs';

const source = JSON.parse(readFileSync(join(import.meta.dirname, 'tokens.json'), 'utf8'));

// The shades as they were written by hand before they were derived; the screenshots show these.
const handPicked = {
  'color.brand.50': '#fdeef2',
  'color.brand.100': '#fbd5df',
  'color.brand.600': '#c10733',
  'color.brand.700': '#9e062a',
  'color.brand.900': '#5c0318',
  'color.error-on-dark': '#ff8fa8',
};

function withBrand(hex) {
  const tree = structuredClone(source);
  tree.color.brand['500'].$value = hex;
  return tree;
}

function derivedHexes(tree) {
  return Object.fromEntries(derivations.map(({ token }) => [token, tokenAt(tree, token).$value]));
}

/** Every colour literal in the tree with its dotted path. */
function literals(node, prefix = []) {
  if (typeof node?.$value === 'string' && node.$value.startsWith('#')) return [[prefix.join('.'), node.$value]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node)
    .filter(([key]) => !key.startsWith('$'))
    .flatMap(([key, child]) => literals(child, [...prefix, key]));
}

describe('the derived palette', () => {
  it('reproduces the hand-picked shades from the brand red #e2093c exactly', () => {
    expect(tokenAt(source, 'color.brand.500').$value).toBe('#e2093c');
    expect(derivedHexes(applyPalette(source))).toEqual(handPicked);
  });

  it('leaves the brand colour as the only red or pink literal in tokens.json', () => {
    const reds = literals(source).filter(([, hex]) => {
      const { c, h } = oklch(hex);
      return c > 0.05 && (h > 330 || h < 40);
    });
    expect(reds).toEqual([['color.brand.500', '#e2093c']]);
  });

  it('moves every red shade with the brand colour, and #c8102e keeps every contrast duty', () => {
    const tree = applyPalette(withBrand('#c8102e'));
    const hexes = derivedHexes(tree);
    for (const [token, before] of Object.entries(handPicked)) expect(hexes[token], token).not.toBe(before);
    expect(new Set(Object.values(hexes)).size).toBe(derivations.length);
    expect(() => checkContrast(tree)).not.toThrow();
  });

  it('keeps every contrast duty with the brand red', () => {
    expect(measureContrast(applyPalette(source)).filter((duty) => !duty.holds)).toEqual([]);
  });

  it('names the broken duties of a brand colour too light for text', () => {
    const tree = applyPalette(withBrand('#ff9fb0'));
    expect(() => checkContrast(tree)).toThrow(
      /^The palette of brand colour #ff9fb0 breaks \d+ contrast duties: color\.brand\.500 on color\.surface is 1\.94:1, below 4\.5:1 \(red text and list markers on white\);/,
    );
  });

  it('refuses a derived token that tokens.json does not mark, or a mark the table lacks', () => {
    const unmarked = structuredClone(source);
    delete unmarked.color.brand['700'].$extensions;
    expect(() => applyPalette(unmarked)).toThrow(/differ from tokens\/palette\.mjs/);

    const extra = structuredClone(source);
    extra.color['accent-teal'].$extensions = { derivedBy: 'tokens/palette.mjs' };
    expect(() => applyPalette(extra)).toThrow(/differ from tokens\/palette\.mjs/);
  });
});

describe('the token build', () => {
  const build = join(import.meta.dirname, 'build.mjs');
  let dir;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stops with one sentence and writes nothing when the brand colour breaks a contrast duty', () => {
    dir = mkdtempSync(join(tmpdir(), 'volta-tokens-'));
    mkdirSync(join(dir, 'tokens'));
    writeFileSync(join(dir, 'tokens/tokens.json'), JSON.stringify(withBrand('#ff9fb0')));

    const run = spawnSync(process.execPath, [build], { cwd: dir, encoding: 'utf8' });

    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^tokens\/build\.mjs: The palette of brand colour #ff9fb0 breaks \d+ contrast duties: /);
    expect(existsSync(join(dir, 'src'))).toBe(false);
  });
});
