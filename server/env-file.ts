import { existsSync } from 'node:fs';

/**
 * Reads `.env` from the working folder when there is one (for the server and `npm run admin` alike):
 * a setting per line, as the README's "Configuration" names them. A setting already in the
 * environment wins, so a supervisor's or a shell's value is never overridden by a file left behind.
 * `.env.example` lists them.
 */
export function loadEnvFile(path = '.env'): boolean {
  if (!existsSync(path)) return false;
  process.loadEnvFile(path);
  return true;
}
