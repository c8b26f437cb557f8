export const subscribersContent = {
  title: 'Subscribers',
  caption: 'Newsletter, job-alert and contact subscriptions',
  search: 'Search by e-mail',
  export: 'Export as CSV',
  exportHint: 'The CSV holds every subscriber the filters and search select, not only this page.',
  columns: { email: 'E-mail', type: 'List', status: 'Status', confirmedAt: 'Confirmed', createdAt: 'Subscribed', updatedAt: 'Changed' },
  notConfirmed: 'Not confirmed',
  notAsked: 'Not asked',
  /** A job-alert subscription's kinds of job, under its list's name. */
  categories: (names: readonly string[]) => `Kinds of job: ${names.join(', ')}`,
  filters: { type: 'List', status: 'Status' },
  types: [
    { value: 'Newsletter', label: 'Newsletter' },
    { value: 'contactACS', label: 'Contact' },
    { value: 'JobAlerts', label: 'Job alerts' },
  ],
  statuses: [
    { value: 'pending', label: 'Waiting for confirmation' },
    { value: 'active', label: 'Active' },
    { value: 'unsubscribed', label: 'Unsubscribed' },
  ],
} as const;
