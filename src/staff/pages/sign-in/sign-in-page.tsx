import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { SubmitButton } from '../../../components/form/submit-button';
import { StatusMessage, type Status } from '../../../components/ui/status-message';
import { signInBody } from '../../../contracts/staff/session';
import type { StaffSession } from '../../../contracts/staff/session';
import { useSetSession } from '../../api/session';
import { failureText, staffCall } from '../../api/staff-client';
import { schemaResolver, StaffForm, TextField } from '../../components/form-kit';
import { StaffPage } from '../../components/staff-page';
import { staffContent } from '../../content';
import { staffPaths } from '../../staff-paths';
import { passkeySignIn } from '../../api/passkey-browser';
import { signInContent as copy } from './content';
import { SecondFactorForm } from './second-factor-form';
import styles from '../pages.module.css';

type Values = { email: string; password: string };

/** Sign-in: e-mail and password, or a passkey (WebAuthn through @simplewebauthn/browser). */
export function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const setSession = useSetSession();
  const state = (location.state ?? {}) as { from?: string };
  const signedOut = new URLSearchParams(location.search).get('signed-out');
  const notice =
    signedOut === 'everywhere' ? staffContent.account.signedOutEverywhere : signedOut === 'here' ? staffContent.account.signedOut : null;
  const [status, setStatus] = useState<Status>(notice ? { kind: 'success', text: notice } : null);
  const [pending, setPending] = useState<'password' | 'passkey' | null>(null);
  const [step, setStep] = useState<{ code: boolean; passkey: boolean } | null>(null);
  const form = useForm<Values>({
    resolver: schemaResolver(signInBody),
    shouldFocusError: false,
    defaultValues: { email: '', password: '' },
  });

  const signedIn = (session: StaffSession) => {
    setSession(session);
    void navigate(state.from?.startsWith(staffPaths.home) ? state.from : staffPaths.home, { replace: true });
  };

  const withPassword = async (values: Values) => {
    setPending('password');
    setStatus(null);
    try {
      const answer = await staffCall('signIn', { body: values });
      if ('next' in answer) {
        setStep(answer);
        setPending(null);
      } else signedIn(answer);
    } catch (error) {
      // Kept: the e-mail; the password is cleared so it is not sent again by mistake.
      form.setValue('password', '');
      setStatus({ kind: 'error', text: failureText(error) });
      setPending(null);
    }
  };

  const withPasskey = async () => {
    setPending('passkey');
    setStatus(null);
    try {
      signedIn(await passkeySignIn(copy.passkeyCancelled));
    } catch (error) {
      setStatus({ kind: 'error', text: failureText(error) });
      setPending(null);
    }
  };

  if (step) {
    return (
      <StaffPage title={copy.title}>
        <div className={styles.narrow}>
          <SecondFactorForm
            step={step}
            onSignedIn={signedIn}
            onStartAgain={(why) => {
              form.setValue('password', '');
              setStatus({ kind: 'error', text: why });
              setStep(null);
            }}
          />
        </div>
      </StaffPage>
    );
  }

  return (
    <StaffPage title={copy.title}>
      <div className={styles.narrow}>
        <p>{copy.intro}</p>
        <StaffForm form={form} order={['email', 'password']} label={copy.formLabel} className={styles.form} onValid={withPassword}>
          <TextField form={form} name="email" label={copy.email} type="email" autoComplete="username webauthn" required />
          <TextField form={form} name="password" label={copy.password} type="password" autoComplete="current-password" required />
          <SubmitButton pending={pending === 'password'} pendingLabel={copy.pending}>
            {copy.submit}
          </SubmitButton>
        </StaffForm>
        <p className={styles.or}>{copy.or}</p>
        <button type="button" className="button button-secondary" disabled={pending !== null} onClick={() => void withPasskey()}>
          {pending === 'passkey' ? copy.passkeyPending : copy.passkey}
        </button>
        <StatusMessage status={status} />
      </div>
    </StaffPage>
  );
}
