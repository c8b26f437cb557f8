import { parseArgs } from 'node:util';
import { exportKinds, type ExportKind, type OutboxStatus } from './operations';
import { applicationStatuses, type ApplicationStatus } from '../../src/contracts/application-pipeline';
import { isRecordFileName, recordFields } from '../store/record-file';
import { staffRoles, type StaffRole } from '../../src/contracts/staff/roles';
import { emailPattern } from '../../src/contracts/email';

/**
 * The command line of `npm run admin`, as a pure function: the words in, a command to run, a help text
 * to print (exit 0) or one sentence saying what is wrong with them (exit 2).
 */

export type ListFormat = 'table' | 'json';

export type Command =
  | { name: 'export'; kind: ExportKind; since?: Date; format: 'csv' | 'json' }
  | { name: 'applications files'; id: number; out: string }
  | { name: 'applications list'; jobId?: number; status?: ApplicationStatus; since?: Date; format: ListFormat }
  | { name: 'applications show'; id: number; format: ListFormat }
  | { name: 'applications mark'; id: number; status: ApplicationStatus; by?: string; note?: string }
  | { name: 'jobs add'; file: string; allowDuplicate: boolean }
  | { name: 'jobs edit'; id: number; file: string }
  | { name: 'jobs close'; id: number }
  | { name: 'jobs reopen'; id: number }
  | { name: 'jobs list'; format: ListFormat }
  | { name: 'articles publish'; file: string }
  | { name: 'articles edit'; id: number; file: string }
  | { name: 'articles unpublish'; id: number }
  | { name: 'articles republish'; id: number }
  | { name: 'articles preview'; file: string; out: string }
  | { name: 'articles list'; format: ListFormat }
  | { name: 'forget'; email: string }
  | { name: 'outbox'; status?: OutboxStatus; format: ListFormat }
  | { name: 'purge'; before: Date; olderThan: string }
  | { name: 'users add'; email: string; role: StaffRole; format: ListFormat }
  | { name: 'users list'; format: ListFormat }
  | { name: 'users disable'; user: string }
  | { name: 'users reset'; user: string; format: ListFormat }
  | { name: 'audit'; since?: Date; format: ListFormat }
  | { name: 'backup'; file: string }
  | { name: 'restore'; file: string };

export type Parsed = { kind: 'run'; command: Command } | { kind: 'help'; text: string } | { kind: 'error'; message: string };

/** Exit codes: done, failed (store unreachable, id not found, bad file), bad arguments. */
export const exitCodes = { ok: 0, failed: 1, badArguments: 2 } as const;

const program = 'npm run admin --';

type OptionConfig = { type: 'string' | 'boolean'; short?: string };
type Values = Record<string, string | boolean | undefined>;

type Spec = {
  name: string;
  usage: string;
  summary: string;
  /** Words after the usage and summary: what the command does in more detail. */
  details?: string[];
  options: Record<string, OptionConfig & { help: string }>;
  example: string;
  /** The command, or a sentence saying what is wrong. */
  build: (positionals: string[], values: Values, now: Date) => Command | string;
};

const formatOption = { type: 'string', help: 'table (default) or json' } as const;

