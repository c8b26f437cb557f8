import { useQuery } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { BackLink } from '../../components/ui/back-link';
import { Spinner } from '../../components/ui/spinner';
import type { Status } from '../../components/ui/status-message';
import { failureText, staffCall, type StaffAnswer } from '../api/staff-client';
import { staffContent } from '../content';
import { StaffPage } from './staff-page';

/**
 * An action of a staff page (save, close, publish): pending while it runs, then its outcome as the
 * page's status message, a failure in the server's own words. `run` takes the action, which may
 * answer the sentence of its success. With `arrival`, it starts with the notice the navigation to
 * the page carried (a record just created says so on its own page, once: its form's action shows it).
 */
export function useStaffAction({ arrival = false }: { arrival?: boolean } = {}) {
  const carried = (useLocation().state as { notice?: string } | null)?.notice;
  const notice = arrival ? carried : undefined;
  const [status, setStatus] = useState<Status>(notice ? { kind: 'success', text: notice } : null);
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<string | void>) => {
    setPending(true);
    setStatus(null);
    try {
      const done = await action();
      if (done) setStatus({ kind: 'success', text: done });
    } catch (error) {
      setStatus({ kind: 'error', text: failureText(error) });
    }
    setPending(false);
  };
  return { status, pending, run };
}

type SourceCall = 'getJob' | 'getArticleSource' | 'getNewsletterIssue';

/**
 * The page of a record's editor, new (no id in the path) or existing: the record's source is loaded
 * first (a spinner meanwhile, the server's refusal with a way back if it has none), and the editor is
 * keyed by the record, so that a new record's form starts afresh.
 */
export function RecordEditorPage<Name extends SourceCall>({
  call,
  loading,
  back,
  editor,
}: {
  call: Name;
  loading: string;
  back: { to: string; label: string };
  editor: (source?: NonNullable<StaffAnswer<Name>>) => ReactNode;
}) {
  const { id } = useParams();
  const recordId = id === undefined ? undefined : Number(id);
  const source = useQuery({
    queryKey: ['staff', call, recordId],
    queryFn: () => staffCall(call, { id: recordId }),
    enabled: recordId !== undefined,
    retry: false,
  });
  if (recordId === undefined) return editor();
  if (source.isPending) return <Spinner label={loading} />;
  if (source.isError) {
    return (
      <StaffPage title={staffContent.notFound.title}>
        <p role="alert">{failureText(source.error)}</p>
        <BackLink to={back.to} label={back.label} />
      </StaffPage>
    );
  }
  // The source call answers a record or fails; it never answers null.
  return <Fragment key={recordId}>{editor(source.data!)}</Fragment>;
}
