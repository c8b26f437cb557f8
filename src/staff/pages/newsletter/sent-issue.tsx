import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { StatusMessage, type Status } from '../../../components/ui/status-message';
import { useSignedIn } from '../../api/session';
import { failureText, staffCall, type StaffAnswer } from '../../api/staff-client';
import { When } from '../../components/when';
import { staffContent } from '../../content';
import { newsletterContent } from './content';
import { IssuePreview } from './issue-preview';
import { inProgress, refreshMs } from './progress';
import styles from './newsletter.module.css';
import pageStyles from '../pages.module.css';

const copy = newsletterContent.sent;
const columns = newsletterContent.columns;
type Source = StaffAnswer<'getNewsletterIssue'>;

/**
 * An issue being sent or sent: read-only, it says so, and shows how the sending goes (its counts are
 * read again every few seconds while they move), then the text as it went out.
 */
export function SentIssue({ source, status, focusOnArrival }: { source: Source; status: Status; focusOnArrival: boolean }) {
  const session = useSignedIn();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page's own query (RecordEditorPage's), read again while the counts move.
  const issue =
    useQuery({
      queryKey: ['staff', 'getNewsletterIssue', source.id],
      queryFn: () => staffCall('getNewsletterIssue', { id: source.id }),
      refetchInterval: (query) => (query.state.data && inProgress(query.state.data) ? refreshMs : false),
      retry: false,
    }).data ?? source;
  const text = useQuery({
    queryKey: ['staff', 'previewNewsletterIssue', source.id],
    queryFn: () =>
      staffCall('previewNewsletterIssue', { body: { subject: source.subject, body: source.body }, csrfToken: session.csrfToken }),
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (focusOnArrival) heading.current?.focus();
  }, [focusOnArrival]);

  const { counts } = issue;
  return (
    <>
      <section className={pageStyles.section} aria-labelledby="sending-heading">
        {/* One item of the section's grid: an empty status adds no gap. */}
        <div>
          <h2 id="sending-heading" ref={heading} tabIndex={-1} className={styles.sendingHeading}>
            {copy.heading[issue.status === 'sent' ? 'sent' : 'sending']}
          </h2>
          <StatusMessage status={status} />
        </div>
        <p>{copy.readOnly}</p>
        <dl className={pageStyles.record}>
          <dt>{copy.startedAt}</dt>
          <dd>{issue.sendStartedAt && <When iso={issue.sendStartedAt} />}</dd>
          <dt>{copy.finishedAt}</dt>
          <dd>{issue.sentAt ? <When iso={issue.sentAt} /> : copy.notYet}</dd>
          <dt>{columns.queued}</dt>
          <dd>{counts.queued}</dd>
          <dt>{columns.sent}</dt>
          <dd>{counts.sent}</dd>
          <dt>{columns.failed}</dt>
          <dd>{counts.failed}</dd>
          <dt>{columns.unsubscribed}</dt>
          <dd>{counts.unsubscribed}</dd>
        </dl>
      </section>
      <IssuePreview
        title={copy.text}
        note={copy.textNote}
        preview={text.data ? { values: source, html: text.data.html } : null}
        empty={text.isError ? <span role="alert">{failureText(text.error)}</span> : <Spinner label={staffContent.loading} />}
      />
    </>
  );
}
