import { cpSync } from 'node:fs';
import { defineConfig } from 'vite';

/**
 * The server's build: server/main.ts and what it imports (src/contracts included) bundled into
 * dist-server/main.js for plain Node; packages stay external. The migrations go beside it.
 */
export default defineConfig({
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
  plugins: [
    {
      name: 'copy-migrations',
      closeBundle: () => cpSync('server/store/migrations', 'dist-server/migrations', { recursive: true }),
    },
  ],
});
