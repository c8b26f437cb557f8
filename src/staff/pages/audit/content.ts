export const auditContent = {
  title: 'Audit log',
  caption: 'Every change, newest first',
  intro: 'Who changed what, when and from which address. Nobody can edit this log.',
  search: 'Search by account, action or record',
  since: 'Since',
  columns: { at: 'When', actor: 'Who', action: 'What', target: 'Record', address: 'Address', details: 'Details' },
} as const;
