import { Download } from 'lucide-react';
import { DataTable, ListFilter, type Column } from '../../components/data-table';
import { useStaffTable } from '../../components/list-state';
import { When } from '../../components/when';
import { StaffPage } from '../../components/staff-page';
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
  const { state, change, table } = useStaffTable('listSubscribers', 'createdAt', ['type', 'status']);
  const exportHref = staffFileHref('exportSubscribers', { query: { q: state.q, ...state.filters } as never });
  return (
    <StaffPage
      title={copy.title}
      actions={
        <a href={exportHref} download className="button" aria-describedby="export-hint">
          <Download aria-hidden="true" width="1em" height="1em" />
          {copy.export}
        </a>
      }
    >
      <p id="export-hint">{copy.exportHint}</p>
      <DataTable
        caption={copy.caption}
        columns={columns}
        {...table}
        rowKey={(row) => row.id}
        searchLabel={copy.search}
        filters={
          <>
            <ListFilter
              label={copy.filters.type}
              value={state.filters.type ?? ''}
              options={copy.types}
              onChange={(type) => change({ filters: { type }, pageNo: 1 })}
            />
            <ListFilter
              label={copy.filters.status}
              value={state.filters.status ?? ''}
              options={copy.statuses}
              onChange={(status) => change({ filters: { status }, pageNo: 1 })}
            />
          </>
        }
      />
    </StaffPage>
  );
}
