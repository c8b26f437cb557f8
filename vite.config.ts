import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vitest/config';

const browserEntry = /\/src\/main\.tsx$/;

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

function frameChunk(id: string, ctx: ChunkingContext): string | null {
  const ownModule = !id.includes('/node_modules/') && !browserEntry.test(id);
  return ownModule && inFrame(id, ctx) ? 'frame' : null;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  define: {
    // The copyright year is fixed at build time so the prerendered HTML and the hydrated page agree.
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
  },
  build: {
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // The site's own modules that every page needs (the frame, the API client, the shared widgets it
    // uses) go into one chunk. Left to itself the bundler splits those the pages share with the frame
    // into several small chunks: a request and gzip overhead each, before every first paint.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: frameChunk, debugName: 'frame' }] } } },
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  test: {
    restoreMocks: true,
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
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs', 'tokens/**/*.test.mjs'],
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
}));
