import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DataTable, ListFilter, type Column } from '../../components/data-table';
import { useStaffTable } from '../../components/list-state';
import { When } from '../../components/when';
import { StaffPage } from '../../components/staff-page';
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
  { key: 'jobTitle', label: copy.columns.jobTitle, sortable: true, render: (row) => row.jobTitle || copy.openResume },
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
  const { state, change, table } = useStaffTable('listApplications', 'createdAt', ['jobId', 'status']);
  // The jobs to filter by: the first 100 by id, which covers a small company's vacancies.
  const jobs = useQuery({
    queryKey: ['staff', 'listJobs', 'filter'],
    queryFn: () => staffCall('listJobs', { query: { pageSize: 100, sort: 'id', order: 'desc' } }),
    retry: false,
  });
  const jobOptions = (jobs.data?.items ?? []).map((job) => ({ value: String(job.id), label: job.title }));
  return (
    <StaffPage title={copy.title}>
      <DataTable
        caption={copy.caption}
        columns={columns}
        {...table}
        rowKey={(row) => row.id}
        searchLabel={copy.search}
        filters={
          <>
            <ListFilter
              label={copy.filters.job}
              value={state.filters.jobId ?? ''}
              options={jobOptions}
              onChange={(jobId) => change({ filters: { jobId }, pageNo: 1 })}
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
