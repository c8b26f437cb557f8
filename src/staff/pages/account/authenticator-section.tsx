import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { StatusMessage } from '../../../components/ui/status-message';
import { addAuthenticatorBody } from '../../../contracts/staff/factors';
import { useSignedIn } from '../../api/session';
import { failureText, staffCall, type StaffAnswer } from '../../api/staff-client';
import { schemaResolver, showRefusalAtField, StaffForm, TextField } from '../../components/form-kit';
import { useStaffAction } from '../../components/staff-action';
import { accountContent } from './content';
import styles from '../pages.module.css';

const copy = accountContent.authenticator;
const statusKey = ['staff', 'authenticatorStatus'] as const;
type SetUp = StaffAnswer<'startAuthenticator'>;

/**
 * The authenticator app (issue 39, point 2): set up by scanning a QR code (or typing its key) and
 * giving one code, which shows the recovery codes once; new recovery codes; turned off.
 */
export function AuthenticatorSection() {
  const session = useSignedIn();
  const client = useQueryClient();
  const state = useQuery({ queryKey: statusKey, queryFn: () => staffCall('authenticatorStatus'), retry: false });
  const { status, pending, run } = useStaffAction();
  const [setUp, setSetUp] = useState<SetUp | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: statusKey });

  const start = () =>
    run(async () => {
      setCodes(null);
      setSetUp(await staffCall('startAuthenticator', { csrfToken: session.csrfToken }));
    });
  const renew = () =>
    run(async () => {
      setCodes((await staffCall('newRecoveryCodes', { csrfToken: session.csrfToken })).recoveryCodes);
      await refresh();
      return copy.newCodesDone;
    });
  const turnOff = () =>
    run(async () => {
      await staffCall('removeAuthenticator', { csrfToken: session.csrfToken });
      setCodes(null);
      await refresh();
      return copy.turnedOff;
    });

  return (
    <section className={styles.section} aria-labelledby="authenticator-heading">
      <h2 id="authenticator-heading">{copy.heading}</h2>
      <p>{copy.text}</p>
      {state.isError && <p role="alert">{failureText(state.error)}</p>}
      {state.data && <p>{state.data.on ? copy.on(state.data.recoveryCodesLeft) : copy.off}</p>}
      {setUp ? (
        <TurnOn
          setUp={setUp}
          onDone={(recoveryCodes) => {
            setSetUp(null);
            setCodes(recoveryCodes);
            void refresh();
          }}
          onCancel={() => setSetUp(null)}
        />
      ) : (
        state.data && (
          <div className={styles.actions}>
            {state.data.on ? (
              <>
                <button type="button" className="button button-secondary" disabled={pending} onClick={() => void renew()}>
                  {copy.newCodes}
                </button>
                <button type="button" className="button button-secondary" disabled={pending} onClick={() => void turnOff()}>
                  {copy.turnOff}
                </button>
              </>
            ) : (
              <button type="button" className="button" disabled={pending} onClick={() => void start()}>
                {pending ? copy.starting : copy.start}
              </button>
            )}
          </div>
        )
      )}
      {codes && <RecoveryCodes codes={codes} />}
      <StatusMessage status={status} />
    </section>
  );
}

type CodeValues = { secret: string; code: string };

function TurnOn({ setUp, onDone, onCancel }: { setUp: SetUp; onDone: (codes: string[]) => void; onCancel: () => void }) {
  const session = useSignedIn();
  const { status, pending, run } = useStaffAction();
  const form = useForm<CodeValues>({
    resolver: schemaResolver(addAuthenticatorBody),
    shouldFocusError: false,
    defaultValues: { secret: setUp.secret, code: '' },
  });
  const turnOn = (values: CodeValues) =>
    run(async () => {
      try {
        onDone((await staffCall('addAuthenticator', { body: values, csrfToken: session.csrfToken })).recoveryCodes);
      } catch (error) {
        if (showRefusalAtField(form, error, ['code'])) return;
        throw error;
      }
    });
  return (
    <div className={styles.grid}>
      <p>{copy.scan}</p>
      <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setUp.qrSvg)}`} alt={copy.qrAlt} />
      <p>
        {copy.key}: <code className={styles.key}>{setUp.secret.match(/.{4}/g)?.join(' ')}</code>
      </p>
      <StaffForm form={form} order={['code']} label={copy.formLabel} className={styles.form} onValid={turnOn}>
        <TextField
          form={form}
          name="code"
          label={copy.code}
          hint={copy.codeHint}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
        />
        <div className={styles.actions}>
          <SubmitButton pending={pending} pendingLabel={copy.turningOn}>
            {copy.turnOn}
          </SubmitButton>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {copy.cancel}
          </button>
        </div>
      </StaffForm>
      <StatusMessage status={status} />
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className={styles.grid}>
      <h3 id="recovery-codes-heading">{copy.codesHeading}</h3>
      <p>{copy.codesText}</p>
      <ol className={styles.codes} aria-labelledby="recovery-codes-heading">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </div>
  );
}
