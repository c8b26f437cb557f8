export const messagesContent = {
  title: 'Messages',
  caption: 'Messages sent through the contact form',
  search: 'Search by name, e-mail, company or message',
  columns: { createdAt: 'Received', fullName: 'Name', email: 'E-mail', company: 'Company', messageBody: 'Message' },
  reply: (name: string) => `Reply to ${name}`,
} as const;
