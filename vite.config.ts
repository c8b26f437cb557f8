import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { suiteClockSettings } from './server/test/suite-clock.ts';

const browserEntry = /\/src\/render\/entries\/main\.tsx$/;
/**
 * React DOM's client (with its scheduler): a chunk of its own, which the entry imports dynamically so
 * that it runs in a task of its own, after the frame's (src/render/entries/main.tsx). React DOM's small
 * main module stays in the frame: the router imports it.
 */
const reactDom = /\/node_modules\/(react-dom\/client\.js|react-dom\/cjs\/react-dom-client\.|scheduler\/)/;

/** True for a module that the browser entry imports, directly or through other static imports. */
function inFrame(id: string, ctx: ChunkingContext, seen = new Map<string, boolean>()): boolean {
  if (browserEntry.test(id)) return true;
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, false);
  const reached = (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => inFrame(importer, ctx, seen));
  seen.set(id, reached);
  return reached;
}

/**
 * Every page's first JavaScript in one chunk: the browser entry and all it imports statically (React,
 * the router, TanStack Query, the frame, the API client). The icons stay out: the frame draws a few,
 * and each page takes the others it uses with its own chunk. React DOM is the entry's second chunk.
 */
function frameChunk(id: string, ctx: ChunkingContext): string | null {
  if (id.includes('/node_modules/lucide-react/')) return null;
  return inFrame(id, ctx) ? 'frame' : null;
}

/** A chunk smaller than this compiles in no time either way, and the hint would be most of what it adds. */
const hintedChunkSize = 64 * 1024;

/**
 * The bundler's wrapper around a CommonJS module (React DOM's client is one, 200 KB), an arrow function
 * that V8 compiles on its first call, on the main thread, in one piece: 135 to 246 ms at 4x for React
 * DOM. Written as a parenthesised `function` expression, V8's heuristic for functions that are called
 * at once compiles it with the rest of the file while it streams in, off the main thread: 60 to 111 ms.
 * (The compile hint below does not do it for module scripts, measured in Chromium 156.)
 */
const commonJsArrow = /__commonJSMin\(\(\(([\w$, ]*)\) => \{/g;

/**
 * V8's explicit compile hint at the top of every browser chunk of some size (Chrome 136 and later): the browser
 * compiles all of a chunk's functions while it streams the file in, off the main thread, instead of
 * each one on its first call, in the middle of hydration. Every chunk is loaded to be run at once
 * (the page's, its islands', the motion kit's), so little is compiled for nothing (issue 24,
 * docs/decisions/180-main-thread-after-first-paint.md).
 */
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    renderChunk(code) {
      const eager = code.replace(commonJsArrow, '__commonJSMin((function($1) {');
      return eager === code ? null : { code: eager, map: null };
    },
    generateBundle: {
      // After Vite's own rewriting: it puts its preload helper's list of files first in a chunk.
      order: 'post',
      handler(_, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && file.code.length >= hintedChunkSize) file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
        }
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [compileHints()])],
  define: {
    // The copyright year is fixed at build time so the prerendered HTML and the hydrated page agree.
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
  },
  build: {
    manifest: true,
    target: 'es2022',
    // The pages' boot script preloads their chunks itself (src/render/build/boot-script.mjs); every browser
    // the site supports knows modulepreload.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // A handful of chunks per page (docs/decisions/018-first-paint-from-html.md): what every page
    // needs in one chunk (frameChunk); each page in its own, with copies of the small modules it shares
    // with other pages, which the bundler would otherwise split into a request each (a registry in
    // its runtime keeps one instance of each such module per page load). The widgets' libraries are
    // islands, each a chunk of its own.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The web fonts' stylesheets are built on their own: the prerender decides where they go.
          input: { index: 'index.html', 'web-fonts': 'src/styles/web-fonts.css', 'copy-face': 'src/styles/copy-face.css' },
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: reactDom, priority: 2, includeDependenciesRecursively: false },
                { name: frameChunk, debugName: 'frame', priority: 1 },
              ],
              // Rolldown's (experimental) copying of common chunks into the chunks that use them: without it the
              // modules two pages or islands share (the form kit, zod, react-hook-form, icons) become some 40
              // more files, and a part loaded on demand needs up to 16 of them instead of 3 at most. The limit is
              // on a chunk's size before minification: the largest copied today is zod with the contracts'
              // schemas, about 340 KB, in the five islands that check an answer or a form; a larger shared
              // library would become a file of its own rather than a copy in each. The option's shape is
              // rolldown 1.2's (pinned in package.json); src/render/build/chunk-graph.test.ts fails when its
              // effect changes (docs/decisions/175-rendering-pipeline.md).
              experimentalInlineCommonChunks: { maxSize: 512 * 1024 },
            },
          },
        },
  },
  resolve: {
    // React Router's production build (its package's exports name only the development one): the
    // same components, without the development checks and warnings.
    alias: [
      { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) },
    ],
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  test: {
    restoreMocks: true,
    // The servers, stores and commands the tests start live on the suite's fixed day (decision 191).
    env: suiteClockSettings(),
    // The server's tests spend much of their time waiting on child processes and stores: two files
    // at a time on a 2-core machine take two thirds of the time one at a time does.
    maxWorkers: 2,
    // Files share a worker's imported modules instead of importing the app, zod, drizzle and PGlite
    // afresh for each (a third of the run's time). Tests keep no state in modules; mocks are restored.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx,mjs}', 'scripts/**/*.test.mjs', 'tokens/**/*.test.mjs'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        // The server's tests open real stores (PGlite, and PostgreSQL when it answers): longer limits.
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'server/faults/**/*.slow.test.ts'],
          // One new PGlite database for the run, copied for each new store (server/test/store-dir.ts).
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The slow part of the fault suite (docs/decisions/167-fault-suite.md): kill -9 mid-load, the
        // database's connections killed, a full disk. Each starts the built server: `npm run test:faults`.
        extends: true,
        test: {
          name: 'faults',
          environment: 'node',
          include: ['server/faults/**/*.slow.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
}));
