import type { AdminCommand } from '../command';

/**
 * Every command of `npm run admin`: each module beside this one (its test excepted) is one command,
 * found by Vite at build time, so that adding a command is adding its file. Listed by name.
 */
const modules = import.meta.glob<AdminCommand>(['./*.ts', '!./index.ts', '!./*.test.ts'], { eager: true, import: 'default' });

export const commands: readonly AdminCommand[] = Object.values(modules).sort((a, b) => a.name.localeCompare(b.name));

export const commandNamed = (name: string): AdminCommand | undefined => commands.find((command) => command.name === name);
