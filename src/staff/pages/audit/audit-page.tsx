import { useId } from 'react';
import fieldStyles from '../../../components/form/field.module.css';
import { type StaffAnswer } from '../../api/staff-client';
import type { Column } from '../../components/data-table';
import { StaffListPage } from '../../components/staff-list-page';
import { When } from '../../components/when';
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
  return (
    <StaffListPage
      call="listAudit"
      defaultSort="at"
      copy={copy}
      columns={columns}
      intro={<p>{copy.intro}</p>}
      otherFilters={['since']}
      filters={(state, change) => (
        <SinceFilter value={state.filters.since ?? ''} onChange={(since) => change({ filters: { since }, pageNo: 1 })} />
      )}
    />
  );
}

/** The audit log from a day on. */
function SinceFilter({ value, onChange }: { value: string; onChange: (since: string) => void }) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {copy.since}
      </label>
      <input id={id} type="date" className={fieldStyles.input} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
