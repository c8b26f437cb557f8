import { staffMessages } from '../../../contracts/staff/content';

export const setUpContent = {
  title: 'Set up your account',
  checking: 'Checking your set-up link',
  noToken: staffMessages.setUpLinkInvalid,
  forAccount: (email: string) => `Choose a password for ${email}.`,
  formLabel: 'Choose a password',
  password: 'New password',
  confirm: 'New password again',
  mismatch: 'The two passwords are not the same.',
  rulesHeading: 'Your password',
  rules: [
    'has at least 12 characters (a few words make a good one) and at most 128;',
    'is hard to guess: not on a list of common passwords, not a word with a few digits, not a keyboard row or a date;',
    'does not contain your e-mail address or its name part.',
  ],
  submit: 'Save the password',
  pending: 'Saving…',
  passkeyHeading: 'Add a passkey (optional)',
  passkeyText: 'A passkey lets you sign in with this device’s screen lock or a security key instead of your password.',
  adminNote:
    'As an administrator, you need a second factor for the Users and Audit log pages: add a passkey now, or set up an authenticator app on Your account.',
  addPasskey: 'Add a passkey',
  addingPasskey: 'Waiting for your passkey…',
  passkeyAdded: 'The passkey was added. Next time you can sign in with it.',
  passkeyCancelled: 'No passkey was added. You can try again, or go on without one.',
  continue: 'Go to the staff area',
} as const;
