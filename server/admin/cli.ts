import { userInfo } from 'node:os';
import { loadEnvFile } from '../env-file';
import { clockOfEnvironment } from '../config';
import { BadInputError, NotAllowedError, NotFoundError } from '../domain/errors';
import { CommandError, exitCodes, type CliSide, type StoreCommand } from './command';
import { connect, StoreUnavailableError, storeSettings, type AdminConnection } from './client';
import { parseCommand } from './parse';

/**
 * `npm run admin -- <command>`: the team's command line (`--help` lists the commands; each is a
 * module of ./commands/). Built into dist-server/admin.js beside the server; scripts/tools/admin.mjs
 * runs it.
 */

type Output = { out: (text: string) => void; err: (text: string) => void };

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
  const side: CliSide = { ...output, callerDir: env.INIT_CWD || process.cwd(), env, now };
  const chosen = parsed.command;
  if ('local' in chosen) return reported(() => chosen.local(parsed.request as never, side), output);
  const command = parsed.command as unknown as StoreCommand<unknown, unknown>;
  let connection: AdminConnection | undefined;
  let request = parsed.request;
  return reported(async () => {
    try {
      // A file is read and checked before the store is opened: a bad one changes nothing.
      request = command.prepare ? await command.prepare(request, side) : request;
      connection = await connect(storeSettings(env), { create: command.direct?.createsStore ?? false });
      const result = await connection.execute({ command: command.name, request, as: parsed.as, login: loginName() });
      await command.show(
        result,
        { ...side, where: connection.where, afterChange: connection.afterChange, readFile: connection.readFile },
        request,
      );
    } finally {
      await command.release?.(request).catch(() => undefined);
      await connection?.close().catch(() => undefined);
    }
  }, output);
}

/** Runs the command, turning each refusal into its sentence and exit code. */
async function reported(work: () => Promise<void>, { err }: Output): Promise<number> {
  try {
    await work();
    return exitCodes.ok;
  } catch (error) {
    if (error instanceof CommandError) {
      err(`${error.message}\n`);
      return error.exitCode;
    }
    if (error instanceof StoreUnavailableError || error instanceof NotFoundError || error instanceof NotAllowedError) {
      err(`${error.message}\n`);
      return exitCodes.failed;
    }
    if (error instanceof BadInputError) {
      err(`${error.message}\n`);
      return exitCodes.badArguments;
    }
    err(`The command failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return exitCodes.failed;
  }
}

/** The operating-system user running the command, recorded beside the --as account. */
function loginName(): string {
  try {
    return userInfo().username;
  } catch {
    // No login name (a container's numeric user).
    return 'unknown';
  }
}

/** This module is the program (dist-server/admin.js): the tests run it as a process, never import it. */
loadEnvFile();
const exitCode = await runCli(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
// Everything written is flushed first; then nothing (a pool, a timer) keeps the process.
process.stdout.write('', () => process.exit(exitCode));
