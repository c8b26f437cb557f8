import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { sendContactMessage } from '../../api/calls';
import { StatusMessage, type Status } from '../../components/ui/status-message';
import { contactUsContent } from '../../pages/contact-us/content';
import { behaviour } from '../../styles/behaviour';
import fieldStyles from '../form-field.module.css';
import styles from './contact-form.module.css';
import { contactResolver, type ContactValues } from './schema';

const copy = contactUsContent.form;
const resolver = contactResolver(copy.errors);
const empty: ContactValues = { fullName: '', email: '', company: '', messageBody: '' };

type FieldSpec = { name: FieldPath<ContactValues>; type?: 'text' | 'email'; autoComplete: string; multiline?: boolean; wide?: boolean };

const fields: readonly FieldSpec[] = [
  { name: 'fullName', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'company', type: 'text', autoComplete: 'organization', wide: true },
  { name: 'messageBody', autoComplete: 'off', multiline: true, wide: true },
];

/**
 * The contact-us form (spec sections 4, 5, 7): checked on submit only, an error cleared as soon
 * as its field is edited, focus to the first invalid field; one POST /api/contact/contact-us with
 * no retry; 'Sending...' and disabled while pending; cleared on success, kept on failure; the
 * result shown for 5000 ms.
 */
export function ContactForm() {
  const id = useId();
  const [status, setStatus] = useState<Status>(null);
  const { register, handleSubmit, reset, clearErrors, formState } = useForm<ContactValues>({
    resolver,
    defaultValues: empty,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const mutation = useMutation({ mutationFn: sendContactMessage, retry: false });

  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(null), behaviour.statusMessageMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  const onValid = async (values: ContactValues) => {
    if (mutation.isPending) return;
    setStatus(null);
    try {
      await mutation.mutateAsync(values);
      reset(empty);
      setStatus({ kind: 'success', text: copy.success });
    } catch {
      setStatus({ kind: 'error', text: copy.failure });
    }
  };

  const pending = mutation.isPending;

  return (
    <form className={styles.form} aria-label={copy.label} noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <div className={styles.grid}>
        {fields.map((field) => {
          const inputId = `${id}-${field.name}`;
          const errorId = `${inputId}-error`;
          const error = formState.errors[field.name]?.message;
          const text = copy.fields[field.name];
          const props = {
            id: inputId,
            className: field.multiline ? `${fieldStyles.input} ${styles.textarea}` : fieldStyles.input,
            placeholder: text.placeholder,
            autoComplete: field.autoComplete,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? errorId : undefined,
            ...register(field.name, { onChange: () => clearErrors(field.name) }),
          } as const;
          return (
            <div key={field.name} className={field.wide ? `${fieldStyles.field} ${styles.wide}` : fieldStyles.field}>
              <label htmlFor={inputId} className={fieldStyles.label}>
                {text.label}
              </label>
              {field.multiline ? <textarea rows={6} {...props} /> : <input type={field.type} {...props} />}
              {error && (
                <p id={errorId} className={fieldStyles.error}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
        {pending ? copy.pendingLabel : copy.submitLabel}
      </button>
      <StatusMessage status={status} />
    </form>
  );
}
