import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { callApi } from '../../api/client';
import { api } from '../../contracts/calls';
import { refusedFields } from '../../contracts/refusal';
import { applicationRules } from '../../contracts/rules';
import { behaviour } from '../../styles/behaviour';
import { Field, type ControlProps } from '../../components/form/field';
import fieldStyles from '../../components/form/field.module.css';
import { SubmitButton } from '../../components/form/submit-button';
import { ConfirmationPanel, confirmationOf, type Confirmation } from '../../components/form/confirmation-panel';
import { useSubmission } from '../../components/form/use-submission';
import { StatusMessage } from '../../components/ui/status-message';
import { jobApplicationContent } from './content';
import styles from './job-application-form.module.css';
import { emptyApplication, jobApplicationSchema, startingValues, toFormData, type JobApplicationValues } from './schema';
import { UploadBox } from './upload-box';

const copy = jobApplicationContent;
const { fields } = copy;

type TextKey = Exclude<keyof JobApplicationValues, 'Resume' | 'CoverLetter'>;

/** A select's options: the empty placeholder first, then the choices (their label is the value sent). */
function selectOptions({ placeholder, options }: { placeholder: string; options: readonly { id: string; label: string }[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.id} value={option.label}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/** The label of each field the visitor fills in, by its API key, to name a field the server refused (the job's own are named by key). */
const labelOf: Partial<Record<TextKey, string>> = {
  FirstName: copy.fields.firstName.label,
  LastName: copy.fields.lastName.label,
  EmailAddress: copy.fields.email.label,
  Location: copy.fields.location.label,
  YearsOfExperience: copy.fields.yearsOfExperience.label,
  ApplicationType: copy.fields.applicationType.label,
  SalaryExpectation: copy.fields.salaryExpectation.label,
  PhoneNumber: copy.fields.phoneNumber.label,
  HighestQualification: copy.fields.highestQualification.label,
};

/**
 * The job application (spec sections 3, 5 and 7): a multipart POST of every state key, the files
 * as file parts. Success says so and empties everything; failure says so and keeps everything.
 * With `job` null it is a general application ("Can't find a role?"): the same fields and checks,
 * no job named.
 */
export function JobApplicationForm({ job }: { job: { title: string; category: string } | null }) {
  const headingId = useId();
  const defaults = emptyApplication(job);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<JobApplicationValues>({ defaultValues: startingValues(job), resolver: zodResolver(jobApplicationSchema) });
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const { submit, pending, status } = useSubmission({
    send: (values: JobApplicationValues, idempotencyKey: string) =>
      callApi(api.applyForJob, { body: toFormData(values), idempotencyKey, timeout: behaviour.api.uploadTimeoutMs }),
    messages: copy,
    onSuccess: (answer) => {
      reset(defaults);
      setConfirmation(confirmationOf(answer));
    },
    onRefusal: (problem) => {
      const refused = Object.entries(refusedFields(problem.detail, applicationRules)) as [TextKey, string][];
      if (!refused.length) return undefined;
      for (const [key, reason] of refused) setError(key, { type: 'server', message: reason });
      return copy.refused(refused.map(([key, reason]) => `${labelOf[key] ?? key}: ${reason}`).join(' '));
    },
  });

  /** One text field of the grid: its label, error and input wiring, and the control it renders. */
  const field = (
    key: TextKey,
    label: string,
    render: (props: ControlProps & { className?: string }) => ReactNode,
    options: { required?: boolean; hint?: string } = {},
  ) => (
    <Field
      label={label}
      required={options.required}
      requiredMark={copy.requiredMark}
      hint={options.hint}
      hideHint
      error={errors[key]?.message}
    >
      {(controlProps) => render({ ...controlProps, ...register(key), className: fieldStyles.input })}
    </Field>
  );

  return (
    <>
      {confirmation && (
        <ConfirmationPanel confirmation={confirmation} copy={job ? copy.confirmation : { ...copy.confirmation, next: copy.general.next }} />
      )}
      <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate aria-labelledby={headingId}>
        <div className={styles.intro}>
          <h2 id={headingId} className={styles.heading}>
            {job ? copy.heading : copy.general.heading}
          </h2>
          <p className={styles.introText}>{copy.intro}</p>
        </div>

        <div className={styles.grid}>
          {field(
            'FirstName',
            fields.firstName.label,
            (props) => (
              <input type="text" autoComplete="given-name" placeholder={fields.firstName.placeholder} {...props} />
            ),
            { required: true },
          )}
          {field(
            'LastName',
            fields.lastName.label,
            (props) => (
              <input type="text" autoComplete="family-name" placeholder={fields.lastName.placeholder} {...props} />
            ),
            { required: true },
          )}
          {field(
            'EmailAddress',
            fields.email.label,
            (props) => (
              <input type="email" autoComplete="email" placeholder={fields.email.placeholder} {...props} />
            ),
            { required: true },
          )}
          {field('PhoneNumber', fields.phoneNumber.label, (props) => (
            <input type="tel" autoComplete="tel" placeholder={fields.phoneNumber.placeholder} {...props} />
          ))}
          {field('HighestQualification', fields.highestQualification.label, (props) => (
            <input type="text" placeholder={fields.highestQualification.placeholder} {...props} />
          ))}
          {field('Location', fields.location.label, (props) => (
            <input type="text" autoComplete="address-level2" placeholder={fields.location.placeholder} {...props} />
          ))}
          {field('ApplicationType', fields.applicationType.label, (props) => (
            <select {...props}>{selectOptions(fields.applicationType)}</select>
          ))}
          {field('YearsOfExperience', fields.yearsOfExperience.label, (props) => (
            <select {...props}>{selectOptions(fields.yearsOfExperience)}</select>
          ))}
          {field(
            'SalaryExpectation',
            fields.salaryExpectation.label,
            (props) => (
              <div className={styles.prefixed}>
                <span className={styles.prefix} aria-hidden="true">
                  {fields.salaryExpectation.prefix}
                </span>
                <input
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.01"
                  placeholder={fields.salaryExpectation.placeholder}
                  {...props}
                />
              </div>
            ),
            { hint: fields.salaryExpectation.prefixDescription },
          )}
        </div>

        <div className={styles.uploads}>
          <Controller
            control={control}
            name="Resume"
            render={({ field: slot, fieldState }) => (
              <UploadBox
                label={copy.uploads.resume.label}
                required
                name={slot.name}
                value={slot.value}
                onChange={slot.onChange}
                inputRef={slot.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="CoverLetter"
            render={({ field: slot }) => (
              <UploadBox
                label={copy.uploads.coverLetter.label}
                name={slot.name}
                value={slot.value}
                onChange={slot.onChange}
                inputRef={slot.ref}
              />
            )}
          />
        </div>

        <div className={styles.actions}>
          <SubmitButton pending={pending} pendingLabel={copy.pending}>
            {copy.submit}
          </SubmitButton>
          <StatusMessage status={status} />
        </div>
      </form>
    </>
  );
}
