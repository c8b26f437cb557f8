import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The bits that let other accounts (group and others) read, write or enter an entry. */
const othersBits = 0o077;

/**
 * Takes group and other bits off the folder and everything in it (folders end 0700, files 0600, or
 * narrower: an owner's read-only file stays read-only). Symbolic links are left alone: their own mode
 * means nothing and their target may be anywhere. Returns how many entries it changed.
 */
export function tightenDataDir(dataDir: string): number {
  let tightened = 0;
  const visit = (path: string) => {
    // DATA_DIR itself may be a link to the real folder: that folder is the one to tighten.
    const stat = path === dataDir ? statSync(path) : lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & othersBits) {
      chmodSync(path, stat.mode & 0o7700);
      tightened += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dataDir);
  return tightened;
}

/**
 * DATA_DIR holds message text and CVs: it is the owner's alone. Creates it 0700 if missing; an existing
 * one with wider modes (made by an older server, or by hand) is tightened, with one warning saying so.
 * Called before the store opens. PGlite gives the files it writes at start its own modes (0666 for a new
 * database, 0644 for its cache files), whatever the umask: `tightenDataDir` once it is open covers those.
 */
export function secureDataDir(dataDir: string, log: { warn: (message: string) => void }): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const tightened = tightenDataDir(dataDir);
  if (tightened > 0) {
    log.warn(`${dataDir} was open to other accounts on this machine: ${tightened} entries in it are now the owner's alone (0700/0600).`);
  }
}