const specs: Spec[] = [
  {
    name: 'export',
    usage: 'export subscribers|messages|applications [--since DATE] [--format csv|json]',
    summary: 'Writes the newsletter subscribers, contact messages or job applications to standard output.',
    details: [
      'CSV (RFC 4180, CRLF line ends, a header row) unless --format json; a cell starting with =, +, -, @,',
      "a tab or a CR gets a leading ' so that a spreadsheet does not read it as a formula.",
      'Use `npm run -s admin -- ...` so that npm writes nothing of its own before the rows.',
    ],
    options: {
      since: { type: 'string', help: 'only what was created at or after DATE (YYYY-MM-DD, or an ISO timestamp)' },
      format: { type: 'string', help: 'csv (default) or json (an array of objects)' },
    },
    example: 'npm run -s admin -- export applications --since 2025-01-01 > applications.csv',
    build: (positionals, values) => {
      const [kind, ...extra] = positionals;
      if (!kind) return `Name what to export: ${exportKinds.join(', ')}.`;
      if (!(exportKinds as readonly string[]).includes(kind)) return `Cannot export "${kind}": choose ${exportKinds.join(', ')}.`;
      if (extra.length) return unexpected(extra);
      const format = values.format ?? 'csv';
      if (format !== 'csv' && format !== 'json') return `--format must be csv or json, not "${String(format)}".`;
      let since: Date | undefined;
      if (values.since !== undefined) {
        const parsed = parseSince(String(values.since));
        if (!parsed) return `--since must be a date written YYYY-MM-DD or an ISO timestamp, not "${String(values.since)}".`;
        since = parsed;
      }
      return { name: 'export', kind: kind as ExportKind, format, ...(since ? { since } : {}) };
    },
  },
  {
    name: 'applications files',
    usage: 'applications files <id> --out DIR',
    summary: "Writes an application's CV and cover letter into DIR, byte for byte, under their uploaded names.",
    details: ['DIR is made if missing; a file already there is not overwritten.'],
    options: { out: { type: 'string', help: 'the directory to write the files into (required)' } },
    example: 'npm run admin -- applications files 42 --out ./application-42',
    build: (positionals, values) => {
      const [id, ...extra] = positionals;
      if (id === undefined) return 'Give the id of the application (see `export applications`).';
      if (extra.length) return unexpected(extra);
      const parsed = parseId(id);
      if (typeof parsed === 'string') return parsed;
      if (typeof values.out !== 'string' || !values.out.trim()) return 'Give the directory to write the files into with --out DIR.';
      return { name: 'applications files', id: parsed, out: values.out };
    },
  },
  {
    name: 'applications list',
    usage: 'applications list [--job ID] [--status STATUS] [--since DATE] [--format table|json]',
    summary: 'Lists the applications, oldest first: id, status, job id, job title, name, e-mail, when it came.',
    details: [`STATUS is one of ${applicationStatuses.join(', ')}. An application without a job id is a general one.`],
    options: {
      job: { type: 'string', help: "only the applications for this job's id (`jobs list` shows them)" },
      status: { type: 'string', help: `only those at this status: ${applicationStatuses.join(', ')}` },
      since: { type: 'string', help: 'only those that came at or after DATE (YYYY-MM-DD, or an ISO timestamp)' },
      format: formatOption,
    },
    example: `${program} applications list --job 8 --status new`,
    build: (positionals, values) => {
      if (positionals.length) return unexpected(positionals);
      const format = parseListFormat(values);
      if (!isFormat(format)) return format;
      const command: Extract<Command, { name: 'applications list' }> = { name: 'applications list', format };
      if (values.job !== undefined) {
        const jobId = parseId(String(values.job));
        if (typeof jobId === 'string') return `--job: ${jobId}`;
        command.jobId = jobId;
      }
      if (values.status !== undefined) {
        const status = parseStatus(String(values.status));
        if (!status) return `--status must be one of ${applicationStatuses.join(', ')}, not "${String(values.status)}".`;
        command.status = status;
      }
      if (values.since !== undefined) {
        const since = parseSince(String(values.since));
        if (!since) return `--since must be a date written YYYY-MM-DD or an ISO timestamp, not "${String(values.since)}".`;
        command.since = since;
      }
      return command;
    },
  },
  {
    name: 'applications show',
    usage: 'applications show ID [--format table|json]',
    summary: 'Shows one application: what the applicant sent, its job, its files and every change of its status.',
    options: { format: formatOption },
    example: `${program} applications show 42`,
    build: (positionals, values) => {
      const [id, ...extra] = positionals;
      if (id === undefined) return 'Give the id of the application (`applications list` shows them).';
      if (extra.length) return unexpected(extra);
      const parsed = parseId(id);
      if (typeof parsed === 'string') return parsed;
      const format = parseListFormat(values);
      return isFormat(format) ? { name: 'applications show', id: parsed, format } : format;
    },
  },
  {
    name: 'applications mark',
    usage: 'applications mark ID STATUS [--note TEXT] [--by NAME]',
    summary: 'Moves an application on: new → reviewed → shortlisted → hired, or rejected from any of the first three.',
    details: ['Each change is kept with who made it (--by, else cli:<your login name>), when, and the note.'],
    options: {
      note: { type: 'string', help: 'why, in a few words (kept with the change)' },
      by: { type: 'string', help: 'who made the change (default: cli:<your login name>, as every command is audited)' },
    },
    example: `${program} applications mark 42 shortlisted --note "Strong Kotlin; call on Monday" --by ama`,
    build: (positionals, values) => {
      const [id, status, ...extra] = positionals;
      if (id === undefined) return 'Give the id of the application and its new status.';
      const parsed = parseId(id);
      if (typeof parsed === 'string') return parsed;
      if (status === undefined) return `Give the new status: ${applicationStatuses.join(', ')}.`;
      if (extra.length) return unexpected(extra);
      const next = parseStatus(status);
      if (!next) return `The status must be one of ${applicationStatuses.join(', ')}, not "${status}".`;
      const by = typeof values.by === 'string' && values.by.trim() ? values.by.trim() : undefined;
      const note = typeof values.note === 'string' && values.note.trim() ? values.note.trim() : undefined;
      return { name: 'applications mark', id: parsed, status: next, ...(by ? { by } : {}), ...(note ? { note } : {}) };
    },
  },
  recordFileSpec('jobs add', 'Adds a job vacancy, open, from a JSON file or a Markdown file with front matter.', './android-developer.md', [
    `The fields: ${recordFields.job.join(', ')}`,
    "(decriptionPoints keeps the API's spelling). techSkills, decriptionPoints, technicalRequirements and",
    'softSkillsRequirement are lists; deadline is YYYY-MM-DD. In Markdown every field is in the front matter',
    '(YAML between two --- lines) and the body must be empty. A bad file changes nothing: each problem is',
    'named with its field and line.',
  ]),
  {
    name: 'jobs edit',
    usage: 'jobs edit ID FILE',
    summary: "Replaces a job vacancy's fields with a file's (as for jobs add); its id, status and applications stay.",
    options: {},
    example: `${program} jobs edit 15 ./android-developer.md`,
    build: (positionals) => {
      const [id, file, ...extra] = positionals;
      if (id === undefined) return 'Give the id of the job (`jobs list` shows them) and the file to read.';
      const parsed = parseId(id);
      if (typeof parsed === 'string') return parsed;
      if (file === undefined) return 'Give the file to read (JSON, or Markdown with front matter).';
      if (extra.length) return unexpected(extra);
      if (!isRecordFileName(file)) return `The file must be JSON (.json) or Markdown (.md), not "${file}".`;
      return { name: 'jobs edit', id: parsed, file };
    },
  },
  idSpec('jobs close', 'job', 'Closes a job vacancy: it leaves the careers list and its page answers 404.', 15),
  idSpec('jobs reopen', 'job', 'Opens a closed job vacancy again: it is back on the careers list and its page.', 15),
  listSpec('jobs list', 'Lists every job vacancy, open or closed, by id.'),
  recordFileSpec(
    'articles publish',
    'Publishes a blog article from a Markdown file with front matter (or a JSON file).',
    './ussd-in-2025.md',
    [
      `The fields: ${recordFields.article.join(', ')}.`,
      'date is YYYY-MM-DD; points is a list of { pointNumber, pointTitle, pointDescription }. The body (after',
      'the front matter) is Markdown; longDescription and pointDescription take inline Markdown (**bold**,',
      '*italics*, [links](/pns), `code`). image is the hero picture, relative to the file (JPEG, PNG, WebP',
      'or AVIF, at least 1200 pixels wide), with imageAlt saying what it shows; its sizes are made here.',
      'The article is at /blog/<slug>: the slug is made from the title unless the file gives one, and',
      'must be unused. A bad file changes nothing: each problem is named with its field and line.',
    ],
  ),
  {
    name: 'articles edit',
    usage: 'articles edit ID FILE',
    summary: "Replaces an article's content and picture with a file's (as for articles publish); its id, published state and slug stay.",
    details: ['The slug changes only when the file gives one (`slug:`); a file without `image:` leaves the article without a picture.'],
    options: {},
    example: `${program} articles edit 7 ./ussd-in-2025.md`,
    build: (positionals) => {
      const [id, file, ...extra] = positionals;
      if (id === undefined) return 'Give the id of the article (`articles list` shows them) and the file to read.';
      const parsed = parseId(id);
      if (typeof parsed === 'string') return parsed;
      if (file === undefined) return 'Give the file to read (Markdown with front matter, or JSON).';
      if (extra.length) return unexpected(extra);
      if (!isRecordFileName(file)) return `The file must be JSON (.json) or Markdown (.md), not "${file}".`;
      return { name: 'articles edit', id: parsed, file };
    },
  },
  idSpec('articles unpublish', 'article', 'Takes an article off the blog; it is kept as a draft.', 7),
  idSpec('articles republish', 'article', 'Puts an unpublished article (a draft) back on the blog, at the address it had.', 7),
  {
    name: 'articles preview',
    usage: 'articles preview FILE --out DIR',
    summary: 'Writes the page an article file would make into DIR (open DIR/index.html), with its pictures; publishes nothing.',
    details: [
      "The site's own render of the page, with its styles, from the last `npm run build`, without its scripts.",
      'The store is not opened: a preview works while the server runs, or with none. Files in DIR are replaced.',
    ],
    options: { out: { type: 'string', help: 'the directory to write the page into (required; made if missing)' } },
    example: `${program} articles preview ./ussd-in-2025.md --out ./preview`,
    build: (positionals, values) => {
      const [file, ...extra] = positionals;
      if (file === undefined) return 'Give the file to preview (Markdown with front matter, or JSON).';
      if (extra.length) return unexpected(extra);
      if (!isRecordFileName(file)) return `The file must be JSON (.json) or Markdown (.md), not "${file}".`;
      if (typeof values.out !== 'string' || !values.out.trim()) return 'Give the directory to write the preview into with --out DIR.';
      return { name: 'articles preview', file, out: values.out };
    },
  },
  listSpec('articles list', 'Lists every article, published or draft, by id, with its slug.'),
  {
    name: 'forget',
    usage: 'forget EMAIL',
    summary: 'Deletes every subscription, contact message and application (files included) of an address, and their e-mails in the outbox.',
    details: ['For the data-deletion right of the privacy policy. One transaction; it prints what it removed.'],
    options: {},
    example: 'npm run admin -- forget ama.mensah@example.com',
    build: (positionals) => {
      const [email, ...extra] = positionals;
      if (email === undefined) return 'Give the e-mail address to forget.';
      if (extra.length) return unexpected(extra);
      const address = email.trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+$/.test(address)) return `"${email}" is not an e-mail address.`;
      return { name: 'forget', email: address };
    },
  },
  {
    name: 'outbox',
    usage: 'outbox [--status pending|sent] [--format table|json]',
    summary:
      'Lists the e-mails to the team in the outbox: id, kind, subject id, recipient, subject, status, attempts, next attempt, last error.',
    options: { status: { type: 'string', help: 'only the pending or only the sent ones' }, format: formatOption },
    example: 'npm run admin -- outbox --status pending',
    build: (positionals, values) => {
      if (positionals.length) return unexpected(positionals);
      const { status } = values;
      if (status !== undefined && status !== 'pending' && status !== 'sent')
        return `--status must be pending or sent, not "${String(status)}".`;
      const format = parseListFormat(values);
      if (!isFormat(format)) return format;
      return { name: 'outbox', format, ...(status ? { status } : {}) };
    },
  },
  {
    name: 'purge',
    usage: 'purge --older-than AGE',
    summary: 'Deletes the applications (with their files), contact messages and their outbox e-mails older than AGE, and prints how many.',
    details: ['AGE is a number of months (24m) or days (90d). Subscriptions are kept until unsubscribed or forgotten.'],
    options: { 'older-than': { type: 'string', help: 'the retention period: 24m (months) or 90d (days); required' } },
    example: 'npm run admin -- purge --older-than 24m',
    build: (positionals, values, now) => {
      if (positionals.length) return unexpected(positionals);
      const age = values['older-than'];
      if (age === undefined) return 'Give the retention period with --older-than, such as 24m (months) or 90d (days).';
      const before = cutoff(String(age), now);
      if (!before) return `--older-than must be a whole number of months or days, such as 24m or 90d, not "${String(age)}".`;
      return { name: 'purge', before, olderThan: String(age) };
    },
  },
  {
    name: 'users add',
    usage: 'users add EMAIL --role hr|marketing|admin [--format table|json]',
    summary: 'Adds a staff account and prints its one-time set-up link (PUBLIC_ORIGIN/staff/set-up#token=...), valid 24 hours.',
    details: ['hr sees applications, jobs and messages; marketing articles, subscribers and messages; admin everything and the accounts.'],
    options: { role: { type: 'string', help: 'hr, marketing or admin' }, format: formatOption },
    example: `${program} users add ama@voltasystems.com --role admin`,
    build: (positionals, values) => {
      const [email, ...extra] = positionals;
      if (email === undefined || !emailPattern.test(email.trim())) return 'Give the e-mail address of the new account.';
      if (extra.length) return unexpected(extra);
      const role = values.role;
      if (typeof role !== 'string' || !(staffRoles as readonly string[]).includes(role))
        return `--role must be one of ${staffRoles.join(', ')}.`;
      const format = listFormat(values);
      if (!format) return '--format must be table or json.';
      return { name: 'users add', email: email.trim().toLowerCase(), role: role as StaffRole, format };
    },
  },
  listSpec('users list', 'Lists the staff accounts: role, state (active, pending set-up, disabled), lock-out and passkeys.'),
  {
    name: 'users disable',
    usage: 'users disable EMAIL|ID',
    summary: 'Disables a staff account: it cannot sign in, and its sessions and set-up link end at once.',
    options: {},
    example: `${program} users disable ama@voltasystems.com`,
    build: (positionals) => userArgument('users disable', positionals, 'table'),
  },
  {
    name: 'users reset',
    usage: 'users reset EMAIL|ID [--format table|json]',
    summary: 'Clears the password and passkeys, ends every session, enables the account and prints a new set-up link (24 hours).',
    options: { format: formatOption },
    example: `${program} users reset ama@voltasystems.com`,
    build: (positionals, values) => {
      const format = listFormat(values);
      return format ? userArgument('users reset', positionals, format) : '--format must be table or json.';
    },
  },
  {
    name: 'audit',
    usage: 'audit [--since DATE] [--format table|json]',
    summary: 'Shows the audit log, oldest first: who changed what in the staff area or with the account commands, when, from where.',
    options: {
      since: { type: 'string', help: 'only what happened at or after DATE (YYYY-MM-DD, or an ISO timestamp)' },
      format: formatOption,
    },
    example: `${program} audit --since 2026-01-01`,
    build: (_positionals, values) => {
      const format = listFormat(values);
      if (!format) return '--format must be table or json.';
      if (values.since === undefined) return { name: 'audit', format };
      const since = parseSince(String(values.since));
      return since
        ? { name: 'audit', since, format }
        : `--since must be a date written YYYY-MM-DD or an ISO timestamp, not "${String(values.since)}".`;
    },
  },
  {
    name: 'backup',
    usage: 'backup FILE',
    summary: 'Writes every row of the store, read in one snapshot, and the uploaded files it names into FILE (a .tar.gz).',
    details: [
      'Works while the server runs (through its socket) and on PostgreSQL alike. FILE must not exist yet.',
      'Restore it with `restore FILE`; for PostgreSQL, `pg_dump` is the other way (README).',
    ],
    options: {},
    example: 'npm run admin -- backup ./volta-2026-11-26.tar.gz',
    build: (positionals) => fileArgument('backup', positionals),
  },
  {
    name: 'restore',
    usage: 'restore FILE',
    summary: "Replaces every row of the store with a backup's (one transaction) and puts back the files it holds.",
    details: [
      'Stop the server first: a running server keeps the store open and the command refuses. The store is',
      'made if DATA_DIR has none. The backup must come from this version of the site (the same migrations).',
    ],
    options: {},
    example: 'npm run admin -- restore ./volta-2026-11-26.tar.gz',
    build: (positionals) => fileArgument('restore', positionals),
  },
];

