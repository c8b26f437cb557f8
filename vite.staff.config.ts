import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Where the staff page's HTML lives, beside the staff code, and where the server reads it (served at /staff). */
const staffPage = { source: 'src/staff/index.html', built: 'staff/index.html' };

/**
 * The built page goes where the server reads it: the bundler writes an HTML entry at its path from the
 * root (dist/src/staff/index.html), so it is moved to dist/staff/index.html before it is written.
 */
function staffPageAtItsAddress(): Plugin {
  return {
    name: 'staff-page-at-its-address',
    enforce: 'post',
    generateBundle(_, bundle) {
      const page = bundle[staffPage.source];
      if (page?.type !== 'asset') return this.error(`The staff build made no ${staffPage.source}.`);
      delete bundle[staffPage.source];
      this.emitFile({ type: 'asset', fileName: staffPage.built, source: page.source });
    },
  };
}

/**
 * The staff area's build (docs/decisions/184-staff-area-pages.md): a second, separate build after the
 * site's, from src/staff/index.html into dist/staff/index.html, its scripts and styles in dist/assets/ beside
 * the site's and listed in a manifest of their own. Separate, so that nothing the staff pages import
 * changes a public chunk: in one build, the staff pages' uses of a module the public frame holds (the
 * router) kept more of it in the frame every page loads. The server serves the page at /staff and /staff/*.
 */
export default defineConfig({
  plugins: [react(), staffPageAtItsAddress()],
  build: {
    outDir: 'dist',
    // The site's build has just written dist/: this one only adds to it.
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: '.vite/staff-manifest.json',
    target: 'es2022',
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // The entry holds React, React DOM, the router, TanStack Query and the staff contracts' zod schemas (160 KB
    // gzip): loaded once by a signed-in colleague, never by a visitor.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      input: { staff: staffPage.source },
      // Every file the staff build writes is named staff-…, so that a file of the site's is never overwritten and the two can be told apart.
      output: {
        entryFileNames: 'assets/staff-[name]-[hash].js',
        chunkFileNames: 'assets/staff-[name]-[hash].js',
        assetFileNames: 'assets/staff-[name]-[hash][extname]',
      },
    },
  },
  resolve: {
    // React Router's production build, as the site's (vite.config.ts).
    alias: [
      { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) },
    ],
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
});
