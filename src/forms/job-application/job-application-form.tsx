import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { applyForJob } from '../../api/calls';
import { StatusMessage, type Status } from '../../components/ui/status-message';
import { jobApplicationContent } from '../../content/jobs';
import { behaviour } from '../../styles/behaviour';
import fieldStyles from '../form-field.module.css';
import styles from './job-application-form.module.css';
import { emptyApplication, jobApplicationSchema, toFormData, type JobApplicationValues } from './schema';
import { UploadBox } from './upload-box';

const copy = jobApplicationContent;
const { fields } = copy;

type TextKey = Exclude<FieldPath<JobApplicationValues>, 'Resume' | 'CoverLetter'>;

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

/**
 * The job application (spec sections 3, 5 and 7): a multipart POST of every state key, the files
 * as file parts. Success says so and empties everything; failure says so and keeps everything.
 */
export function JobApplicationForm({ job }: { job: { title: string; category: string } }) {
  const id = useId();
  const defaults = emptyApplication(job);
  const [status, setStatus] = useState<Status>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<JobApplicationValues>({ defaultValues: defaults, resolver: zodResolver(jobApplicationSchema) });

  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(null), behaviour.statusMessageMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  const submit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      await applyForJob(toFormData(values));
      reset(defaults);
      setStatus({ kind: 'success', text: copy.success });
    } catch {
      setStatus({ kind: 'error', text: copy.failure });
    }
  });

  /** Label, input attributes and error wiring of one text field. */
  const field = (key: TextKey, label: string, required = false) => {
    const error = errors[key]?.message;
    return {
      label: (
        <label htmlFor={`${id}-${key}`} className={fieldStyles.label}>
          {label}
          {required && (
            <span aria-hidden="true" className={fieldStyles.required}>
              {' '}
              {copy.requiredMark}
            </span>
          )}
        </label>
      ),
      props: {
        id: `${id}-${key}`,
        ...register(key),
        className: fieldStyles.input,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
        'aria-describedby': error ? `${id}-${key}-error` : undefined,
      },
      error: error && (
        <p id={`${id}-${key}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ),
    };
  };

  const firstName = field('FirstName', fields.firstName.label, true);
  const lastName = field('LastName', fields.lastName.label, true);
  const email = field('EmailAddress', fields.email.label, true);
  const phone = field('PhoneNumber', fields.phoneNumber.label);
  const qualification = field('HighestQualification', fields.highestQualification.label);
  const location = field('Location', fields.location.label);
  const applicationType = field('ApplicationType', fields.applicationType.label);
  const experience = field('YearsOfExperience', fields.yearsOfExperience.label);
  const salary = field('SalaryExpectation', fields.salaryExpectation.label);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-heading`}>
      <div className={styles.intro}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {copy.heading}
        </h2>
        <p className={styles.introText}>{copy.intro}</p>
      </div>

      <div className={styles.grid}>
        <div className={fieldStyles.field}>
          {firstName.label}
          <input type="text" autoComplete="given-name" placeholder={fields.firstName.placeholder} {...firstName.props} />
          {firstName.error}
        </div>
        <div className={fieldStyles.field}>
          {lastName.label}
          <input type="text" autoComplete="family-name" placeholder={fields.lastName.placeholder} {...lastName.props} />
          {lastName.error}
        </div>
        <div className={fieldStyles.field}>
          {email.label}
          <input type="email" autoComplete="email" placeholder={fields.email.placeholder} {...email.props} />
          {email.error}
        </div>
        <div className={fieldStyles.field}>
          {phone.label}
          <input type="tel" autoComplete="tel" placeholder={fields.phoneNumber.placeholder} {...phone.props} />
        </div>
        <div className={fieldStyles.field}>
          {qualification.label}
          <input type="text" placeholder={fields.highestQualification.placeholder} {...qualification.props} />
        </div>
        <div className={fieldStyles.field}>
          {location.label}
          <input type="text" autoComplete="address-level2" placeholder={fields.location.placeholder} {...location.props} />
        </div>
        <div className={fieldStyles.field}>
          {applicationType.label}
          <select {...applicationType.props}>{selectOptions(fields.applicationType)}</select>
        </div>
        <div className={fieldStyles.field}>
          {experience.label}
          <select {...experience.props}>{selectOptions(fields.yearsOfExperience)}</select>
        </div>
        <div className={fieldStyles.field}>
          {salary.label}
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
              {...salary.props}
              aria-describedby={`${id}-salary-prefix`}
            />
          </div>
          <span id={`${id}-salary-prefix`} className="visually-hidden">
            {fields.salaryExpectation.prefixDescription}
          </span>
        </div>
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
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? copy.pending : copy.submit}
        </button>
        <StatusMessage status={status} />
      </div>
    </form>
  );
}
