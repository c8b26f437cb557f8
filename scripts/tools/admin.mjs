import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `npm run admin -- <command>`: runs the team's command line, built beside the server into
 * dist-server/admin.js (server/admin/cli.ts). It reads process.argv itself.
 */
const entry = fileURLToPath(new URL('../../dist-server/admin.js', import.meta.url));
if (!existsSync(entry)) {
  process.stderr.write('Run npm run build first (npm start does it).\n');
  process.exit(1);
}
await import(pathToFileURL(entry).href);
