import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as z from 'zod/mini';
import { staffCalls } from '../../../src/contracts/staff/calls';
import { handedOutName, takeApplicationFiles, type StoredFile } from '../../domain/applications';
import { CommandError, defineCommand } from '../command';
import { missingId, onlyId } from '../words';

export default defineCommand({
  name: 'applications files',
  usage: 'applications files ID --out DIR --as EMAIL',
  summary: "Writes an application's CV and cover letter into DIR, byte for byte, under their uploaded names.",
  details: ['DIR is made if missing; a file already there is not overwritten. Taking the files is audited.'],
  options: { out: { type: 'string', help: 'the directory to write the files into (required)' } },
  example: 'npm run admin -- applications files 42 --out ./application-42 --as ama@voltasystems.com',
  access: staffCalls.downloadApplicationFile.access,
  request: z.object({ id: z.number(), out: z.string() }),
  parse: (positionals, values) => {
    const given = onlyId(positionals, missingId('application'));
    if (typeof given === 'string') return given;
    if (typeof values.out !== 'string' || !values.out.trim()) return 'Give the directory to write the files into with --out DIR.';
    return { ...given, out: values.out };
  },
  run: ({ store, actor }, { id }) => takeApplicationFiles(store.db, actor, id),
  show: async (files, { out, callerDir, readFile }, { id, out: outDir }) => {
    if (!files.length) {
      out(`Application ${id} has no files (it was sent without them, through Submitresume).\n`);
      return;
    }
    const dir = resolve(callerDir, outDir);
    const targets = fileTargets(files).map((target) => ({ ...target, path: join(dir, target.name) }));
    const taken = targets.find((target) => existsSync(target.path));
    if (taken) throw new CommandError(`${taken.path} already exists: choose another --out directory or move it away; nothing was written.`);
    mkdirSync(dir, { recursive: true });
    for (const target of targets) {
      await pipeline(readFile(target.file.sha256), createWriteStream(target.path, { flags: 'wx' }));
      out(`Wrote ${target.path} (${target.file.field}, ${target.file.size} bytes).\n`);
    }
  },
});

/** Names to write the files under: the uploaded names made safe, the field in front when two agree. */
function fileTargets(files: readonly StoredFile[]): { file: StoredFile; name: string }[] {
  const names = files.map(handedOutName);
  const clash = new Set(names).size < names.length;
  return files.map((file, index) => ({ file, name: clash ? `${file.field}-${names[index]}` : names[index]! }));
}
