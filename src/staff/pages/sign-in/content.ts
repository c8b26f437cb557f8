export const signInContent = {
  title: 'Sign in',
  intro: 'Sign in with the e-mail address of your staff account.',
  formLabel: 'Sign in with a password',
  email: 'E-mail address',
  password: 'Password',
  submit: 'Sign in',
  pending: 'Signing in…',
  or: 'Or',
  passkey: 'Sign in with a passkey',
  passkeyPending: 'Waiting for your passkey…',
  passkeyCancelled: 'The passkey was not used. Try again, or sign in with your password.',
  noPasskeys: 'This browser cannot use passkeys. Sign in with your password.',
} as const;
