import { join } from 'node:path';

/**
 * What the CLI and the running server agree on for the admin socket (admin-socket.ts serves it,
 * client.ts calls it): where it is, and how large a picture may cross it.
 */
const adminSocketName = 'admin.sock';

export function adminSocketPath(dataDir: string): string {
  return join(dataDir, adminSocketName);
}

/** The largest picture file an article may name (read by the CLI, sent over the socket). */
export const maxPictureBytes = 20 * 1024 * 1024;
