import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { StatusMessage, type Status } from '../../../components/ui/status-message';
import { secondFactorBody } from '../../../contracts/staff/factors';
import type { StaffSession } from '../../../contracts/staff/session';
import { passkeySignIn } from '../../api/passkey-browser';
import { failureText, staffCall } from '../../api/staff-client';
import { schemaResolver, showRefusalAtField, StaffForm, TextField } from '../../components/form-kit';
import { signInContent } from './content';
import styles from '../pages.module.css';

const copy = signInContent.secondFactor;
type Values = { code: string };

/**
 * The second step of a password sign-in (issue 39, point 2): the authenticator app's code or a
 * recovery code, or the account's passkey. Five wrong codes, or five minutes, and it starts again.
 */
export function SecondFactorForm({
  step,
  onSignedIn,
  onStartAgain,
}: {
  step: { code: boolean; passkey: boolean };
  onSignedIn: (session: StaffSession) => void;
  onStartAgain: (why: string) => void;
}) {
  const [status, setStatus] = useState<Status>(null);
  const [pending, setPending] = useState<'code' | 'passkey' | null>(null);
  const form = useForm<Values>({ resolver: schemaResolver(secondFactorBody), shouldFocusError: false, defaultValues: { code: '' } });

  const withCode = async (values: Values) => {
    setPending('code');
    setStatus(null);
    try {
      onSignedIn(await staffCall('signInSecondFactor', { body: values }));
    } catch (error) {
      form.setValue('code', '');
      setPending(null);
      if (showRefusalAtField(form, error, ['code'])) return;
      // The step is over (too many wrong codes, or too slow): back to the password.
      onStartAgain(failureText(error));
    }
  };
  const withPasskey = async () => {
    setPending('passkey');
    setStatus(null);
    try {
      onSignedIn(await passkeySignIn(copy.passkeyCancelled));
    } catch (error) {
      setStatus({ kind: 'error', text: failureText(error) });
      setPending(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading">{copy.heading}</h2>
      <p>{step.code ? copy.textCode : copy.textPasskey}</p>
      {step.code && (
        <StaffForm form={form} order={['code']} labelledBy="second-factor-heading" className={styles.form} onValid={withCode}>
          <TextField form={form} name="code" label={copy.code} hint={copy.codeHint} autoComplete="one-time-code" required />
          <SubmitButton pending={pending === 'code'} pendingLabel={copy.pending}>
            {copy.submit}
          </SubmitButton>
        </StaffForm>
      )}
      {step.passkey && (
        <button
          type="button"
          className={step.code ? 'button button-secondary' : 'button'}
          disabled={pending !== null}
          onClick={() => void withPasskey()}
        >
          {pending === 'passkey' ? copy.passkeyPending : copy.passkey}
        </button>
      )}
      <StatusMessage status={status} />
    </section>
  );
}
