import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { callApi } from '../../api/client';
import { api } from '../../contracts/calls';
import { checkField } from '../../contracts/field-rules';
import { subscriberEmailRule } from '../../contracts/rules';
import { Field } from '../../components/form/field';
import fieldStyles from '../../components/form/field.module.css';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmission } from '../../components/form/use-submission';
import { StatusMessage } from '../../components/ui/status-message';
import { emailPattern } from '../../contracts/email';
import { useHydrated } from '../../hydration/use-hydrated';
import { useTypedBeforeHydration } from '../../hydration/use-typed-before-hydration';
import { paths } from '../../routes/paths';
import { unsubscribeFormContent as copy } from './content';
import styles from './unsubscribe-form.module.css';

/** A personal unsubscribe link's token (server/domain/subscribing.ts). */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Unsubscribes from the newsletter or job alerts. With `?token=` (the personal link every mailing
 * carries, issue 40) one press of Unsubscribe does it, naming no address; a link the server does not
 * know says so and asks for the address instead. Otherwise the address comes from `?email=`, or the
 * form asks for it. The query is read only once hydrated, so hydration matches the prerendered page,
 * which has no query (docs/decisions/152-unsubscribe-flow.md).
 */
export function UnsubscribeForm() {
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef);
  const hydrated = useHydrated();
  const queryEmail = hydrated ? readQuery('email') : '';
  const queryToken = hydrated ? readQuery('token') : '';
  const [typed, setTyped] = useState<string | null>(null);
  const [override, setOverride] = useState(false);
  const withToken = !override && tokenPattern.test(queryToken);
  const fromLink = !override && !withToken && emailPattern.test(queryEmail);
  const email = fromLink ? queryEmail : (typed ?? queryEmail);
  const [error, setError] = useState<string | null>(null);
  const { submit, pending, status } = useSubmission({
    send: (input: { token: string } | { subscriberEmail: string }, idempotencyKey: string) =>
      'token' in input ? callApi(api.unsubscribeWithLink, { body: input }) : callApi(api.unsubscribe, { body: input, idempotencyKey }),
    messages: copy,
    // The link is not known: its sentence, and the address field to unsubscribe with instead.
    onNotFound: (problem) => {
      setOverride(true);
      setTyped('');
      return problem.detail;
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (withToken) return void submit({ token: queryToken });
    // The rule the server checks (src/contracts/subscriptions.ts), length included.
    const { value: address, error: refusal } = checkField(subscriberEmailRule, email);
    if (refusal) {
      setError(refusal);
      inputRef.current?.focus();
      return;
    }
    void submit({ subscriberEmail: address });
  };

  const useOtherAddress = () => {
    setOverride(true);
    setTyped('');
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {withToken ? (
        <p className={styles.addressText}>{copy.linkIntro}</p>
      ) : fromLink ? (
        <div className={styles.address}>
          <p className={styles.addressText}>
            {copy.addressIntro} <strong>{email}</strong>
          </p>
          <button type="button" className={styles.linkButton} onClick={useOtherAddress}>
            {copy.otherAddressLabel}
          </button>
        </div>
      ) : (
        <Field label={copy.emailField.label} error={error} className={styles.field}>
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              name="email"
              type="email"
              autoComplete="email"
              placeholder={copy.emailField.placeholder}
              className={fieldStyles.input}
              value={email}
              onChange={(event) => {
                setTyped(event.target.value);
                setError(null);
              }}
            />
          )}
        </Field>
      )}
      <div className={styles.actions}>
        <SubmitButton pending={pending} pendingLabel={copy.pendingLabel}>
          {copy.unsubscribeLabel}
        </SubmitButton>
        <Link to={paths.home} className="button button-secondary">
          {copy.cancelLabel}
        </Link>
      </div>
      <StatusMessage status={status} />
    </form>
  );
}

function readQuery(name: 'email' | 'token'): string {
  return new URLSearchParams(window.location.search).get(name)?.trim() ?? '';
}
