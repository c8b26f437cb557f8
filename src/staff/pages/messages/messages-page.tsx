import type { Column } from '../../components/data-table';
import { StaffListPage } from '../../components/staff-list-page';
import { When } from '../../components/when';
import { type StaffAnswer } from '../../api/staff-client';
import { messagesContent as copy } from './content';
import styles from '../pages.module.css';
import { mailtoHref } from '../../../contracts/email';

type Message = StaffAnswer<'listMessages'>['items'][number];

const columns: readonly Column<Message>[] = [
  {
    key: 'createdAt',
    label: copy.columns.createdAt,
    sortable: true,
    render: (row) => <When iso={row.createdAt} />,
  },
  {
    key: 'fullName',
    label: copy.columns.fullName,
    sortable: true,
    rowHeader: true,
    render: (row) => (row.kind === 'lead' ? <span className={styles.badge}>{copy.lead}</span> : row.fullName),
  },
  {
    key: 'email',
    label: copy.columns.email,
    sortable: true,
    render: (row) => (
      <a href={mailtoHref(row.email)} aria-label={copy.reply(row.kind === 'lead' ? row.email : row.fullName)}>
        {row.email}
      </a>
    ),
  },
  { key: 'company', label: copy.columns.company, sortable: true, render: (row) => row.company },
  {
    key: 'messageBody',
    label: copy.columns.messageBody,
    render: (row) => (row.kind === 'lead' ? <LeadText page={row.pageOfOrigin} /> : <p className={styles.pre}>{row.messageBody}</p>),
  },
];

/** What a lead says: it asked the sales team to reach out, from the page named (a link to it). */
function LeadText({ page }: { page: string | null }) {
  return (
    <p className={styles.pre}>
      {copy.leadText}{' '}
      {page ? (
        <>
          {copy.leadPage} <a href={page}>{page}</a>.
        </>
      ) : (
        copy.leadPageUnknown
      )}
    </p>
  );
}

/** The messages inbox: what visitors sent through the contact form, newest first. */
export function MessagesPage() {
  return <StaffListPage call="listMessages" defaultSort="createdAt" copy={copy} columns={columns} />;
}
