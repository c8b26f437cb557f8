import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DataTable, ListFilter, type Column } from '../../components/data-table';
import { useStaffTable } from '../../components/list-state';
import { StaffPage } from '../../components/staff-page';
import { type StaffAnswer } from '../../api/staff-client';
import { staffPaths } from '../../staff-paths';
import { jobsContent as copy, jobStatusLabel } from './content';
import styles from '../pages.module.css';

type Job = StaffAnswer<'listJobs'>['items'][number];

const columns: readonly Column<Job>[] = [
  { key: 'id', label: copy.columns.id, sortable: true, render: (row) => row.id },
  {
    key: 'title',
    label: copy.columns.title,
    sortable: true,
    rowHeader: true,
    render: (row) => <Link to={staffPaths.job(row.id)}>{row.title}</Link>,
  },
  { key: 'category', label: copy.columns.category, sortable: true, render: (row) => `${row.category} · ${row.type}` },
  { key: 'deadline', label: copy.columns.deadline, sortable: true, render: (row) => row.deadline },
  {
    key: 'status',
    label: copy.columns.status,
    sortable: true,
    render: (row) => <span className={styles.badge}>{jobStatusLabel(row.status)}</span>,
  },
  {
    key: 'applicationCount',
    label: copy.columns.applicationCount,
    render: (row) => (
      <Link to={`${staffPaths.applications}?jobId=${row.id}`} aria-label={copy.applicationsOf(row.applicationCount, row.title)}>
        {row.applicationCount}
      </Link>
    ),
  },
];

/** The vacancies: open, closed and past their deadline, each with its applications. */
export function JobsPage() {
  const { state, change, table } = useStaffTable('listJobs', 'id', ['status']);
  return (
    <StaffPage
      title={copy.title}
      actions={
        <Link to={staffPaths.newJob} className="button">
          <Plus aria-hidden="true" width="1em" height="1em" />
          {copy.newJob}
        </Link>
      }
    >
      <DataTable
        caption={copy.caption}
        columns={columns}
        {...table}
        rowKey={(row) => row.id}
        searchLabel={copy.search}
        filters={
          <ListFilter
            label={copy.filters.status}
            value={state.filters.status ?? ''}
            options={copy.statuses}
            onChange={(status) => change({ filters: { status }, pageNo: 1 })}
          />
        }
      />
    </StaffPage>
  );
}