/** The one FILE of backup and restore. */
function fileArgument(name: 'backup' | 'restore', positionals: string[]): Command | string {
  const [file, ...extra] = positionals;
  if (file === undefined || !file.trim()) return `Give the file to ${name === 'backup' ? 'write the backup to' : 'restore from'}.`;
  if (extra.length) return unexpected(extra);
  return { name, file };
}

const groups: Record<string, string> = {
  applications:
    'applications list [--job ID] [--status S] [--since DATE] | applications show ID | applications mark ID STATUS | applications files ID --out DIR',
  jobs: 'jobs add FILE [--allow-duplicate] | jobs edit ID FILE | jobs close ID | jobs reopen ID | jobs list',
  users: 'users add EMAIL --role hr|marketing|admin | users list | users disable EMAIL|ID | users reset EMAIL|ID',
  articles:
    'articles publish FILE | articles edit ID FILE | articles unpublish ID | articles republish ID | articles preview FILE --out DIR | articles list',
};
const topWords = ['export', 'applications', 'jobs', 'articles', 'users', 'audit', 'forget', 'outbox', 'purge', 'backup', 'restore'];

export const rootHelp = [
  `Usage: ${program} <command> [options]`,
  '',
  "The team's commands on the site's store: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR",
  '(default ./data), through the running server when one runs there (its socket DATA_DIR/admin.sock).',
  '',
  'Commands:',
  ...specs.map((spec) => `  ${spec.usage}\n      ${spec.summary}`),
  '',
  `Run \`${program} <command> --help\` for a command's options and an example.`,
  'Exit codes: 0 done; 1 failed (store unreachable, id not found, bad file); 2 bad arguments.',
  '',
].join('\n');

