import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { callApi } from '../../api/client';
import { api } from '../../contracts/calls';
import { checkField } from '../../contracts/field-rules';
import { subscriberEmailRule } from '../../contracts/rules';
import { jobCategories } from '../../content/jobs';
import { Field } from '../../components/form/field';
import fieldStyles from '../../components/form/field.module.css';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmission } from '../../components/form/use-submission';
import { StatusMessage } from '../../components/ui/status-message';
import { jobAlertsFormContent as copy } from './content';
import styles from './job-alerts-form.module.css';

type Request = { subscriberEmail: string; categories: string[] };

/**
 * Job alerts: an address and the kinds of job (the careers filters' categories). The server mails a
 * link to confirm (double opt-in); the form then gives way to a "check your inbox" panel, which takes
 * focus so that a screen reader reads it at once. Errors are shown at their fields and nothing typed is lost.
 */
export function JobAlertsForm() {
  const emailRef = useRef<HTMLInputElement>(null);
  const firstBoxRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ email?: string; categories?: string }>({});
  const [sent, setSent] = useState<Request | null>(null);
  // What was sent: the panel names it once the server has said yes.
  const lastRequest = useRef<Request | null>(null);
  const { submit, pending, status } = useSubmission({
    send: (body: Request, idempotencyKey: string) => callApi(api.subscribeToJobAlerts, { body, idempotencyKey }),
    messages: copy,
    onSuccess: () => setSent(lastRequest.current),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { value: address, error: emailError } = checkField(subscriberEmailRule, email);
    const categoriesError = chosen.length ? undefined : copy.errors.categories;
    setErrors({ email: emailError ?? undefined, categories: categoriesError });
    if (emailError) return emailRef.current?.focus();
    if (categoriesError) return firstBoxRef.current?.focus();
    lastRequest.current = { subscriberEmail: address, categories: chosen };
    await submit(lastRequest.current);
  };

  if (sent) return <SentPanel request={sent} onAgain={() => setSent(null)} />;

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={copy.label}>
      <Field label={copy.emailField.label} error={errors.email}>
        {(control) => (
          <input
            {...control}
            ref={emailRef}
            name="email"
            type="email"
            autoComplete="email"
            placeholder={copy.emailField.placeholder}
            className={fieldStyles.input}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
          />
        )}
      </Field>
      <Categories
        chosen={chosen}
        error={errors.categories}
        firstBoxRef={firstBoxRef}
        onChange={(next) => {
          setChosen(next);
          setErrors((current) => ({ ...current, categories: undefined }));
        }}
      />
      <div>
        <SubmitButton pending={pending} pendingLabel={copy.pendingLabel}>
          {copy.submitLabel}
        </SubmitButton>
      </div>
      {status?.kind === 'error' && <StatusMessage status={status} />}
    </form>
  );
}

function Categories({
  chosen,
  error,
  firstBoxRef,
  onChange,
}: {
  chosen: string[];
  error?: string;
  firstBoxRef: React.RefObject<HTMLInputElement | null>;
  onChange: (next: string[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className={fieldStyles.label}>{copy.categories.legend}</legend>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {copy.categories.hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      )}
      <div className={styles.boxes}>
        {jobCategories.map((category, index) => (
          <label key={category.id} className={styles.box}>
            <input
              ref={index === 0 ? firstBoxRef : undefined}
              type="checkbox"
              name="categories"
              value={category.name}
              checked={chosen.includes(category.name)}
              aria-invalid={error ? true : undefined}
              onChange={(event) =>
                onChange(event.target.checked ? [...chosen, category.name] : chosen.filter((name) => name !== category.name))
              }
            />
            {category.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SentPanel({ request, onAgain }: { request: Request; onAgain: () => void }) {
  const panel = useRef<HTMLElement>(null);
  const headingId = useId();
  useEffect(() => panel.current?.focus(), []);
  return (
    <section ref={panel} tabIndex={-1} className={styles.sent} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sentHeading}>
        {copy.sent.heading}
      </h2>
      <p>{copy.sent.text(request.subscriberEmail)}</p>
      <p>{copy.sent.next(request.categories.join(', '))}</p>
      <button type="button" className={styles.again} onClick={onAgain}>
        {copy.sent.again}
      </button>
    </section>
  );
}
