import { company } from '../../content/company';
import { paths } from '../../routes/paths';

/** The page the confirmation link opens (double opt-in, issue 40, points 2 and 3). */
export const confirmSubscriptionContent = {
  confirming: {
    heading: 'Your subscription',
    text: 'We are checking the link from your e-mail with our server. This takes a moment: keep this page open and the answer appears here.',
    wait: 'Confirming your subscription',
  },
  confirmed: {
    heading: 'Subscription confirmed',
    Newsletter: `Thank you. You will get the ${company.name} newsletter at this address. Every issue has a link to unsubscribe in one click.`,
    JobAlerts: (kinds: string) =>
      `Thank you. We will e-mail you when we publish a job in ${kinds}. Every alert has a link to unsubscribe in one click.`,
  },
  refused: {
    heading: 'This link does not work',
    missing: 'This link is not complete: open it again from your e-mail, or copy the whole address into your browser.',
    failure: 'We could not confirm your subscription just now. Try again in a moment.',
  },
  links: {
    careers: { to: `${paths.careers}#open_roles`, label: 'See open positions' },
    jobAlerts: { to: paths.jobAlerts, label: 'Ask for job alerts again' },
    home: { to: paths.home, label: 'Go to the home page' },
  },
} as const;
