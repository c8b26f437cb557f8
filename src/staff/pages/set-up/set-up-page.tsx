import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import * as z from 'zod/mini';
import { SubmitButton } from '../../../components/form/submit-button';
import { Spinner } from '../../../components/ui/spinner';
import { StatusMessage, type Status } from '../../../components/ui/status-message';
import { newPassword } from '../../../contracts/staff/session';
import type { StaffSession } from '../../../contracts/staff/session';
import { useSetSession } from '../../api/session';
import { failureText, staffCall } from '../../api/staff-client';
import { createPasskey } from '../../api/passkey-browser';
import { schemaResolver, StaffForm, TextField } from '../../components/form-kit';
import { StaffPage } from '../../components/staff-page';
import { staffContent } from '../../content';
import { staffPaths } from '../../staff-paths';
import { setUpContent as copy } from './content';
import styles from '../pages.module.css';

type Values = { password: string; confirm: string };

const passwords = z
  .object({ password: newPassword, confirm: z.string() })
  .check(z.refine((values) => values.password === values.confirm, { message: copy.mismatch, path: ['confirm'] }));

/**
 * The token of the one-time link, read from its #fragment (never sent in a request line, a Referer or
 * a log) and then taken out of the address, so that it is not kept in the history either.
 */
function takeToken(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

/** Set-up from the one-time link: a new password with its rules shown, then an optional passkey. */
export function SetUpPage() {
  const [token] = useState(takeToken);
  const [session, setLocalSession] = useState<StaffSession | null>(null);
  const check = useQuery({
    queryKey: ['set-up', token],
    queryFn: () => staffCall('checkSetUpToken', { body: { token } }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

  return (
    <StaffPage title={copy.title}>
      <div className={styles.narrow}>
        {token === '' ? (
          <p role="alert">{copy.noToken}</p>
        ) : check.isPending ? (
          <Spinner label={copy.checking} />
        ) : check.isError ? (
          <p role="alert">{failureText(check.error)}</p>
        ) : session ? (
          <AddPasskey session={session} />
        ) : (
          <PasswordForm token={token} email={check.data.email} onDone={setLocalSession} />
        )}
      </div>
    </StaffPage>
  );
}

function PasswordForm({ token, email, onDone }: { token: string; email: string; onDone: (session: StaffSession) => void }) {
  const form = useForm<Values>({
    resolver: schemaResolver(passwords),
    shouldFocusError: false,
    defaultValues: { password: '', confirm: '' },
  });
  const [status, setStatus] = useState<Status>(null);
  const [pending, setPending] = useState(false);
  const rulesId = 'password-rules';

  const save = async (values: Values) => {
    setPending(true);
    setStatus(null);
    try {
      onDone(await staffCall('setUpAccount', { body: { token, password: values.password } }));
    } catch (error) {
      setStatus({ kind: 'error', text: failureText(error) });
      setPending(false);
    }
  };

  return (
    <>
      <p>{copy.forAccount(email)}</p>
      <div className={styles.section} id={rulesId}>
        <h2>{copy.rulesHeading}</h2>
        <ul className={styles.rules}>
          {copy.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
      <StaffForm form={form} order={['password', 'confirm']} label={copy.formLabel} className={styles.form} onValid={save}>
        {/* The account's name, for password managers. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField form={form} name="password" label={copy.password} type="password" autoComplete="new-password" required />
        <TextField form={form} name="confirm" label={copy.confirm} type="password" autoComplete="new-password" required />
        <SubmitButton pending={pending} pendingLabel={copy.pending}>
          {copy.submit}
        </SubmitButton>
      </StaffForm>
      <StatusMessage status={status} />
    </>
  );
}

/** After the password: an optional passkey, registered with @simplewebauthn/browser, then on to the area. */
function AddPasskey({ session }: { session: StaffSession }) {
  const setSession = useSetSession();
  const [status, setStatus] = useState<Status>({
    kind: 'success',
    text: staffContent.account.signedInAs(session.user.email, session.user.role),
  });
  const [pending, setPending] = useState(false);
  const [added, setAdded] = useState(false);

  const add = async () => {
    setPending(true);
    setStatus(null);
    try {
      const options = await staffCall('passkeyRegistrationOptions', { csrfToken: session.csrfToken });
      const response = await createPasskey(options, copy.passkeyCancelled);
      await staffCall('verifyPasskeyRegistration', { body: { response: response as never }, csrfToken: session.csrfToken });
      setAdded(true);
      setStatus({ kind: 'success', text: copy.passkeyAdded });
    } catch (error) {
      setStatus({ kind: 'error', text: failureText(error) });
    }
    setPending(false);
  };

  return (
    <section className={styles.section} aria-labelledby="passkey-heading">
      <h2 id="passkey-heading">{copy.passkeyHeading}</h2>
      <p>{copy.passkeyText}</p>
      {session.user.role === 'admin' && <p>{copy.adminNote}</p>}
      <div className={styles.actions}>
        {!added && (
          <button type="button" className="button" disabled={pending} onClick={() => void add()}>
            {pending ? copy.addingPasskey : copy.addPasskey}
          </button>
        )}
        <Link to={staffPaths.home} className="button button-secondary" onClick={() => setSession(session)}>
          {copy.continue}
        </Link>
      </div>
      <StatusMessage status={status} />
    </section>
  );
}
