import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: {
    // The copyright year is fixed at build time so the prerendered HTML and the hydrated page agree.
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
  },
  build: {
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  test: {
    restoreMocks: true,
    // The server's tests spend much of their time waiting on child processes and stores: two files
    // at a time on a 2-core machine take two thirds of the time one at a time does.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
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
});
