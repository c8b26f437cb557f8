import { execFileSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { defineConfig } from 'vite';

/**
 * The server's build: server/main.ts and what it imports (src/contracts included) bundled into
 * dist-server/main.js for plain Node, and the team's command line (server/admin/cli.ts) into
 * dist-server/admin.js (`npm run admin`), and the process that makes articles' pictures into
 * dist-server/picture-process.js; what they share goes into shared chunks beside them. Packages
 * stay external. The migrations go beside them, and so do the embedded store's thread (plain
 * JavaScript, started by path) and the pictures of the seed's articles (server/store/seed.ts). Then
 * dist-server/make-new-store.js makes, with the built code, what each new store's first start would
 * make: the seed's articles, pictures and all, and a migrated database to copy
 * (server/store/make-new-store.ts).
 */
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: {
      input: {
        main: 'server/main.ts',
        admin: 'server/admin/cli.ts',
        'picture-process': 'server/store/picture-process.ts',
        'make-new-store': 'server/store/make-new-store.ts',
      },
      // Chunks beside the entries, not in assets/: open-store finds the migrations relative to itself.
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      // Making the new store (below) takes 20 to 60 s of this build, knowingly: no warning about it.
      checks: { bundlerTimings: false },
    },
  },
  plugins: [
    {
      name: 'copy-migrations-and-store-thread',
      closeBundle: () => {
        cpSync('server/store/migrations', 'dist-server/migrations', { recursive: true });
        cpSync('server/store/pglite-worker.mjs', 'dist-server/pglite-worker.mjs');
        cpSync('server/store/seed/articles/images', 'dist-server/seed/articles/images', { recursive: true });
        execFileSync(process.execPath, ['dist-server/make-new-store.js'], { stdio: 'inherit' });
      },
    },
  ],
});