function commandHelp(spec: Spec): string {
  const options = Object.entries(spec.options).map(([name, option]) => `  --${name.padEnd(12)} ${option.help}`);
  return [
    `Usage: ${program} ${spec.usage}`,
    '',
    spec.summary,
    ...(spec.details ?? []),
    '',
    'Options:',
    ...options,
    `  --${'help'.padEnd(12)} this text`,
    '',
    'Example:',
    `  ${spec.example}`,
    '',
  ].join('\n');
}

function groupHelp(group: string): string {
  const members = specs.filter((spec) => spec.name.startsWith(`${group} `));
  return [
    `Usage: ${program} ${groups[group]}`,
    '',
    ...members.map((spec) => `  ${spec.usage}\n      ${spec.summary}`),
    '',
    `Run \`${program} ${group} <command> --help\` for its options and an example.`,
    '',
  ].join('\n');
}

const isHelp = (word: string) => word === '--help' || word === '-h';

/** Reads the words after `npm run admin --`. `now` fixes the clock for `purge --older-than`. */
export function parseCommand(argv: readonly string[], now: Date): Parsed {
  const words = [...argv];
  const [first, second] = words;
  if (first === undefined) return { kind: 'error', message: `Name a command (\`${program} --help\` lists them).` };
  if (isHelp(first)) return { kind: 'help', text: rootHelp };
  if (first === 'help') return words.length > 1 ? parseCommand([...words.slice(1), '--help'], now) : { kind: 'help', text: rootHelp };
  if (!topWords.includes(first)) {
    return { kind: 'error', message: `Unknown command "${first}": the commands are ${topWords.join(', ')}.` };
  }
  let spec: Spec | undefined;
  let rest: string[];
  if (first in groups) {
    const subcommands = specs
      .filter((candidate) => candidate.name.startsWith(`${first} `))
      .map((candidate) => candidate.name.split(' ')[1]!);
    if (second === undefined || second.startsWith('-')) {
      if (words.slice(1).some(isHelp)) return { kind: 'help', text: groupHelp(first) };
      return { kind: 'error', message: `\`${first}\` needs a command: ${subcommands.join(', ')}.` };
    }
    spec = specs.find((candidate) => candidate.name === `${first} ${second}`);
    if (!spec) return { kind: 'error', message: `Unknown ${first} command "${second}": use ${subcommands.join(', ')}.` };
    rest = words.slice(2);
  } else {
    spec = specs.find((candidate) => candidate.name === first)!;
    rest = words.slice(1);
  }

  const terminator = rest.indexOf('--');
  if ((terminator < 0 ? rest : rest.slice(0, terminator)).some(isHelp)) return { kind: 'help', text: commandHelp(spec) };
  const options = Object.fromEntries(
    Object.entries(spec.options).map(([name, { type, short }]) => [name, short ? { type, short } : { type }]),
  );
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({ args: rest, options, allowPositionals: true, strict: true }) as { values: Values; positionals: string[] };
  } catch (error) {
    return { kind: 'error', message: optionError(spec, error) };
  }
  const built = spec.build(parsed.positionals, parsed.values, now);
  return typeof built === 'string' ? { kind: 'error', message: built } : { kind: 'run', command: built };
}

