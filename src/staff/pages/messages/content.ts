export const messagesContent = {
  title: 'Messages',
  caption: 'Messages sent through the contact form, and leads left for the sales team',
  search: 'Search by name, e-mail, company or message',
  columns: { createdAt: 'Received', fullName: 'Name', email: 'E-mail', company: 'Company', messageBody: 'Message' },
  reply: (name: string) => `Reply to ${name}`,
  lead: 'Lead',
  leadText: 'Left their e-mail address for the sales team to reach out',
  leadPage: 'on the page',
  leadPageUnknown: '(the page is not known).',
} as const;
