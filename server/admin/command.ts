import type { Readable } from 'node:stream';
import type * as z from 'zod/mini';
import type { StaffRole } from '../../src/contracts/staff/roles';
import type { Actor } from '../domain/audit';
import type { Store } from '../store/open-store';

/**
 * What one command of `npm run admin` is (issue 38): one module in ./commands/ holds its words, its
 * help, who may run it, what it does on the store and how it prints. The command line (cli.ts), the
 * direct path to the store and the running server's admin socket (admin-socket.ts) all take them
 * from the one list (./commands/index.ts), so a new command is its file and its test.
 */

export type Values = Record<string, string | boolean | undefined>;
export type OptionSpec = { type: 'string' | 'boolean'; short?: string; help: string };

/** Where a command's `run` is: the CLI's process or the running server, with the store open. */
type StoreSide = {
  store: Store;
  /** Who the change is recorded as: the `--as` account (checked), or the OS user for a read. */
  actor: Actor;
  /** Today (YYYY-MM-DD) by the store's clock. */
  today: string;
};

/** Where a command starts and prints: the person's terminal. */
export type CliSide = {
  out: (text: string) => void;
  err: (text: string) => void;
  /** The directory relative paths mean (npm runs scripts from the project's root). */
  callerDir: string;
  env: NodeJS.ProcessEnv;
  /** The command's one reading of the clock. */
  now: Date;
};

/** What the CLI side has once the store answers: where it is, and the uploaded files' bytes. */
type Reached = CliSide & {
  /** "PGlite in ./data", "the server running on ./data", ... */
  where: string;
  /** A sentence to print after a change of vacancies or articles when running servers do not see it at once. */
  afterChange?: string | undefined;
  readFile: (sha256: string) => Readable;
};

/**
 * Who may run a command: `reads` (anyone at this machine's shell: lists and shows; `--as`, if given,
 * is checked all the same), or the roles the `--as` account must hold. The roles are the staff calls'
 * own rules (src/contracts/staff/calls.ts) where the staff area does the same thing.
 */
type CommandAccess = 'reads' | readonly StaffRole[];

type Words<Request> = {
  name: string;
  usage: string;
  summary: string;
  /** Words after the usage and summary: what the command does in more detail. */
  details?: readonly string[];
  options: Record<string, OptionSpec>;
  example: string;
  /** The request (plain JSON: it may cross the admin socket), or a sentence saying what is wrong. */
  parse: (positionals: string[], values: Values, now: Date) => NoInfer<Request> | string;
};

/** A command that opens no store (articles preview). */
export type LocalCommand<Request> = Words<Request> & {
  local: (request: Request, side: CliSide) => Promise<void>;
};

export type StoreCommand<Request, Result> = Words<Request> & {
  /** Who may run it; a function when it depends on what is asked (export: subscribers, messages or applications). */
  access: CommandAccess | ((request: NoInfer<Request>) => CommandAccess);
  /** While the store has no staff account, the OS user may run it alone (the first admin, a restore). */
  ownerMayStart?: boolean;
  /** Rendered pages must be dropped after it (vacancies, articles). */
  changesPages?: boolean;
  /** A restore makes the store it fills, and is refused while a server has the store open (the sentence). */
  direct?: { createsStore: true; refusedWhileServed: string };
  /** The request's shape, checked where it runs (the socket takes it from any process of the owner). */
  request: z.ZodMiniType<Request>;
  /** On the CLI side before the store opens: reads what the request names (a record file, a picture, an archive). */
  prepare?: (request: NoInfer<Request>, side: CliSide) => Promise<NoInfer<Request>> | NoInfer<Request>;
  /** After the command, however it ended: what `prepare` must let go (an unpacked archive). */
  release?: (request: NoInfer<Request>) => Promise<void>;
  run: (side: StoreSide, request: NoInfer<Request>) => Promise<Result>;
  show: (result: NoInfer<Result>, side: Reached, request: NoInfer<Request>) => void | Promise<void>;
};

export type AdminCommand = LocalCommand<never> | StoreCommand<never, never>;

export const defineCommand = <Request, Result>(command: StoreCommand<Request, Result>) => command as unknown as AdminCommand;
export const defineLocalCommand = <Request>(command: LocalCommand<Request>) => command as unknown as AdminCommand;

/** Exit codes: done, failed (store unreachable, id not found, bad file, not allowed), bad arguments. */
export const exitCodes = { ok: 0, failed: 1, badArguments: 2 } as const;

/** A failure to report in one sentence, with its exit code. */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = exitCodes.failed,
  ) {
    super(message);
  }
}
