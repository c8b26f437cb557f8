import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { userInfo } from 'node:os';
import { loadEnvFile } from '../env-file';
import { clockOfEnvironment, defaultPort } from '../config';
import type { Actor } from '../domain/audit';
import { readArchive, writeArchive } from './backup';
import { exitCodes, parseCommand, type Command, type ListFormat } from './cli-args';
import { connect, StoreUnavailableError, storeSettings, type AdminClient } from './client';
import { toCsv } from './csv';
import { exportColumns } from './operations';
import { BadInputError, NotFoundError } from '../domain/errors';
import type { StoredFile } from '../domain/applications';
import { readRecordFile } from '../store/record-file';
import { BadImageError } from '../store/article-images';
import type { SourceImage } from '../store/article-writing';
import { writePreview } from './preview';
import { maxPictureBytes } from './protocol';
import { safeFileName } from '../safe-text';
import type { NewArticle } from '../../src/contracts/new-article';
import type { NewJob } from '../../src/contracts/new-job';

/**
 * `npm run admin -- <command>`: the team's command line (`--help` lists the commands). Built into
 * dist-server/admin.js beside the server; scripts/tools/admin.mjs runs it.
 */

type Output = { out: (text: string) => void; err: (text: string) => void };

/** A failure to report in one sentence, with its exit code. */
class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = exitCodes.failed,
  ) {
    super(message);
  }
}

