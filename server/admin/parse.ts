import { parseArgs } from 'node:util';
import type { AdminCommand, OptionSpec, Values } from './command';
import { commands } from './commands';
import { program } from './words';

/**
 * The command line of `npm run admin`, as a pure function: the words in, a command and its request
 * to run, a help text to print (exit 0) or one sentence saying what is wrong with them (exit 2).
 */

export type Parsed =
  | { kind: 'run'; command: AdminCommand; request: unknown; as?: string }
  | { kind: 'help'; text: string }
  | { kind: 'error'; message: string };

/** Every command takes --as: the staff account a change is recorded as (server/domain/staff-accounts.ts). */
const asOption: OptionSpec = { type: 'string', help: 'the staff account you act as (its e-mail); changes need it' };

const groupNames = [...new Set(commands.filter((command) => command.name.includes(' ')).map((command) => command.name.split(' ')[0]!))];
const topWords = [...new Set(commands.map((command) => command.name.split(' ')[0]!))];

export const rootHelp = [
  `Usage: ${program} <command> [options]`,
  '',
  "The team's commands on the site's store: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR",
  '(default ./data), through the running server when one runs there (its socket DATA_DIR/admin.sock).',
  "A command that changes the store, or takes visitors' data out, is recorded in the audit log as the",
  'staff account named by --as EMAIL, which must be enabled and hold the role the staff area asks for.',
  '',
  'Commands:',
  ...commands.map((command) => `  ${command.usage}\n      ${command.summary}`),
  '',
  `Run \`${program} <command> --help\` for a command's options and an example.`,
  'Exit codes: 0 done; 1 failed (store unreachable, id not found, bad file, not allowed); 2 bad arguments.',
  '',
].join('\n');

function commandHelp(command: AdminCommand): string {
  const options = Object.entries({ ...command.options, as: asOption }).map(([name, option]) => `  --${name.padEnd(12)} ${option.help}`);
  return [
    `Usage: ${program} ${command.usage}`,
    '',
    command.summary,
    ...(command.details ?? []),
    '',
    'Options:',
    ...options,
    `  --${'help'.padEnd(12)} this text`,
    '',
    'Example:',
    `  ${command.example}`,
    '',
  ].join('\n');
}

function groupHelp(group: string): string {
  const members = commands.filter((command) => command.name.startsWith(`${group} `));
  return [
    `Usage: ${program} ${members.map((command) => command.usage.replace(/ --as EMAIL$/, '')).join(' | ')}`,
    '',
    ...members.map((command) => `  ${command.usage}\n      ${command.summary}`),
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
  if (!topWords.includes(first)) return { kind: 'error', message: `Unknown command "${first}": the commands are ${topWords.join(', ')}.` };
  let command: AdminCommand | undefined;
  let rest: string[];
  if (groupNames.includes(first)) {
    const subcommands = commands
      .filter((candidate) => candidate.name.startsWith(`${first} `))
      .map((candidate) => candidate.name.split(' ')[1]!);
    if (second === undefined || second.startsWith('-')) {
      if (words.slice(1).some(isHelp)) return { kind: 'help', text: groupHelp(first) };
      return { kind: 'error', message: `\`${first}\` needs a command: ${subcommands.join(', ')}.` };
    }
    command = commands.find((candidate) => candidate.name === `${first} ${second}`);
    if (!command) return { kind: 'error', message: `Unknown ${first} command "${second}": use ${subcommands.join(', ')}.` };
    rest = words.slice(2);
  } else {
    command = commands.find((candidate) => candidate.name === first)!;
    rest = words.slice(1);
  }

  const terminator = rest.indexOf('--');
  if ((terminator < 0 ? rest : rest.slice(0, terminator)).some(isHelp)) return { kind: 'help', text: commandHelp(command) };
  // Accepted by every command, so that a script may pass it always; a preview opens no store and ignores it.
  const known = { ...command.options, as: asOption };
  const options = Object.fromEntries(Object.entries(known).map(([name, { type, short }]) => [name, short ? { type, short } : { type }]));
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({ args: rest, options, allowPositionals: true, strict: true }) as { values: Values; positionals: string[] };
  } catch (error) {
    return { kind: 'error', message: optionError(command, Object.keys(known), error) };
  }
  const { as, ...values } = parsed.values;
  if (as !== undefined && (typeof as !== 'string' || !as.trim()))
    return { kind: 'error', message: '--as needs the e-mail address of your staff account.' };
  const request = command.parse(parsed.positionals, values, now);
  if (typeof request === 'string') return { kind: 'error', message: request };
  return { kind: 'run', command, request, ...(typeof as === 'string' ? { as: as.trim() } : {}) };
}

/** parseArgs' own errors, as one sentence about this command. */
function optionError(command: AdminCommand, names: string[], error: unknown): string {
  const { code, message = String(error) } = error as { code?: string; message?: string };
  const option = /'(-[^' ]+)/.exec(message)?.[1] ?? 'given';
  const known = names.map((name) => `--${name}`);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    return `\`${command.name}\` has no option ${option}; ${known.length ? `its options are ${known.join(', ')}` : 'it takes none'}.`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `The option ${option} needs a value.`;
  return `The arguments of \`${command.name}\` are not valid: ${message.replace(/\.$/, '')}.`;
}
