import { Download } from 'lucide-react';
import type { Column } from '../../components/data-table';
import { StaffListPage } from '../../components/staff-list-page';
import { When } from '../../components/when';
import { staffFileHref, type StaffAnswer } from '../../api/staff-client';
import { subscribersContent as copy } from './content';
import styles from '../pages.module.css';

type Subscriber = StaffAnswer<'listSubscribers'>['items'][number];

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

const columns: readonly Column<Subscriber>[] = [
  { key: 'email', label: copy.columns.email, sortable: true, rowHeader: true, render: (row) => row.email },
  { key: 'type', label: copy.columns.type, sortable: true, render: (row) => labelOf(copy.types, row.type) },
  {
    key: 'status',
    label: copy.columns.status,
    sortable: true,
    render: (row) => <span className={styles.badge}>{labelOf(copy.statuses, row.status)}</span>,
  },
  {
    key: 'createdAt',
    label: copy.columns.createdAt,
    sortable: true,
    render: (row) => <When iso={row.createdAt} />,
  },
  {
    key: 'updatedAt',
    label: copy.columns.updatedAt,
    sortable: true,
    render: (row) => <When iso={row.updatedAt} />,
  },
];

/** Subscribers, filtered by list and status, and their export as CSV (downloaded, with the same filters). */
export function SubscribersPage() {
  return (
    <StaffListPage
      call="listSubscribers"
      defaultSort="createdAt"
      copy={copy}
      columns={columns}
      intro={<p id="export-hint">{copy.exportHint}</p>}
      selects={[
        { name: 'type', label: copy.filters.type, options: copy.types },
        { name: 'status', label: copy.filters.status, options: copy.statuses },
      ]}
      actions={(state) => (
        <a
          href={staffFileHref('exportSubscribers', { query: { q: state.q, ...state.filters } as never })}
          download
          className="button"
          aria-describedby="export-hint"
        >
          <Download aria-hidden="true" width="1em" height="1em" />
          {copy.export}
        </a>
      )}
    />
  );
}