export async function runCli(argv: readonly string[], env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  // One reading of the clock per command: --older-than and "in 30 days" count from it.
  const now = clockOfEnvironment(env)();
  const parsed = parseCommand(argv, now);
  if (parsed.kind === 'help') {
    output.out(parsed.text);
    return exitCodes.ok;
  }
  if (parsed.kind === 'error') {
    output.err(`${parsed.message}\n`);
    return exitCodes.badArguments;
  }
  // npm runs scripts in the project's root: a relative FILE or DIR means the caller's directory.
  const callerDir = env.INIT_CWD || process.cwd();
  let client: AdminClient | undefined;
  try {
    const { command } = parsed;
    // A file is read and checked before the store is opened: a bad one changes nothing.
    const record = readRecord(command, callerDir, now);
    if (command.name === 'articles preview') {
      if (record?.kind !== 'article') throw new Error('The article file was not read.');
      const written = await writePreview(record.value, record.image, resolve(callerDir, command.out), distDir(env), now).catch(
        (error: unknown) => {
          throw error instanceof BadImageError || error instanceof BadInputError
            ? new CommandError(`${error.message}\nNothing was written.`)
            : error;
        },
      );
      output.out(`Wrote the page of "${record.value.title}" (/blog/${written.slug}) into ${command.out}: open ${written.index}\n`);
      return exitCodes.ok;
    }
    // A restore may make the store it fills.
    client = await connect(storeSettings(env), { create: command.name === 'restore' });
    await run(command, client, record, callerDir, output, staffSettings(env, now));
    return exitCodes.ok;
  } catch (error) {
    if (error instanceof CommandError) {
      output.err(`${error.message}\n`);
      return error.exitCode;
    }
    if (error instanceof StoreUnavailableError || error instanceof NotFoundError) {
      output.err(`${error.message}\n`);
      return exitCodes.failed;
    }
    if (error instanceof BadInputError) {
      output.err(`${error.message}\n`);
      return exitCodes.badArguments;
    }
    output.err(`The command failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return exitCodes.failed;
  } finally {
    await client?.close().catch(() => undefined);
  }
}

type RecordValue = { kind: 'job'; value: NewJob } | { kind: 'article'; value: NewArticle; image?: SourceImage };

const articleCommands = new Set<Command['name']>(['articles publish', 'articles edit', 'articles preview']);

function readRecord(command: Command, callerDir: string, now: Date): RecordValue | undefined {
  if (command.name !== 'jobs add' && command.name !== 'jobs edit' && !articleCommands.has(command.name)) return undefined;
  const { file } = command as { file: string };
  const path = resolve(callerDir, file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CommandError(code === 'ENOENT' ? `There is no file ${file}.` : `Cannot read ${file}: ${(error as Error).message}.`);
  }
  const name = isAbsolute(file) ? basename(file) : file;
  const refused = (errors: string[]) => new CommandError(`${errors.join('\n')}\nNothing was changed.`);
  if (command.name === 'jobs add' || command.name === 'jobs edit') {
    const result = readRecordFile('job', name, text, now);
    if (!result.ok) throw refused(result.errors);
    return { kind: 'job', value: result.value };
  }
  const result = readRecordFile('article', name, text, now);
  if (!result.ok) throw refused(result.errors);
  const image = result.value.image ? readPicture(result.value.image, dirname(path), name) : undefined;
  return { kind: 'article', value: result.value, ...(image ? { image } : {}) };
}

/** The picture an article file names, relative to the file; refused (nothing changed) when it cannot be read. */
function readPicture(image: string, folder: string, fileName: string): SourceImage {
  const path = resolve(folder, image);
  let content: Buffer;
  try {
    content = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CommandError(
      `${fileName}: image: ${code === 'ENOENT' ? `there is no file ${image} beside it` : `cannot read ${image}: ${(error as Error).message}`}.\nNothing was changed.`,
    );
  }
  if (content.length > maxPictureBytes) {
    throw new CommandError(
      `${fileName}: image: ${image} is larger than ${maxPictureBytes / 1024 / 1024} MB; use a smaller picture.\nNothing was changed.`,
    );
  }
  return { content, name: image };
}

async function run(
  command: Command,
  client: AdminClient,
  record: RecordValue | undefined,
  callerDir: string,
  { out, err }: Output,
  staff: { actor: Actor; origin: string; originNote?: string | undefined },
): Promise<void> {
  const changed = (sentence: string) => out(`${sentence}${client.afterChange ? ` ${client.afterChange}` : ''}\n`);
  switch (command.name) {
    case 'export': {
      const rows = await client.exportRows(command.kind, command.since);
      out(command.format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : toCsv(exportColumns[command.kind], rows));
      return;
    }
    case 'applications files': {
      const files = await client.applicationFiles(command.id);
      if (!files.length) {
        out(`Application ${command.id} has no files (it was sent without them, through Submitresume).\n`);
        return;
      }
      const dir = resolve(callerDir, command.out);
      const targets = fileTargets(files).map((target) => ({ ...target, path: join(dir, target.name) }));
      const taken = targets.find((target) => existsSync(target.path));
      if (taken)
        throw new CommandError(`${taken.path} already exists: choose another --out directory or move it away; nothing was written.`);
      mkdirSync(dir, { recursive: true });
      for (const target of targets) {
        await pipeline(client.readFile(target.file), createWriteStream(target.path, { flags: 'wx' }));
        out(`Wrote ${target.path} (${target.file.field}, ${target.file.size} bytes).\n`);
      }
      return;
    }
    case 'applications list': {
      const rows = await client.listApplications({
        ...(command.jobId !== undefined ? { jobId: command.jobId } : {}),
        ...(command.status ? { status: command.status } : {}),
        ...(command.since ? { since: command.since } : {}),
      });
      out(listing(rows, ['id', 'status', 'job_id', 'job_title', 'name', 'email', 'created_at'], command.format, 'No applications.'));
      return;
    }
    case 'applications show': {
      const detail = await client.showApplication(command.id);
      if (command.format === 'json') {
        out(`${JSON.stringify(detail, null, 2)}\n`);
        return;
      }
      const job = detail.job ? `job ${detail.job.id} "${detail.job.title}" (${detail.job.status})` : 'no job (a general application)';
      out(
        [
          `Application ${detail.id}: ${detail.status}, for ${job}, came ${detail.createdAt} (${detail.source}).`,
          ...Object.entries(detail.fields).map(([label, value]) => `  ${label}: ${value}`),
          detail.files.length
            ? `Files: ${detail.files.map((file) => `${file.field} ${file.fileName} (${file.size} bytes)`).join('; ')}`
            : 'Files: none.',
          detail.history.length ? 'History:' : 'History: none yet.',
          ...detail.history.map(
            (change) => `  ${change.at} ${change.from} → ${change.to} by ${change.by}${change.note ? `: ${change.note}` : ''}`,
          ),
          '',
        ].join('\n'),
      );
      return;
    }
    case 'applications mark': {
      const by = command.by ?? staff.actor.name;
      const moved = await client.markApplication(command.id, command.status, { by, ...(command.note ? { note: command.note } : {}) });
      out(`Application ${moved.id}: ${moved.from} → ${moved.to}, by ${by}.\n`);
      return;
    }
    case 'jobs add': {
      if (record?.kind !== 'job') throw new Error('The job file was not read.');
      const job = record.value;
      const id = await client.addJob(job, staff.actor, { allowDuplicate: command.allowDuplicate });
      changed(`Added job ${id} "${job.title}", open on the careers page at /careers/${id}.`);
      return;
    }
    case 'jobs edit': {
      if (record?.kind !== 'job') throw new Error('The job file was not read.');
      const result = await client.editJob(command.id, record.value, staff.actor);
      changed(`Changed job ${result.id} "${result.title}".`);
      return;
    }
    case 'jobs reopen': {
      const result = await client.reopenJob(command.id, staff.actor);
      if (result.changed) changed(`Reopened job ${result.id} "${result.title}", open on the careers page at /careers/${result.id}.`);
      else out(`Job ${result.id} "${result.title}" was open already.\n`);
      return;
    }
    case 'jobs close': {
      const result = await client.closeJob(command.id, staff.actor);
      if (result.changed) changed(`Closed job ${result.id} "${result.title}".`);
      else out(`Job ${result.id} "${result.title}" was closed already.\n`);
      return;
    }
    case 'jobs list':
      out(
        listing(await client.listJobs(), ['id', 'status', 'deadline', 'category', 'type', 'title', 'location'], command.format, 'No jobs.'),
      );
      return;
    case 'articles publish': {
      if (record?.kind !== 'article') throw new Error('The article file was not read.');
      const written = await client.publishArticle(record.value, staff.actor, record.image);
      changed(`Published article ${written.id} "${written.title}" at /blog/${written.slug}${pictureNote(written)}.`);
      return;
    }
    case 'articles edit': {
      if (record?.kind !== 'article') throw new Error('The article file was not read.');
      const written = await client.editArticle(command.id, record.value, staff.actor, record.image);
      changed(`Changed article ${written.id} "${written.title}", at /blog/${written.slug}${pictureNote(written)}.`);
      return;
    }
    case 'articles unpublish': {
      const result = await client.unpublishArticle(command.id, staff.actor);
      if (result.changed) changed(`Unpublished article ${result.id} "${result.title}"; it is kept as a draft.`);
      else out(`Article ${result.id} "${result.title}" was a draft already.\n`);
      return;
    }
    case 'articles republish': {
      const result = await client.republishArticle(command.id, staff.actor);
      if (result.changed) changed(`Republished article ${result.id} "${result.title}", on the blog at /blog/${result.slug}.`);
      else out(`Article ${result.id} "${result.title}" was published already.\n`);
      return;
    }
    case 'articles preview':
      throw new Error('A preview opens no store.');
    case 'articles list':
      out(listing(await client.listArticles(), ['id', 'status', 'date', 'slug', 'title'], command.format, 'No articles.'));
      return;
    case 'forget': {
      const counts = await client.forget(command.email);
      const total = counts.subscriptions + counts.messages + counts.applications + counts.outboxRows;
      if (!total) {
        out(`Nothing is stored for ${command.email}.\n`);
        return;
      }
      out(
        `Removed for ${command.email}: ${plural(counts.subscriptions, 'subscription')}, ${plural(counts.messages, 'contact message')}, ` +
          `${plural(counts.applications, 'application')} with ${plural(counts.files, 'file')}, ${plural(counts.outboxRows, 'outbox e-mail')}.\n`,
      );
      return;
    }
    case 'outbox':
      out(
        listing(
          await client.listOutbox(command.status),
          ['id', 'kind', 'subject_id', 'recipient', 'subject', 'status', 'attempts', 'next_attempt_at', 'last_error'],
          command.format,
          command.status ? `No ${command.status} e-mails in the outbox.` : 'The outbox is empty.',
        ),
      );
      return;
    case 'users add':
    case 'users reset': {
      const link =
        command.name === 'users add'
          ? await client.addUser(command.email, command.role, staff.actor, staff.origin)
          : await client.resetUser(command.user, staff.actor, staff.origin);
      if (staff.originNote) err(`${staff.originNote}\n`);
      if (command.format === 'json') out(`${JSON.stringify(link, null, 2)}\n`);
      else
        out(
          `${command.name === 'users add' ? 'Added' : 'Reset'} ${link.email} (${link.role}, id ${link.id}). Its one-time set-up link, valid until ${link.expiresAt}:\n${link.setUpLink}\n`,
        );
      return;
    }
    case 'users list':
      out(
        listing(
          await client.listUsers(),
          ['id', 'email', 'role', 'status', 'lockedUntil', 'passkeys', 'createdAt'],
          command.format,
          'No staff accounts.',
        ),
      );
      return;
    case 'users disable': {
      const result = await client.disableUser(command.user, staff.actor);
      out(
        result.changed
          ? `Disabled ${result.email} (id ${result.id}); its sessions ended.\n`
          : `${result.email} (id ${result.id}) was disabled already.\n`,
      );
      return;
    }
    case 'audit': {
      const rows = await client.listAudit(command.since);
      if (command.format === 'json') out(`${JSON.stringify(rows, null, 2)}\n`);
      else {
        const flat = rows.map((row) => ({ ...row, details: JSON.stringify(row.details) }));
        out(listing(flat, ['id', 'at', 'actor', 'action', 'target', 'address', 'details'], 'table', 'The audit log is empty.'));
      }
      return;
    }
    case 'backup': {
      const file = resolve(callerDir, command.file);
      if (existsSync(file)) throw new CommandError(`${command.file} exists already: name a new file.`, exitCodes.badArguments);
      const data = await client.backup();
      const files = await writeArchive(file, data, { read: (sha256) => client.readFile({ sha256 } as StoredFile) });
      const rows = Object.values(data.tables).reduce((sum, table) => sum + table.length, 0);
      out(`Wrote ${command.file}: ${plural(rows, 'row')} and ${plural(files, 'file')} from ${client.where}.\n`);
      return;
    }
    case 'restore': {
      const file = resolve(callerDir, command.file);
      if (!existsSync(file)) throw new CommandError(`There is no file ${command.file}.`);
      let archive: Awaited<ReturnType<typeof readArchive>>;
      try {
        archive = await readArchive(file);
      } catch (error) {
        throw new CommandError(`Cannot read ${command.file}: ${(error as Error).message}. Nothing was changed.`);
      }
      try {
        const counts = await client.restore(archive.data, archive.filesFolder).catch((error: unknown) => {
          if (error instanceof BadInputError) throw error;
          throw new CommandError(`Cannot restore ${command.file}: ${(error as Error).message}. Nothing was changed.`);
        });
        out(
          `Restored ${command.file} (taken ${archive.data.takenAt}) into ${client.where}: ${plural(counts.job_vacancies, 'job')}, ` +
            `${plural(counts.articles, 'article')}, ${plural(counts.applications, 'application')}, ` +
            `${plural(counts.files, 'file')} (the uploads and the articles' pictures), ` +
            `${plural(counts.contact_messages, 'contact message')}, ${plural(counts.subscriptions, 'subscription')}, ${plural(counts.outbox, 'outbox e-mail')}.\n`,
        );
      } finally {
        await archive.dispose();
      }
      return;
    }
    case 'purge': {
      const counts = await client.purge(command.before);
      out(
        `Removed what was created before ${command.before.toISOString()} (older than ${command.olderThan}): ` +
          `${plural(counts.applications, 'application')} with ${plural(counts.files, 'file')}, ${plural(counts.messages, 'contact message')}, ` +
          `${plural(counts.outboxRows, 'outbox e-mail')}.\n`,
      );
      return;
    }
  }
}

