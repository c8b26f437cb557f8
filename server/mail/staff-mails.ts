import { company } from '../../src/content/company';
import { oneLine } from '../safe-text';
import type { OutboxMail } from '../store/outbox';
import { companyFooter, subjectLine } from './compose';

/** Mails to a staff account's own address: its set-up link, and notices of what changed its way in. */

const accraTime = (at: Date) => at.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Accra' });

/**
 * The one-time set-up link, to the account's own address (issue 39, point 5): an admin adds or resets
 * an account but never sees its link. The outbox row holds the link until the mail is sent.
 */
export function setUpLinkMail(
  user: { id: number; email: string; role: string },
  link: string,
  expiresAt: Date,
  reason: 'added' | 'reset',
): OutboxMail {
  const until = accraTime(expiresAt);
  const body = [
    'Hello,',
    '',
    reason === 'added'
      ? `An administrator has made you an account in the ${company.name} staff area (${user.role}).`
      : `An administrator has reset your account in the ${company.name} staff area: your password, passkeys and authenticator app no longer sign in.`,
    '',
    'Choose your password with this one-time link:',
    link,
    '',
    `It is valid until ${until} (Accra time), once. If you did not expect this mail, tell your administrator and do not open the link.`,
    '',
    companyFooter(),
    '',
  ].join('\n');
  return {
    kind: 'staff-set-up-link',
    subjectId: user.id,
    recipient: oneLine(user.email),
    replyTo: oneLine(user.email),
    subject: subjectLine(reason === 'added' ? `Your ${company.name} staff account` : `Your ${company.name} staff account was reset`),
    body,
  };
}

/** What a notice tells the account's owner of (ASVS 2.2.3, 2.5.5: a change to how one signs in is told). */
export type StaffNotice =
  | { kind: 'locked'; minutes: number }
  | { kind: 'password-changed' }
  | { kind: 'passkey-added'; name: string }
  | { kind: 'passkey-removed'; name: string }
  | { kind: 'authenticator-added' }
  | { kind: 'authenticator-removed' }
  | { kind: 'recovery-codes-replaced' };

const noticeWords: { [Kind in StaffNotice['kind']]: (notice: Extract<StaffNotice, { kind: Kind }>) => { subject: string; what: string } } =
  {
    locked: ({ minutes }) => ({
      subject: 'Your staff account was locked',
      what: `Many wrong passwords were tried for your account, so it is locked for ${minutes} minutes. You can still sign in with a passkey, with your authenticator app's code, or from a place you signed in from before.`,
    }),
    'password-changed': () => ({
      subject: 'Your staff password was changed',
      what: 'The password of your account was changed, and your other sessions were ended.',
    }),
    'passkey-added': ({ name }) => ({
      subject: 'A passkey was added to your staff account',
      what: `A passkey ("${oneLine(name)}") was added to your account.`,
    }),
    'passkey-removed': ({ name }) => ({
      subject: 'A passkey was removed from your staff account',
      what: `A passkey ("${oneLine(name)}") was removed from your account: it no longer signs in.`,
    }),
    'authenticator-added': () => ({
      subject: 'An authenticator app was set up for your staff account',
      what: "An authenticator app was set up for your account: signing in with the password now also asks for the app's code.",
    }),
    'authenticator-removed': () => ({
      subject: 'The authenticator app of your staff account was turned off',
      what: 'The authenticator app of your account was turned off: its codes and recovery codes no longer sign in.',
    }),
    'recovery-codes-replaced': () => ({
      subject: 'New recovery codes for your staff account',
      what: 'New recovery codes were made for your account: the old ones no longer sign in.',
    }),
  };

/** A notice to the account's own address, queued in the transaction of the change it tells of. */
export function staffNoticeMail(user: { id: number; email: string }, notice: StaffNotice, at: Date, address: string | null): OutboxMail {
  const { subject, what } = (noticeWords[notice.kind] as (notice: StaffNotice) => { subject: string; what: string })(notice);
  const body = [
    'Hello,',
    '',
    what,
    '',
    `When: ${accraTime(at)} (Accra time)${address ? `, from the address ${oneLine(address)}` : ''}.`,
    '',
    'If this was not you, tell your administrator at once.',
    '',
    companyFooter(),
    '',
  ].join('\n');
  return {
    kind: 'staff-notice',
    subjectId: user.id,
    recipient: oneLine(user.email),
    replyTo: oneLine(user.email),
    subject: subjectLine(`${subject} (${company.name})`),
    body,
  };
}
