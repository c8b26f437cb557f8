import { useState } from 'react';
import { BackLink } from '../../../components/ui/back-link';
import type { StaffAnswer } from '../../api/staff-client';
import { RecordEditorPage, useStaffAction } from '../../components/staff-action';
import { StaffPage } from '../../components/staff-page';
import { staffPaths } from '../../staff-paths';
import { newsletterContent } from './content';
import { IssueEditor } from './issue-editor';
import { SentIssue } from './sent-issue';

const copy = newsletterContent.editor;
type Source = StaffAnswer<'getNewsletterIssue'>;

/** An issue of the newsletter: written and sent from its editor while a draft, read-only with its counts once sent. */
export function IssuePage() {
  return (
    <RecordEditorPage
      call="getNewsletterIssue"
      loading={copy.loading}
      back={{ to: staffPaths.newsletter, label: copy.back }}
      editor={(source) => <Issue source={source} />}
    />
  );
}

/**
 * One page for both states, so that its heading, and the outcome of the last action, stay when a
 * draft becomes sent (the send, or a refusal because someone else sent it): focus then goes to what
 * the sending says.
 */
function Issue({ source }: { source?: Source }) {
  const action = useStaffAction({ arrival: true });
  const sent = source !== undefined && source.status !== 'draft';
  // What the page was when it opened: a draft that became sent moves focus to the sending.
  const [openedAsDraft] = useState(!sent);
  const title = !source ? copy.newTitle : sent ? copy.sentTitle(source.subject) : copy.editTitle(source.subject);
  return (
    <StaffPage title={title} actions={<BackLink to={staffPaths.newsletter} label={copy.back} />}>
      {sent ? (
        <SentIssue source={source} status={action.status} focusOnArrival={openedAsDraft} />
      ) : (
        <IssueEditor source={source} action={action} />
      )}
    </StaffPage>
  );
}
