import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { callApi } from '../../api/client';
import { api } from '../../contracts/calls';
import { contactRules } from '../../contracts/rules';
import { refusedFields } from '../../contracts/refusal';
import { Field } from '../../components/form/field';
import { SubmitButton } from '../../components/form/submit-button';
import { ConfirmationPanel, confirmationOf, type Confirmation } from '../../components/form/confirmation-panel';
import fieldStyles from '../../components/form/field.module.css';
import { useSubmission } from '../../components/form/use-submission';
import { cx } from '../../components/ui/cx';
import { StatusMessage } from '../../components/ui/status-message';
import { contactFormContent as copy } from './content';
import styles from './contact-form.module.css';
import { contactResolver, type ContactValues } from './schema';

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
 * as its field is edited, focus to the first invalid field; one POST /api/contact/contact-us;
 * 'Sending...' and disabled while pending; cleared on success, kept on failure.
 */
export function ContactForm() {
  const { register, handleSubmit, reset, clearErrors, setError, setFocus, formState } = useForm<ContactValues>({
    resolver: contactResolver,
    // No default values: each field's starting value is read from the page when the form registers
    // it, so text typed before the form's code arrived (the page is shown first) is kept; with
    // defaults, the form library would write them over it.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The form library would focus the field before its error is rendered, and a screen reader
    // would announce it without the message: focus moves below, once the errors are on the page.
    shouldFocusError: false,
  });
  const focusFirstError = useRef(false);
  useEffect(() => {
    const first = focusFirstError.current && fields.find((field) => formState.errors[field.name]);
    if (!first) return;
    focusFirstError.current = false;
    setFocus(first.name);
  });
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const { submit, pending, status } = useSubmission({
    send: (body: ContactValues, idempotencyKey: string) => callApi(api.sendContactMessage, { body, idempotencyKey }),
    messages: copy,
    onSuccess: (answer) => {
      reset(empty);
      setConfirmation(confirmationOf(answer));
    },
    onRefusal: (problem) => {
      const refused = Object.entries(refusedFields(problem.detail, contactRules)) as [keyof ContactValues, string][];
      if (!refused.length) return undefined;
      for (const [name, reason] of refused) setError(name, { type: 'server', message: reason });
      return copy.refused(refused.map(([name, reason]) => `${copy.fields[name].label}: ${reason}`).join(' '));
    },
  });

  return (
    <>
      {confirmation && <ConfirmationPanel confirmation={confirmation} copy={copy.confirmation} />}
      <form
        className={styles.form}
        aria-label={copy.label}
        noValidate
        onSubmit={(event) =>
          void handleSubmit(submit, () => {
            focusFirstError.current = true;
          })(event)
        }
      >
        <div className={styles.grid}>
          {fields.map((field) => {
            const text = copy.fields[field.name];
            return (
              <Field
                key={field.name}
                label={text.label}
                error={formState.errors[field.name]?.message}
                className={field.wide ? styles.wide : undefined}
              >
                {(control) => {
                  const props = {
                    ...control,
                    className: cx(fieldStyles.input, field.multiline && styles.textarea),
                    placeholder: text.placeholder,
                    autoComplete: field.autoComplete,
                    ...register(field.name, { onChange: () => clearErrors(field.name) }),
                  };
                  return field.multiline ? <textarea rows={6} {...props} /> : <input type={field.type} {...props} />;
                }}
              </Field>
            );
          })}
        </div>
        {/* The result sits under the button, so the card has no empty row while there is none. */}
        <div className={styles.actions}>
          <SubmitButton pending={pending} pendingLabel={copy.pendingLabel} className={styles.submit}>
            {copy.submitLabel}
          </SubmitButton>
          <StatusMessage status={status} />
        </div>
      </form>
    </>
  );
}
