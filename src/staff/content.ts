import { company } from '../content/company';

/** Copy shared by the staff pages: the frame, the lists, the common failures. */
export const staffContent = {
  appName: `${company.name} staff`,
  title: (page: string) => `${page} – ${company.name} staff`,
  skipLink: 'Skip to main content',
  failure: 'Something went wrong on our side. Try again in a moment.',
  loading: 'Loading',
  nav: {
    label: 'Staff area',
    areas: {
      applications: 'Applications',
      jobs: 'Jobs',
      messages: 'Messages',
      articles: 'Articles',
      subscribers: 'Subscribers',
      users: 'Users',
      audit: 'Audit log',
    },
  },
  account: {
    label: 'Your account',
    signedInAs: (email: string, role: string) => `Signed in as ${email} (${role})`,
    yourAccount: 'Your account',
    signOut: 'Sign out',
    signOutEverywhere: 'Sign out everywhere',
    signingOut: 'Signing out…',
    signedOut: 'You have signed out.',
    signedOutEverywhere: 'You have signed out on every device.',
  },
  /** Proving it is you again before a sensitive change (issue 39, point 4). */
  confirm: {
    heading: 'Confirm it is you',
    text: 'This change needs a recent sign-in. Enter your password again, or use your passkey.',
    password: 'Password',
    code: 'Code from your authenticator app',
    codeHint: 'Or one of your recovery codes.',
    submit: 'Confirm',
    pending: 'Confirming…',
    passkey: 'Use a passkey',
    passkeyPending: 'Waiting for your passkey…',
    passkeyCancelled: 'The passkey was not used. Try again, or enter your password.',
    cancel: 'Cancel',
    cancelled: 'You did not confirm it was you, so nothing was changed.',
  },
  passkeys: { unsupported: 'This browser cannot use passkeys.' },
  /** An admin signed in without a second factor (issue 39, point 2). */
  secondFactor: {
    notice: 'Administrator pages need a second factor. Add a passkey or an authenticator app, then sign in with it.',
    link: 'Set up a second factor',
  },
  notAllowed: { title: 'Not part of your role', text: 'Your role does not include this page. Choose one of the pages in the menu.' },
  notFound: { title: 'Page not found', text: 'There is no staff page at this address.' },
  table: {
    search: 'Search',
    searchButton: 'Search',
    clearSearch: 'Clear',
    sortBy: (column: string) => `Sort by ${column}`,
    summary: (from: number, to: number, total: number) => (total === 0 ? 'Nothing to show.' : `Showing ${from}–${to} of ${total}.`),
    empty: 'Nothing matches.',
    pages: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    all: 'All',
  },
  dateTime: (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Accra' }),
} as const;
