// Builds the design tokens (tokens.json, DTCG format) into the three forms the site reads:
// CSS custom properties, @custom-media queries and a TypeScript module. Run by every build and test.
// The red shades are computed from the brand colour first (palette.mjs), then checked for contrast.
// Also writes the fallback font face whose metrics match Inter's (fonts.css).
import { readFileSync, writeFileSync } from 'node:fs';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import StyleDictionary from 'style-dictionary';
import { checkContrast } from './contrast.mjs';
import { applyPalette } from './palette.mjs';

const outDir = 'src/styles/generated/';
const banner = '/* Generated from tokens/tokens.json by tokens/build.mjs. Do not edit. */\n';

StyleDictionary.registerFormat({
  name: 'css/custom-media',
  format: ({ dictionary }) =>
    banner +
    dictionary.allTokens
      .filter((token) => token.path[0] === 'breakpoint')
      .map((token) => `@custom-media --${token.path[1]} (min-width: ${token.$value});`)
      .join('\n') +
    '\n',
});

// A nested, typed object of raw values: numbers for px/ms dimensions, strings otherwise. Each
// top-level group is also a module of its own (generated/token-<group>.ts), which tokens.ts re-exports:
// the frame every page loads keeps every statement of each module it holds (the bundler wraps them to
// run in order), so code that needs only the durations and breakpoints imports those two modules and
// does not carry the palette and the type scale.
let tokenTree = {};
StyleDictionary.registerFormat({
  name: 'typescript/nested',
  format: ({ dictionary }) => {
    const tree = {};
    for (const token of dictionary.allTokens) {
      let node = tree;
      token.path.slice(0, -1).forEach((key) => (node = node[key] ??= {}));
      node[token.path.at(-1)] = toTsValue(token.$value);
    }
    tokenTree = tree;
    const groups = Object.keys(tree).map((name) => `export { ${camel(name)} } from './token-${name}';\n`);
    const imports = Object.keys(tree).map((name) => `import { ${camel(name)} } from './token-${name}';\n`);
    const all = Object.keys(tree).map((name) => (camel(name) === name ? name : `'${name}': ${camel(name)}`));
    return `${banner}${imports.join('')}${groups.join('')}\nexport const tokens = { ${all.join(', ')} } as const;\n`;
  },
});

const camel = (name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

function toTsValue(value) {
  if (typeof value === 'string' && /^-?\d+(\.\d+)?(px|ms)$/.test(value)) return parseFloat(value);
  if (Array.isArray(value)) return value.join(', ');
  return value;
}

let tokens;
try {
  tokens = applyPalette(JSON.parse(readFileSync('tokens/tokens.json', 'utf8')));
  checkContrast(tokens);
} catch (error) {
  console.error(`tokens/build.mjs: ${error.message}`);
  process.exit(1);
}

const sd = new StyleDictionary({
  tokens,
  usesDtcg: true,
  log: { verbosity: 'silent', warnings: 'disabled' },
  platforms: {
    css: {
      transformGroup: 'css',
      transforms: ['name/kebab', 'fontFamily/css'],
      buildPath: outDir,
      files: [{ destination: 'tokens.css', format: 'css/variables', options: { outputReferences: false } }],
    },
    media: {
      transforms: ['name/kebab'],
      buildPath: outDir,
      files: [{ destination: 'media.css', format: 'css/custom-media' }],
    },
    ts: {
      transforms: ['name/kebab'],
      buildPath: outDir,
      files: [{ destination: 'tokens.ts', format: 'typescript/nested' }],
    },
  },
});

await sd.hasInitialized;
await sd.buildAllPlatforms();
for (const [name, value] of Object.entries(tokenTree)) {
  writeFileSync(`${outDir}token-${name}.ts`, `${banner}export const ${camel(name)} = ${JSON.stringify(value, null, 2)} as const;\n`);
}

/**
 * "Inter Fallback": the local Arial (or Liberation Sans, its metric-compatible twin on Linux) scaled
 * and given Inter's ascent and descent, so the text laid out before the web font arrives takes the
 * room Inter will take, and the swap moves nothing. Capsize computes the overrides of the regular
 * face from both fonts' metrics. Inter widens with its weight more than Arial does, and from 600 the
 * browser draws Arial Bold, which is wider again: each weight the site uses gets a face of its own,
 * scaled by how much wider Inter is than the local face at that weight, relative to 400 (measured in
 * Chromium on a sentence of the site's copy at 100 px: Inter 8226, 8333, 8396, 8508 at 400 to 700;
 * Liberation Sans 7737 regular, 8280 bold).
 */
const { fontFaces } = createFontStack([inter, arial], { fontFaceFormat: 'styleString' });
const widthRatioToLocal = { 400: 8226 / 7737, 500: 8333 / 7737, 600: 8396 / 8280, 700: 8508 / 8280 };
const localRegular = "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans')";
const localBold = "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold')";
/** Size-adjust scales the ascent and descent overrides too: they shrink as the face grows. */
const rescale = (face, factor) =>
  face.replace(
    /(ascent-override|descent-override|size-adjust): ([\d.]+)%/g,
    (_, name, value) => `${name}: ${(name === 'size-adjust' ? value * factor : value / factor).toFixed(4)}%`,
  );
const fallbackFaces = Object.entries(widthRatioToLocal).map(([weight, ratio]) =>
  rescale(
    fontFaces.replace(/src: [^;]+;/, `font-weight: ${weight};\n  src: ${Number(weight) >= 600 ? localBold : localRegular};`),
    ratio / widthRatioToLocal[400],
  ),
);
writeFileSync(`${outDir}fonts.css`, `${banner}${fallbackFaces.join('\n')}\n`);