/** parseArgs' own errors, as one sentence about this command. */
function optionError(spec: Spec, error: unknown): string {
  const { code, message = String(error) } = error as { code?: string; message?: string };
  const option = /'(-[^' ]+)/.exec(message)?.[1] ?? 'given';
  const known = Object.keys(spec.options).map((name) => `--${name}`);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    return `\`${spec.name}\` has no option ${option}; ${known.length ? `its options are ${known.join(', ')}` : 'it takes none'}.`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `The option ${option} needs a value.`;
  return `The arguments of \`${spec.name}\` are not valid: ${message.replace(/\.$/, '')}.`;
}

function unexpected(words: readonly string[]): string {
  return `Unexpected argument${words.length > 1 ? 's' : ''} ${words.map((word) => `"${word}"`).join(' ')}.`;
}

/** A positive whole number that fits the store's ids, or a sentence. */
function parseId(text: string): number | string {
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 2_147_483_647)
    return `The id must be a positive whole number, not "${text}".`;
  return Number(text);
}

/** A command on one vacancy or article, named by its id (`jobs close ID`). */
function idSpec(
  name: 'jobs close' | 'jobs reopen' | 'articles unpublish' | 'articles republish',
  noun: string,
  summary: string,
  exampleId: number,
): Spec {
  const build = (positionals: string[]): Command | string => {
    const [id, ...extra] = positionals;
    if (id === undefined) return `Give the id of the ${noun} (\`${name.split(' ')[0]} list\` shows them).`;
    if (extra.length) return unexpected(extra);
    const parsed = parseId(id);
    return typeof parsed === 'string' ? parsed : { name, id: parsed };
  };
  return { name, usage: `${name} ID`, summary, options: {}, example: `${program} ${name} ${exampleId}`, build };
}

