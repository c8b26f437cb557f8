export const subscribersContent = {
  title: 'Subscribers',
  caption: 'Newsletter and contact subscriptions',
  search: 'Search by e-mail',
  export: 'Export as CSV',
  exportHint: 'The CSV holds every subscriber the filters and search select, not only this page.',
  columns: { email: 'E-mail', type: 'List', status: 'Status', createdAt: 'Subscribed', updatedAt: 'Changed' },
  filters: { type: 'List', status: 'Status' },
  types: [
    { value: 'Newsletter', label: 'Newsletter' },
    { value: 'contactACS', label: 'Contact' },
  ],
  statuses: [
    { value: 'active', label: 'Active' },
    { value: 'unsubscribed', label: 'Unsubscribed' },
  ],
} as const;
