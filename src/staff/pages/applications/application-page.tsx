import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { Field } from '../../../components/form/field';
import fieldStyles from '../../../components/form/field.module.css';
import { SubmitButton } from '../../../components/form/submit-button';
import { BackLink } from '../../../components/ui/back-link';
import { Spinner } from '../../../components/ui/spinner';
import { StatusMessage } from '../../../components/ui/status-message';
import { markApplicationBody } from '../../../contracts/staff/lists';
import { useSignedIn } from '../../api/session';
import { failureText, staffCall, staffFileHref, type StaffAnswer } from '../../api/staff-client';
import { schemaResolver, StaffForm, TextField } from '../../components/form-kit';
import { When } from '../../components/when';
import { useStaffAction } from '../../components/staff-action';
import { StaffPage } from '../../components/staff-page';
import { staffContent } from '../../content';
import { staffPaths } from '../../staff-paths';
import { applicationsContent, statusLabel } from './content';
import styles from '../pages.module.css';

const copy = applicationsContent.detail;
type Detail = StaffAnswer<'getApplication'>;

/** One application: what was sent, its files (downloads only), its status with a note, its history. */
export function ApplicationPage() {
  const id = Number(useParams().id);
  const application = useQuery({
    queryKey: ['staff', 'getApplication', id],
    queryFn: () => staffCall('getApplication', { id }),
    retry: false,
  });
  if (application.isPending) return <Spinner label={copy.loading} />;
  if (application.isError) {
    return (
      <StaffPage title={staffContent.notFound.title}>
        <p role="alert">{failureText(application.error)}</p>
        <BackLink to={staffPaths.applications} label={copy.back} />
      </StaffPage>
    );
  }
  return <Application application={application.data} />;
}

function Application({ application }: { application: Detail }) {
  const { fields } = application;
  const name = `${fields.firstName} ${fields.lastName}`.trim() || fields.email;
  return (
    <StaffPage title={copy.title(name)} actions={<BackLink to={staffPaths.applications} label={copy.back} />}>
      <dl className={styles.record}>
        <dt>{copy.status}</dt>
        <dd>
          <span className={styles.badge}>{statusLabel(application.status)}</span>
        </dd>
        <dt>{copy.received}</dt>
        <dd>
          <When iso={application.createdAt} />
        </dd>
        {application.deletionRequestedAt && (
          <>
            <dt>{copy.deletionRequested}</dt>
            <dd>
              {copy.deletionAsked.before} <When iso={application.deletionRequestedAt} /> {copy.deletionAsked.after}
            </dd>
          </>
        )}
      </dl>
      <section className={styles.section} aria-labelledby="fields-heading">
        <h2 id="fields-heading">{copy.fieldsHeading}</h2>
        <dl className={styles.record}>
          {(Object.keys(copy.fields) as (keyof typeof copy.fields)[]).map((key) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{copy.fields[key]}</dt>
              <dd>{fields[key] || (key === 'jobTitle' ? applicationsContent.generalApplication : '—')}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="files-heading">
        <h2 id="files-heading">{copy.filesHeading}</h2>
        {application.files.length === 0 ? (
          <p>{copy.noFiles}</p>
        ) : (
          <ul className={styles.rules}>
            {application.files.map((file) => (
              <li key={file.id}>
                {/* A download (the server answers with Content-Disposition: attachment): never shown in the page. */}
                <a href={staffFileHref('downloadApplicationFile', { id: file.id })} download>
                  <Download aria-hidden="true" width="1em" height="1em" />{' '}
                  {copy.download(copy.fileKinds[file.field], file.fileName, applicationsContent.size(file.size))}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <MoveOn application={application} />
      <section className={styles.section} aria-labelledby="history-heading">
        <h2 id="history-heading">{copy.historyHeading}</h2>
        {application.history.length === 0 ? (
          <p>{copy.noHistory}</p>
        ) : (
          <ol className={styles.rules}>
            {application.history.map((entry, index) => (
              <li key={index}>
                <p className={styles.pre}>
                  <When iso={entry.at} />:{' '}
                  {entry.from === entry.to
                    ? copy.noteEntry(copy.mover(entry.by))
                    : copy.historyEntry(statusLabel(entry.from), statusLabel(entry.to), copy.mover(entry.by))}
                </p>
                {entry.note && <p className={styles.pre}>“{entry.note}”</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </StaffPage>
  );
}

type MoveValues = { status: Detail['status'] | ''; note: string };

/** The status form: it starts on no choice (the status stays), and a note can be saved with or without a move. */
function MoveOn({ application }: { application: Detail }) {
  const session = useSignedIn();
  const client = useQueryClient();
  const selectId = useId();
  const { status, pending, run } = useStaffAction();
  const form = useForm<MoveValues>({
    resolver: schemaResolver(markApplicationBody),
    shouldFocusError: false,
    defaultValues: { status: '', note: '' },
  });
  const final = application.nextStatuses.length === 0;
  const move = (values: MoveValues) =>
    run(async () => {
      const updated = await staffCall('markApplication', { id: application.id, body: values as never, csrfToken: session.csrfToken });
      client.setQueryData(['staff', 'getApplication', application.id], updated);
      void client.invalidateQueries({ queryKey: ['staff', 'listApplications'] });
      form.reset({ status: '', note: '' });
      return updated.status === application.status ? copy.noted : copy.moved(statusLabel(updated.status));
    });
  const statusError = form.formState.errors.status?.message;
  return (
    <section className={styles.section} aria-labelledby="move-heading">
      <h2 id="move-heading">{copy.moveHeading}</h2>
      {final && <p>{copy.final}</p>}
      <StaffForm form={form} order={['status', 'note']} labelledBy="move-heading" className={styles.form} onValid={move}>
        {!final && (
          <Field label={copy.nextStatus} error={statusError}>
            {(control) => (
              <select {...control} id={control.id ?? selectId} className={fieldStyles.input} {...form.register('status')}>
                <option value="">{copy.keepStatus(statusLabel(application.status))}</option>
                {application.nextStatuses.map((next) => (
                  <option key={next} value={next}>
                    {statusLabel(next)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <TextField form={form} name="note" label={final ? copy.noteAlone : copy.note} hint={copy.noteHint} multiline={3} />
        <SubmitButton pending={pending} pendingLabel={copy.moving}>
          {final ? copy.saveNote : copy.move}
        </SubmitButton>
      </StaffForm>
      <StatusMessage status={status} />
    </section>
  );
}
