import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/**
 * A new PGlite database, made once for the whole run by the store's own code (its worker, in the
 * mode a server uses for a new store), for newStoreDir to copy: initdb costs some 6 CPU-seconds,
 * a copy a tenth of one, and the server's tests make about thirty new stores. The e2e server, the
 * private-files fault test and the data-dir tests still run initdb itself.
 */
export default async function makePgliteTemplate(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'volta-pglite-template-'));
  const database = join(dir, 'pglite');
  const worker = fileURLToPath(new URL('../store/pglite-worker.mjs', import.meta.url));
  const child = fork(worker, [database], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  let outcome: { created?: true; failed?: string } = {};
  child.on('message', (message: typeof outcome) => (outcome = message));
  await new Promise((resolve, reject) => child.once('exit', resolve).once('error', reject));
  if (!outcome.created) throw new Error(`The test store template could not be made: ${outcome.failed ?? 'the worker ended'}.`);
  project.provide('pgliteTemplate', database);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A fresh, closed PGlite database folder (global-setup.ts). */
    pgliteTemplate: string;
  }
}