/** Said when an article has no picture of its own: the blog's own artwork stands in. */
const pictureNote = (written: { image: boolean }) =>
  written.image ? '' : ' (no picture: the file names no image, so the blog shows its own artwork)';

/** The built site a preview is rendered with: DIST_DIR as the server reads it, else ./dist. */
const distDir = (env: NodeJS.ProcessEnv) => resolve(env.DIST_DIR || 'dist');

/**
 * Who the changing commands are audited as (cli:<login name>), and the origin of the set-up links:
 * PUBLIC_ORIGIN, else the server on this machine (with a note saying so).
 */
function staffSettings(env: NodeJS.ProcessEnv, now: Date) {
  let name = 'unknown';
  try {
    name = userInfo().username;
  } catch {
    // No login name (a container's numeric user): "unknown".
  }
  const configured = env.PUBLIC_ORIGIN?.trim().replace(/\/$/, '');
  const origin = configured || `http://localhost:${env.PORT?.trim() || defaultPort}`;
  const originNote = configured
    ? undefined
    : `PUBLIC_ORIGIN is not set: the link opens the server on this machine (${origin}). Set PUBLIC_ORIGIN to the site's address to send a link that works elsewhere.`;
  return { actor: { name: `cli:${name}`, address: null, at: now }, origin, originNote };
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** Names to write the files under: the uploaded names made safe, the field in front when two agree. */
function fileTargets(files: readonly StoredFile[]): { file: StoredFile; name: string }[] {
  const safe = (file: StoredFile) => safeFileName(file.fileName, file.field);
  const names = files.map(safe);
  const clash = new Set(names).size < names.length;
  return files.map((file, index) => ({ file, name: clash ? `${file.field}-${names[index]}` : names[index]! }));
}

const maxCell = 60;

/** Rows as aligned columns (long cells shortened), or as JSON. */
function listing(rows: readonly object[], columns: readonly string[], format: ListFormat, empty: string): string {
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  if (!rows.length) return `${empty}\n`;
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value).replace(/\s+/g, ' ');
    return text.length > maxCell ? `${text.slice(0, maxCell - 1)}…` : text;
  };
  const table = [columns, ...rows.map((row) => columns.map((column) => cell((row as Record<string, unknown>)[column])))];
  const widths = columns.map((_, index) => Math.max(...table.map((line) => line[index]!.length)));
  return (
    table
      .map((line) =>
        line
          .map((text, index) => text.padEnd(widths[index]!))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}

/** This module is the program (dist-server/admin.js): the tests run it as a process, never import it. */
loadEnvFile();
const exitCode = await runCli(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
// Everything written is flushed first; then nothing (a pool, a timer) keeps the process.
process.stdout.write('', () => process.exit(exitCode));
