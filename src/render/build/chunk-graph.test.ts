// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The chunk graph of the last build (npm test builds before the unit tests), as vite.config.ts's
 * chunking makes it: the frame, then each page, island and library in a file of its own with copies of
 * the small modules it shares (Rolldown's experimentalInlineCommonChunks). This fails when the copying
 * stops or changes what it copies (a Rolldown release, or the size limit passed by a shared module).
 */
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;

function files(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) files(imported, seen);
  return seen;
}

const entry = files('index.html');
const loadedOnDemand = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry);

describe('the chunk graph of the build', () => {
  it('loads every page, island and library with at most two shared files besides its own', () => {
    expect(loadedOnDemand.length).toBeGreaterThan(30);
    const over = loadedOnDemand
      .map((key) => ({ key, more: [...files(key, new Set(entry))].filter((file) => !entry.has(file)) }))
      .filter(({ more }) => more.length > 3);
    expect(over).toEqual([]);
  });

  it('shares only the frame, React DOM, the runtime, the modules of images and the two the copying cannot take', () => {
    const shared = Object.entries(manifest)
      .filter(([key, chunk]) => key.startsWith('_') && chunk.file.endsWith('.js'))
      .map(([, chunk]) => chunk.name)
      .sort();
    expect(shared).toEqual([
      'features-animation',
      'frame',
      'images',
      'jobs',
      // The not-found illustration's module (src/assets/not-found-image.ts), named after its first user.
      'not-found-message',
      'portfolio-images',
      'react-dom',
      'rolldown-runtime',
      'services-images',
    ]);
  });
});

describe('React DOM in the build', () => {
  const chunks = readdirSync('dist/assets').filter((file) => file.endsWith('.js'));
  /** What the chunk calls the runtime's CommonJS wrapper (exported as `t`): `import{t as e}from"./rolldown-runtime…`. */
  const wrapperName = (code: string) => /import\{(?:[^}]*,)?t as ([\w$]+)[,}][^;]*from"\.\/rolldown-runtime-/.exec(code)?.[1];

  it('wraps React DOM in a function expression, which V8 compiles while the file streams in (vite.config.ts)', () => {
    const reactDom = readFileSync(`dist/assets/${chunks.find((file) => file.startsWith('react-dom-'))!}`, 'utf8');
    const name = wrapperName(reactDom)!;
    expect(name).toBeTruthy();
    const wrapped = reactDom.split(`${name}((`).slice(1);
    expect(wrapped.length).toBeGreaterThanOrEqual(2);
    for (const start of wrapped) expect(start).toMatch(/^function\(/);
  });
});
