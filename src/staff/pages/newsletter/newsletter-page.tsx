import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { failureText, staffCall, type StaffAnswer } from '../../api/staff-client';
import type { Column } from '../../components/data-table';
import { PlainTable } from '../../components/plain-table';
import { NewRecordLink, StaffPage } from '../../components/staff-page';
import { When } from '../../components/when';
import { staffContent } from '../../content';
import { staffPaths } from '../../staff-paths';
import { newsletterContent as copy } from './content';
import { inProgress, refreshMs } from './progress';
import styles from '../pages.module.css';

type Issue = StaffAnswer<'listNewsletterIssues'>['items'][number];

const columns: readonly Column<Issue>[] = [
  {
    key: 'subject',
    label: copy.columns.subject,
    rowHeader: true,
    render: (row) => <Link to={staffPaths.issue(row.id)}>{row.subject}</Link>,
  },
  { key: 'status', label: copy.columns.status, render: (row) => <span className={styles.badge}>{copy.statuses[row.status]}</span> },
  { key: 'createdAt', label: copy.columns.createdAt, render: (row) => <When iso={row.createdAt} /> },
  { key: 'sentAt', label: copy.columns.sentAt, render: (row) => (row.sendStartedAt ? <When iso={row.sendStartedAt} /> : copy.notSent) },
  { key: 'queued', label: copy.columns.queued, render: (row) => row.counts.queued },
  { key: 'sent', label: copy.columns.sent, render: (row) => row.counts.sent },
  { key: 'failed', label: copy.columns.failed, render: (row) => row.counts.failed },
  { key: 'unsubscribed', label: copy.columns.unsubscribed, render: (row) => row.counts.unsubscribed },
];

/** The newsletter's issues, newest first, each with how its sending goes, and whom an issue sent now would reach. */
export function NewsletterPage() {
  const issues = useQuery({
    queryKey: ['staff', 'listNewsletterIssues'],
    queryFn: () => staffCall('listNewsletterIssues'),
    retry: false,
    refetchInterval: (query) => (query.state.data?.items.some(inProgress) ? refreshMs : false),
  });
  return (
    <StaffPage title={copy.title} actions={<NewRecordLink to={staffPaths.newIssue} label={copy.newIssue} />}>
      {issues.isPending ? (
        <Spinner label={staffContent.loading} />
      ) : issues.isError ? (
        <p role="alert">{failureText(issues.error)}</p>
      ) : (
        <>
          <p>{copy.reach(issues.data.subscribers)}</p>
          <PlainTable caption={copy.caption} columns={columns} rows={issues.data.items} empty={copy.empty} />
        </>
      )}
    </StaffPage>
  );
}
