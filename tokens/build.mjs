// Builds the design tokens (tokens.json, DTCG format) into the three forms the site reads:
// CSS custom properties, @custom-media queries and a TypeScript module. Run by every build and test.
// The red shades are computed from the brand colour first (palette.mjs), then checked for contrast.
import { readFileSync } from 'node:fs';
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

// A nested, typed object of raw values: numbers for px/ms dimensions, strings otherwise.
StyleDictionary.registerFormat({
  name: 'typescript/nested',
  format: ({ dictionary }) => {
    const tree = {};
    for (const token of dictionary.allTokens) {
      let node = tree;
      token.path.slice(0, -1).forEach((key) => (node = node[key] ??= {}));
      node[token.path.at(-1)] = toTsValue(token.$value);
    }
    return `${banner}export const tokens = ${JSON.stringify(tree, null, 2)} as const;\n`;
  },
});

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
