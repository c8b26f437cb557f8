import { join } from 'node:path';

/**
 * What the CLI and the running server agree on for the admin socket (admin-socket.ts serves it,
 * client.ts calls it): where it is and the operations it answers, as POST /admin/:operation.
 */
const adminSocketName = 'admin.sock';

export function adminSocketPath(dataDir: string): string {
  return join(dataDir, adminSocketName);
}

/** The largest picture file an article may name (read by the CLI, sent over the socket). */
export const maxPictureBytes = 20 * 1024 * 1024;

export type AdminOperation =
  | 'ping'
  | 'export'
  | 'application-files'
  | 'list-applications'
  | 'show-application'
  | 'mark-application'
  | 'add-job'
  | 'close-job'
  | 'reopen-job'
  | 'edit-job'
  | 'list-jobs'
  | 'publish-article'
  | 'edit-article'
  | 'unpublish-article'
  | 'republish-article'
  | 'list-articles'
  | 'forget'
  | 'outbox'
  | 'purge'
  | 'backup'
  | 'add-user'
  | 'list-users'
  | 'disable-user'
  | 'reset-user'
  | 'list-audit';
