import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { StatusMessage } from '../../../components/ui/status-message';
import { ApiError } from '../../../api/problem';
import { newsletterIssueBody, type NewsletterIssueBody } from '../../../contracts/staff/newsletter';
import { useSignedIn } from '../../api/session';
import { staffCall, type StaffAnswer } from '../../api/staff-client';
import { schemaResolver, StaffForm, TextField } from '../../components/form-kit';
import type { useStaffAction } from '../../components/staff-action';
import { staffPaths } from '../../staff-paths';
import { newsletterContent } from './content';
import { IssuePreview, type Preview } from './issue-preview';
import { SendDialog } from './send-dialog';
import styles from './newsletter.module.css';
import pageStyles from '../pages.module.css';

const copy = newsletterContent.editor;
type Source = StaffAnswer<'getNewsletterIssue'>;
type Values = NewsletterIssueBody;
type Doing = 'save' | 'preview' | 'test' | 'send';
const order = ['subject', 'body'] as const;

/**
 * A draft issue's editor: its subject and Markdown, saved as a draft, previewed by the server (the
 * mail's own rendering), tested on the writer's address, then sent once, after a dialog that names
 * how many it goes to. A test or a send first saves what is in the form, so what goes out is what is
 * shown. On a failure nothing typed is lost; the issue is read again, in case someone else sent it.
 */
export function IssueEditor({ source, action }: { source?: Source; action: ReturnType<typeof useStaffAction> }) {
  const session = useSignedIn();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { status, pending, run } = action;
  const [doing, setDoing] = useState<Doing | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [asking, setAsking] = useState<Values | null>(null);
  const form = useForm<Values>({
    resolver: schemaResolver<Values>(newsletterIssueBody),
    shouldFocusError: false,
    defaultValues: { subject: source?.subject ?? '', body: source?.body ?? '' },
  });
  const current = useWatch({ control: form.control }) as Values;
  const csrfToken = session.csrfToken;
  const issueKey = ['staff', 'getNewsletterIssue', source?.id] as const;

  const act = (which: Doing, task: () => Promise<string | void>) => {
    setDoing(which);
    return run(async () => {
      try {
        return await task();
      } catch (error) {
        // Refused because the issue is no longer a draft (sent from another tab): the page shows it sent.
        if (source && error instanceof ApiError && error.problem.status === 409) void client.invalidateQueries({ queryKey: issueKey });
        throw error;
      }
    });
  };
  /** The issue as the form has it, saved first when it differs from the stored one. */
  const saved = async (values: Values): Promise<Source> => {
    if (source && values.subject === source.subject && values.body === source.body) return source;
    const answer = source
      ? await staffCall('editNewsletterIssue', { id: source.id, body: values, csrfToken })
      : await staffCall('createNewsletterIssue', { body: values, csrfToken });
    client.setQueryData(['staff', 'getNewsletterIssue', answer.id], answer);
    void client.invalidateQueries({ queryKey: ['staff', 'listNewsletterIssues'] });
    return answer;
  };
  /** The form's values when they pass its rules; else focus goes to the first field in error. */
  const checked = (then: (values: Values) => unknown) =>
    void form.handleSubmit(then, (errors: FieldErrors<Values>) => form.setFocus(order.find((name) => errors[name]) ?? 'subject'))();

  const save = (values: Values) =>
    act('save', async () => {
      const answer = await saved(values);
      if (source) return copy.saved;
      void navigate(staffPaths.issue(answer.id), { state: { notice: copy.created } });
    });
  const showPreview = (values: Values) =>
    act('preview', async () => {
      const { html } = await staffCall('previewNewsletterIssue', { body: values, csrfToken });
      setPreview({ values, html });
    });
  const test = (values: Values) =>
    act('test', async () => {
      const { id } = await saved(values);
      const { to } = await staffCall('sendNewsletterTest', { id, csrfToken });
      return copy.testSent(to);
    });
  const send = (values: Values) =>
    act('send', async () => {
      const { id } = await saved(values);
      // May ask the user to confirm it is them first (a recent sign-in), then sends.
      const { recipients } = await staffCall('sendNewsletterIssue', { id, csrfToken });
      void client.invalidateQueries({ queryKey: ['staff', 'listNewsletterIssues'] });
      // The issue is read again: the page turns read-only, with its counts.
      await client.invalidateQueries({ queryKey: issueKey });
      return newsletterContent.sent.started(recipients);
    });

  const busy = (which: Doing, label: string, pendingLabel: string) => (pending && doing === which ? pendingLabel : label);
  return (
    <div className={styles.layout}>
      <StaffForm form={form} order={order} label={copy.formLabel} className={pageStyles.form} onValid={save}>
        <TextField form={form} name="subject" label={copy.fields.subject} required />
        <TextField form={form} name="body" label={copy.fields.body} hint={copy.hints.body} required multiline={16} />
        <div className={pageStyles.actions}>
          <button type="submit" className="button" disabled={pending}>
            {busy('save', copy.save, copy.saving)}
          </button>
          <button type="button" className="button button-secondary" disabled={pending} onClick={() => checked(showPreview)}>
            {busy('preview', copy.preview, copy.previewing)}
          </button>
          {source && (
            <button type="button" className="button button-secondary" disabled={pending} onClick={() => checked(test)}>
              {busy('test', copy.test, copy.testing)}
            </button>
          )}
          {source && source.subscribers > 0 && (
            <button type="button" className="button" disabled={pending} onClick={() => checked(setAsking)}>
              {busy('send', copy.send(source.subscribers), copy.sending)}
            </button>
          )}
        </div>
        {!source && <p className={styles.note}>{copy.saveFirst}</p>}
        {source && source.subscribers === 0 && <p className={styles.note}>{copy.nobody}</p>}
        <StatusMessage status={status} />
      </StaffForm>
      <IssuePreview preview={preview} current={current} focusOnNew />
      {source && (
        <SendDialog
          subject={asking?.subject ?? source.subject}
          recipients={source.subscribers}
          open={asking !== null}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const values = asking!;
            setAsking(null);
            void send(values);
          }}
        />
      )}
    </div>
  );
}
