import { createHash, randomBytes } from 'node:crypto';
import { retention } from '../../src/content/retention';
import { paths } from '../../src/routes/paths';

/**
 * The applicant's private status link (issue 40, point 5): a random token in the acknowledgement
 * mail, of which the store keeps only the SHA-256 (applications.status_token_hash), so that a copy of
 * the store opens no one's page. The link works as long as the application is kept: the retention
 * period from the day it was sent (the privacy policy's; `npm run admin -- purge` deletes it then).
 */

/** SHA-256 of the token, in hex: what the store keeps and looks the token up by. */
export const statusTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new token (32 random bytes, 43 base64url characters) and its hash. */
export function newStatusToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: statusTokenHash(token) };
}

/** The page's address with the token, on the site's public origin. */
export const statusLink = (siteOrigin: string, token: string): string => `${siteOrigin}${paths.applicationStatus}?token=${token}`;

/** When the link of an application sent at `sentAt` stops working: the retention period later. */
export function statusLinkExpiry(sentAt: Date): Date {
  const expiry = new Date(sentAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + retention.applicationsMonths);
  return expiry;
}
