import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { SubmitButton } from '../../../components/form/submit-button';
import { BackLink } from '../../../components/ui/back-link';
import { StatusMessage } from '../../../components/ui/status-message';
import { jobCategories } from '../../../content/jobs';
import { newJob, roleTypes, type NewJob } from '../../../contracts/new-job';
import { useSignedIn } from '../../api/session';
import { staffCall, type StaffAnswer } from '../../api/staff-client';
import { SelectField, StaffForm, TextField } from '../../components/form-kit';
import { RecordEditorPage, useStaffAction } from '../../components/staff-action';
import { StaffPage } from '../../components/staff-page';
import { staffPaths } from '../../staff-paths';
import { jobsContent, jobStatusLabel } from './content';
import styles from '../pages.module.css';

const copy = jobsContent.form;
type Source = StaffAnswer<'getJob'>;

const listFields = ['techSkills', 'decriptionPoints', 'technicalRequirements', 'softSkillsRequirement'] as const;
type ListField = (typeof listFields)[number];
/** The form's values: the job with its lists as text, one entry a line, and its role type as stored. */
type Values = Omit<NewJob, ListField | 'roleType'> & Record<ListField | 'roleType', string>;
const order = Object.keys(copy.fields) as (keyof Values)[];

const toValues = (job?: Source['job']): Values => ({
  title: job?.title ?? '',
  category: job?.category ?? '',
  type: job?.type ?? '',
  roleType: job?.roleType ?? roleTypes[0],
  location: job?.location ?? '',
  deadline: job?.deadline ?? '',
  roleDescription: job?.roleDescription ?? '',
  summary: job?.summary ?? '',
  descriptionTitle: job?.descriptionTitle ?? '',
  description: job?.description ?? '',
  ...(Object.fromEntries(listFields.map((name) => [name, (job?.[name] ?? []).join('\n')])) as Record<ListField, string>),
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The contract's rules (src/contracts/new-job.ts) over the form's values; an error of a list's entry is the list's. */
const resolver: Resolver<Values> = (raw) => {
  const job = { ...raw, ...Object.fromEntries(listFields.map((name) => [name, lines(raw[name])])) };
  const result = newJob.safeParse(job);
  if (result.success) return { values: result.data as unknown as Values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= { type: 'validate', message: issue.message };
  return { values: {}, errors };
};

/** A job's form (new or existing), with close and reopen for an existing one. */
export function JobPage() {
  return (
    <RecordEditorPage
      call="getJob"
      loading={copy.loading}
      back={{ to: staffPaths.jobs, label: copy.back }}
      editor={(source) => <JobForm source={source} />}
    />
  );
}

function JobForm({ source }: { source?: Source }) {
  const session = useSignedIn();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { status, pending, run } = useStaffAction({ arrival: true });
  const form = useForm<Values>({ resolver, shouldFocusError: false, defaultValues: toValues(source?.job) });
  const chosenCategory = useWatch({ control: form.control, name: 'category' });
  const category = jobCategories.find((option) => option.name === chosenCategory);

  const save = (job: Values) =>
    run(async () => {
      const body = job as unknown as NewJob;
      const saved = source
        ? await staffCall('editJob', { id: source.id, body, csrfToken: session.csrfToken })
        : await staffCall('createJob', { body, csrfToken: session.csrfToken });
      client.setQueryData(['staff', 'getJob', saved.id], saved);
      void client.invalidateQueries({ queryKey: ['staff', 'listJobs'] });
      if (source) return copy.saved;
      void navigate(staffPaths.job(saved.id), { state: { notice: copy.created } });
    });

  return (
    <StaffPage
      title={source ? copy.editTitle(source.job.title) : copy.newTitle}
      actions={<BackLink to={staffPaths.jobs} label={copy.back} />}
    >
      {source && <JobStatus source={source} />}
      <StaffForm form={form} order={order} label={copy.formLabel} className={styles.form} onValid={save}>
        <div className={styles.grid}>
          <TextField form={form} name="title" label={copy.fields.title} required className={styles.wide} />
          <SelectField
            form={form}
            name="category"
            label={copy.fields.category}
            options={jobCategories.map((option) => option.name)}
            placeholder={copy.chooseCategory}
            onChange={() => form.setValue('type', '')}
          />
          <SelectField form={form} name="type" label={copy.fields.type} options={category?.types ?? []} placeholder={copy.chooseType} />
          <SelectField form={form} name="roleType" label={copy.fields.roleType} options={roleTypes} />
          <TextField form={form} name="location" label={copy.fields.location} required />
          <TextField form={form} name="deadline" label={copy.fields.deadline} type="date" required />
          <TextField form={form} name="summary" label={copy.fields.summary} required multiline={2} className={styles.wide} />
          <TextField
            form={form}
            name="roleDescription"
            label={copy.fields.roleDescription}
            required
            multiline={3}
            className={styles.wide}
          />
          <TextField form={form} name="descriptionTitle" label={copy.fields.descriptionTitle} required className={styles.wide} />
          <TextField form={form} name="description" label={copy.fields.description} required multiline={4} className={styles.wide} />
          {listFields.map((name) => (
            <TextField key={name} form={form} name={name} label={copy.fields[name]} hint={copy.onePerLine} required multiline={4} />
          ))}
        </div>
        <SubmitButton pending={pending} pendingLabel={copy.saving}>
          {source ? copy.save : copy.create}
        </SubmitButton>
      </StaffForm>
      <StatusMessage status={status} />
    </StaffPage>
  );
}

/** The moves of a job, by the staff call that makes each and the status it leads to. */
const moves = [
  { key: 'reopen', call: 'reopenJob', to: 'open' },
  { key: 'close', call: 'closeJob', to: 'closed' },
  { key: 'fill', call: 'fillJob', to: 'filled' },
  { key: 'withdraw', call: 'withdrawJob', to: 'withdrawn' },
] as const;

/**
 * Close, mark filled, withdraw or reopen an existing job (the careers page lists open jobs only; an
 * ended one's page says how it ended). Each move but the one to its own status is offered; an open job
 * past its deadline is reopened by a later deadline, not by a button.
 */
function JobStatus({ source }: { source: Source }) {
  const session = useSignedIn();
  const client = useQueryClient();
  const { status, pending, run } = useStaffAction();
  const open = source.status === 'open' || source.status === 'past deadline';
  const move = (chosen: (typeof moves)[number]) =>
    run(async () => {
      await staffCall(chosen.call, { id: source.id, csrfToken: session.csrfToken });
      await client.invalidateQueries({ queryKey: ['staff', 'getJob', source.id] });
      void client.invalidateQueries({ queryKey: ['staff', 'listJobs'] });
      return copy.moves[chosen.key].done;
    });
  const offered = moves.filter((chosen) => (chosen.to === 'open' ? !open : chosen.to !== source.status));
  return (
    <section className={styles.section} aria-labelledby="job-status-heading">
      <h2 id="job-status-heading">{copy.statusHeading}</h2>
      <p>{copy.statusIs(jobStatusLabel(source.status))}</p>
      {!open && <p>{copy.endedNote}</p>}
      <div className={styles.actions}>
        {offered.map((chosen) => (
          <button key={chosen.key} type="button" className="button button-secondary" disabled={pending} onClick={() => void move(chosen)}>
            {copy.moves[chosen.key].label}
          </button>
        ))}
        {source.status !== 'past deadline' && <a href={`/careers/${source.id}`}>{open ? copy.view : copy.viewEnded}</a>}
      </div>
      <StatusMessage status={status} />
    </section>
  );
}
