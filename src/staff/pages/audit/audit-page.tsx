import { useId } from 'react';
import fieldStyles from '../../../components/form/field.module.css';
import { type StaffAnswer } from '../../api/staff-client';
import { DataTable, type Column } from '../../components/data-table';
import { useStaffTable } from '../../components/list-state';
import { When } from '../../components/when';
import { StaffPage } from '../../components/staff-page';
import { auditContent as copy } from './content';
import styles from '../pages.module.css';

type Entry = StaffAnswer<'listAudit'>['items'][number];

const columns: readonly Column<Entry>[] = [
  { key: 'at', label: copy.columns.at, sortable: true, render: (row) => <When iso={row.at} /> },
  { key: 'actor', label: copy.columns.actor, rowHeader: true, render: (row) => row.actor },
  { key: 'action', label: copy.columns.action, render: (row) => row.action },
  { key: 'target', label: copy.columns.target, render: (row) => row.target ?? '—' },
  { key: 'address', label: copy.columns.address, render: (row) => row.address ?? '—' },
  {
    key: 'details',
    label: copy.columns.details,
    render: (row) => (Object.keys(row.details).length ? <code className={styles.pre}>{JSON.stringify(row.details)}</code> : '—'),
  },
];

/** The audit log (admin): read only, paged, searchable, from a day on. */
export function AuditPage() {
  const { state, change, table } = useStaffTable('listAudit', 'at', ['since']);
  const sinceId = useId();
  return (
    <StaffPage title={copy.title}>
      <p>{copy.intro}</p>
      <DataTable
        caption={copy.caption}
        columns={columns}
        {...table}
        rowKey={(row) => row.id}
        searchLabel={copy.search}
        filters={
          <div className={fieldStyles.field}>
            <label htmlFor={sinceId} className={fieldStyles.label}>
              {copy.since}
            </label>
            <input
              id={sinceId}
              type="date"
              className={fieldStyles.input}
              value={state.filters.since ?? ''}
              onChange={(event) => change({ filters: { since: event.target.value }, pageNo: 1 })}
            />
          </div>
        }
      />
    </StaffPage>
  );
}
