import { Link } from 'react-router-dom';
import type { Column } from '../../components/data-table';
import { StaffListPage } from '../../components/staff-list-page';
import { NewRecordLink } from '../../components/staff-page';
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
  return (
    <StaffListPage
      call="listJobs"
      defaultSort="id"
      copy={copy}
      columns={columns}
      selects={[{ name: 'status', label: copy.filters.status, options: copy.statuses }]}
      actions={() => <NewRecordLink to={staffPaths.newJob} label={copy.newJob} />}
    />
  );
}