/** A command that reads a vacancy or an article from a record file (`jobs add FILE`). */
function recordFileSpec(name: 'jobs add' | 'articles publish', summary: string, exampleFile: string, details: string[]): Spec {
  const build = (positionals: string[], values: Values): Command | string => {
    const [file, ...extra] = positionals;
    if (file === undefined) return 'Give the file to read (JSON, or Markdown with front matter).';
    if (extra.length) return unexpected(extra);
    if (!isRecordFileName(file)) return `The file must be JSON (.json) or Markdown (.md), not "${file}".`;
    return name === 'jobs add' ? { name, file, allowDuplicate: values['allow-duplicate'] === true } : { name, file };
  };
  const options: Spec['options'] =
    name === 'jobs add'
      ? { 'allow-duplicate': { type: 'boolean', help: 'add it even if a job with the same title, category and location exists' } }
      : {};
  const usage = name === 'jobs add' ? `${name} FILE [--allow-duplicate]` : `${name} FILE`;
  return { name, usage, summary, details, options, example: `${program} ${name} ${exampleFile}`, build };
}

function parseListFormat(values: Values): ListFormat | string {
  const format = values.format ?? 'table';
  return format === 'table' || format === 'json' ? format : `--format must be table or json, not "${String(format)}".`;
}

const isFormat = (value: string): value is ListFormat => value === 'table' || value === 'json';

