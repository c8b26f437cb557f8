import { sessionLimits } from '../../../contracts/staff/session';

export const accountContent = {
  title: 'Your account',
  password: {
    heading: 'Change your password',
    text: 'Give your current password, then the new one. Your other sessions end when it changes.',
    current: 'Current password',
    next: 'New password',
    confirm: 'New password again',
    mismatch: 'The two new passwords are not the same.',
    submit: 'Change the password',
    pending: 'Changing…',
    done: 'Your password is changed. Your other sessions have ended.',
  },
  sessions: {
    heading: 'Your sessions',
    text: `A session ends after ${sessionLimits.idleMinutes} minutes without use, and ${sessionLimits.absoluteHours} hours after you signed in. End any you do not recognise, then change your password.`,
    caption: 'Where you are signed in',
    columns: { device: 'Device', address: 'Address', createdAt: 'Signed in', lastSeenAt: 'Last seen', actions: 'Actions' },
    current: 'This session',
    end: 'End this session',
    ended: 'The session has ended.',
    none: 'No other session.',
  },
  /** A browser's user agent in a few words. */
  device: { on: (browser: string, system: string) => `${browser} on ${system}`, unknown: 'An unknown device' },
} as const;
