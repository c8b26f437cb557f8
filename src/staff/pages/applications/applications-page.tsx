import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Column } from '../../components/data-table';
import { StaffListPage } from '../../components/staff-list-page';
import { When } from '../../components/when';
import { staffCall, type StaffAnswer } from '../../api/staff-client';
import { staffPaths } from '../../staff-paths';
import { applicationsContent as copy, statusLabel } from './content';
import styles from '../pages.module.css';

type Application = StaffAnswer<'listApplications'>['items'][number];

const columns: readonly Column<Application>[] = [
  {
    key: 'name',
    label: copy.columns.name,
    sortable: true,
    rowHeader: true,
    render: (row) => <Link to={staffPaths.application(row.id)}>{row.name}</Link>,
  },
  { key: 'jobTitle', label: copy.columns.jobTitle, sortable: true, render: (row) => row.jobTitle || copy.generalApplication },
  {
    key: 'status',
    label: copy.columns.status,
    sortable: true,
    render: (row) => <span className={styles.badge}>{statusLabel(row.status)}</span>,
  },
  { key: 'fileCount', label: copy.columns.fileCount, render: (row) => row.fileCount },
  {
    key: 'createdAt',
    label: copy.columns.createdAt,
    sortable: true,
    render: (row) => <When iso={row.createdAt} />,
  },
];

/** Applications, by job and by status (filters), newest first. */
export function ApplicationsPage() {
  // The jobs to filter by: the first 100 by id, which covers a small company's vacancies.
  const jobs = useQuery({
    queryKey: ['staff', 'listJobs', 'filter'],
    queryFn: () => staffCall('listJobs', { query: { pageSize: 100, sort: 'id', order: 'desc' } }),
    retry: false,
  });
  const jobOptions = (jobs.data?.items ?? []).map((job) => ({ value: String(job.id), label: job.title }));
  return (
    <StaffListPage
      call="listApplications"
      defaultSort="createdAt"
      copy={copy}
      columns={columns}
      selects={[
        { name: 'jobId', label: copy.filters.job, options: jobOptions },
        { name: 'status', label: copy.filters.status, options: copy.statuses },
      ]}
    />
  );
}
