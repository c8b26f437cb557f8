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

/** The option that shows the link here as well as e-mailing it: recorded in the audit row (issue 39, point 5). */
export const showLinkOption = {
  type: 'boolean',
  help: 'print the link here too (recorded in the audit log); without it the link only goes to the account by e-mail',
} as const;

/** What `users add` and `users reset` print: the link only when it was shown (the first admin, or --show-link). */
export function showSetUpLink(verb: 'Added' | 'Reset', link: SetUpLink, side: CliSide, format: ListFormat) {
  const { note } = linkOrigin(side.env);
  if (note) side.err(`${note}\n`);
  if (format === 'json') side.out(`${JSON.stringify(link, null, 2)}\n`);
  else if (link.setUpLink)
    side.out(
      `${verb} ${link.email} (${link.role}, id ${link.id}). Its one-time set-up link, valid until ${link.expiresAt} (also e-mailed to it):\n${link.setUpLink}\n`,
    );
  else
    side.out(
      `${verb} ${link.email} (${link.role}, id ${link.id}). Its one-time set-up link, valid until ${link.expiresAt}, is e-mailed to ${link.mailedTo} (the outbox: npm run admin -- outbox).\n`,
    );
}
