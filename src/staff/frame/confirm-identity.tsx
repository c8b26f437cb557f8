import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../components/form/submit-button';
import { StatusMessage, type Status } from '../../components/ui/status-message';
import { ApiError } from '../../api/problem';
import { confirmIdentityBody } from '../../contracts/staff/factors';
import type { StaffSession } from '../../contracts/staff/session';
import { useUpdateSession } from '../api/session';
import { signWithPasskey } from '../api/passkey-browser';
import { failureText, setIdentityConfirmer, staffCall } from '../api/staff-client';
import { schemaResolver, showRefusalAtField, StaffForm, TextField } from '../components/form-kit';
import { staffContent } from '../content';
import panels from '../components/panels.module.css';
import pages from '../pages/pages.module.css';

const copy = staffContent.confirm;
type Values = { password: string; code?: string };
type Waiting = { resolve: () => void; reject: (error: unknown) => void };

/**
 * "Confirm it is you": the modal dialog a sensitive call opens when the session's last proof is older
 * than the limit (the staff client asks it, then makes the call again). The password, with the app's
 * code when the account has one, or a passkey; Cancel (or Escape) leaves everything as it was.
 */
export function ConfirmIdentity({ session }: { session: StaffSession }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const waiting = useRef<Waiting | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setIdentityConfirmer(
      () =>
        new Promise<void>((resolve, reject) => {
          waiting.current = { resolve, reject };
          setOpen(true);
        }),
    );
    return () => setIdentityConfirmer(null);
  }, []);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);

  const finish = (error?: unknown) => {
    const promise = waiting.current;
    waiting.current = null;
    setOpen(false);
    if (error) promise?.reject(error);
    else promise?.resolve();
  };
  const cancel = () => finish(new ApiError({ type: 'about:blank', title: 'Not confirmed', status: 403, detail: copy.cancelled }));

  return (
    <dialog
      ref={dialog}
      className={panels.dialog}
      aria-labelledby="confirm-heading"
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
    >
      {open && <ConfirmForm session={session} onConfirmed={() => finish()} onCancel={cancel} />}
    </dialog>
  );
}

function ConfirmForm({ session, onConfirmed, onCancel }: { session: StaffSession; onConfirmed: () => void; onCancel: () => void }) {
  const updateSession = useUpdateSession();
  const authenticator = useQuery({
    queryKey: ['staff', 'authenticatorStatus'],
    queryFn: () => staffCall('authenticatorStatus'),
    retry: false,
  });
  const needsCode = authenticator.data?.on ?? false;
  const [status, setStatus] = useState<Status>(null);
  const [pending, setPending] = useState<'password' | 'passkey' | null>(null);
  const form = useForm<Values>({ resolver: schemaResolver(confirmIdentityBody), shouldFocusError: false, defaultValues: { password: '' } });

  const confirmed = (answer: StaffSession) => {
    updateSession(answer);
    onConfirmed();
  };
  const withPassword = async (values: Values) => {
    setPending('password');
    setStatus(null);
    try {
      confirmed(await staffCall('confirmIdentity', { body: values, csrfToken: session.csrfToken }));
    } catch (error) {
      if (!showRefusalAtField(form, error, ['password', 'code'])) setStatus({ kind: 'error', text: failureText(error) });
      setPending(null);
    }
  };
  const withPasskey = async () => {
    setPending('passkey');
    setStatus(null);
    try {
      const options = await staffCall('confirmIdentityOptions', { csrfToken: session.csrfToken });
      const response = await signWithPasskey(options, copy.passkeyCancelled);
      confirmed(await staffCall('confirmIdentityWithPasskey', { body: { response: response as never }, csrfToken: session.csrfToken }));
    } catch (error) {
      setStatus({ kind: 'error', text: failureText(error) });
      setPending(null);
    }
  };

  return (
    <div className={pages.narrow}>
      <h2 id="confirm-heading" className={panels.dialogHeading}>
        {copy.heading}
      </h2>
      <p>{copy.text}</p>
      <StaffForm form={form} order={['password', 'code']} labelledBy="confirm-heading" className={pages.form} onValid={withPassword}>
        <input type="email" name="username" autoComplete="username" value={session.user.email} readOnly hidden />
        <TextField form={form} name="password" label={copy.password} type="password" autoComplete="current-password" required />
        {needsCode && <TextField form={form} name="code" label={copy.code} hint={copy.codeHint} autoComplete="one-time-code" required />}
        <SubmitButton pending={pending === 'password'} pendingLabel={copy.pending}>
          {copy.submit}
        </SubmitButton>
      </StaffForm>
      <div className={pages.actions}>
        <button type="button" className="button button-secondary" disabled={pending !== null} onClick={() => void withPasskey()}>
          {pending === 'passkey' ? copy.passkeyPending : copy.passkey}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {copy.cancel}
        </button>
      </div>
      <StatusMessage status={status} />
    </div>
  );
}
