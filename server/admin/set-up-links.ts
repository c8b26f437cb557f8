import { defaultPort } from '../config';
import type { SetUpLink } from '../domain/staff-accounts';
import type { CliSide } from './command';
import type { ListFormat } from './words';

/**
 * The origin of the set-up links `users add` and `users reset` print: PUBLIC_ORIGIN, else the server
 * on this machine, with a note saying so (a link to www.example.com would reach no one).
 */
export function linkOrigin(env: NodeJS.ProcessEnv): { origin: string; note?: string } {
  const configured = env.PUBLIC_ORIGIN?.trim().replace(/\/$/, '');
  if (configured) return { origin: configured };
  const origin = `http://localhost:${env.PORT?.trim() || defaultPort}`;
  return {
    origin,
    note: `PUBLIC_ORIGIN is not set: the link opens the server on this machine (${origin}). Set PUBLIC_ORIGIN to the site's address to send a link that works elsewhere.`,
  };
}

export function showSetUpLink(verb: 'Added' | 'Reset', link: SetUpLink, side: CliSide, format: ListFormat) {
  const { note } = linkOrigin(side.env);
  if (note) side.err(`${note}\n`);
  if (format === 'json') side.out(`${JSON.stringify(link, null, 2)}\n`);
  else
    side.out(
      `${verb} ${link.email} (${link.role}, id ${link.id}). Its one-time set-up link, valid until ${link.expiresAt}:\n${link.setUpLink}\n`,
    );
}