/** The list of every vacancy or every article (`jobs list`). */
function listSpec(name: 'jobs list' | 'articles list' | 'users list', summary: string): Spec {
  const build = (positionals: string[], values: Values): Command | string => {
    if (positionals.length) return unexpected(positionals);
    const format = parseListFormat(values);
    return isFormat(format) ? { name, format } : format;
  };
  return { name, usage: `${name} [--format table|json]`, summary, options: { format: formatOption }, example: `${program} ${name}`, build };
}

/** YYYY-MM-DD (midnight UTC) or an ISO timestamp; undefined when it is neither or no such day. */
export function parseSince(text: string): Date | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? date : undefined;
  }
  const match = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/.exec(text);
  if (!match || !parseSince(match[1]!)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** `now` less 24m (months) or 90d (days); undefined for anything else, or for zero. */
export function cutoff(age: string, now: Date): Date | undefined {
  const match = /^(\d{1,4})([md])$/.exec(age.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  if (amount < 1) return undefined;
  const date = new Date(now.getTime());
  if (match[2] === 'm') {
    const day = date.getUTCDate();
    date.setUTCMonth(date.getUTCMonth() - amount);
    // 31 March less a month is the last day of February, not 3 March.
    if (date.getUTCDate() !== day) date.setUTCDate(0);
  } else {
    date.setUTCDate(date.getUTCDate() - amount);
  }
  return date;
}

function parseStatus(text: string): ApplicationStatus | undefined {
  const lower = text.trim().toLowerCase();
  return (applicationStatuses as readonly string[]).includes(lower) ? (lower as ApplicationStatus) : undefined;
}

/** The account of `users disable` and `users reset`: an e-mail address or an id. */
function userArgument(name: 'users disable' | 'users reset', positionals: string[], format: ListFormat): Command | string {
  const [user, ...extra] = positionals;
  if (user === undefined || !user.trim()) return 'Give the e-mail address or the id of the account (`users list` shows them).';
  if (extra.length) return unexpected(extra);
  return name === 'users disable' ? { name, user: user.trim() } : { name, user: user.trim(), format };
}

/** --format table (default) or json; undefined when it is neither. */
function listFormat(values: Values): ListFormat | undefined {
  const format = parseListFormat(values);
  return isFormat(format) ? format : undefined;
}
