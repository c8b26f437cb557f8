import { staffRoles } from '../../src/contracts/staff/roles';
import { dayOf } from '../clock';
import type { Actor } from '../domain/audit';
import { BadInputError, NotFoundError } from '../domain/errors';
import { commandLineActor } from '../domain/staff-accounts';
import type { Store } from '../store/open-store';
import type { StoreCommand } from './command';

/**
 * One command run on the store, the same whichever way the CLI reached it (its own connection, or
 * the running server's admin socket): the request checked against the command's shape, the actor
 * found (`--as`, checked against the command's roles), then the command's `run`.
 */

/** What the CLI sends: the command, its request, and who runs it. */
export type Invocation = { command: string; request: unknown; as?: string | undefined; login: string };

/** The command of that name; the list is loaded at the first command, not with the server. */
export async function storeCommandNamed(name: string): Promise<StoreCommand<unknown, unknown>> {
  const { commandNamed } = await import('./commands');
  const command = commandNamed(name);
  if (!command || 'local' in command) throw new NotFoundError(`There is no admin command "${name}".`);
  return command as unknown as StoreCommand<unknown, unknown>;
}

export async function execute(store: Store, { command: name, request, as, login }: Invocation): Promise<unknown> {
  const command = await storeCommandNamed(name);
  const parsed = command.request.safeParse(request);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BadInputError(
      `The arguments of ${name} are not valid: ${issue.path.join('.') || 'the request'}: ${issue.message.replace(/\.$/, '')}.`,
    );
  }
  const access = typeof command.access === 'function' ? command.access(parsed.data) : command.access;
  const at = store.clock();
  const actor: Actor =
    access === 'reads' && !as
      ? { name: `cli:${login}`, address: null, at }
      : await commandLineActor(
          store.db,
          { as, login, command: name, roles: access === 'reads' ? staffRoles : access, ownerMayStart: command.ownerMayStart ?? false },
          at,
        );
  return command.run({ store, actor, today: dayOf(at) }, parsed.data);
}
