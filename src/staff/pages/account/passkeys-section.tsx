import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { SubmitButton } from '../../../components/form/submit-button';
import { StatusMessage } from '../../../components/ui/status-message';
import { staffMessages } from '../../../contracts/staff/content';
import { passkeyNameBody } from '../../../contracts/staff/factors';
import { useSignedIn } from '../../api/session';
import { createPasskey } from '../../api/passkey-browser';
import { failureText, staffCall, type StaffAnswer } from '../../api/staff-client';
import { schemaResolver, showRefusalAtField, StaffForm, TextField } from '../../components/form-kit';
import { useStaffAction } from '../../components/staff-action';
import { When } from '../../components/when';
import { accountContent } from './content';
import styles from '../pages.module.css';

const copy = accountContent.passkeys;
const passkeysKey = ['staff', 'listPasskeys'] as const;
type Passkey = StaffAnswer<'listPasskeys'>['items'][number];

/** The account's passkeys: listed, renamed, removed, and a new one added (issue 39, point 4). */
export function PasskeysSection() {
  const session = useSignedIn();
  const client = useQueryClient();
  const passkeys = useQuery({ queryKey: passkeysKey, queryFn: () => staffCall('listPasskeys'), retry: false });
  const { status, pending, run } = useStaffAction();
  const [renaming, setRenaming] = useState<number | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: passkeysKey });

  const remove = (key: Passkey) =>
    run(async () => {
      await staffCall('removePasskey', { id: key.id, csrfToken: session.csrfToken });
      await refresh();
      return copy.removed(key.name);
    });

  return (
    <section className={styles.section} aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">{copy.heading}</h2>
      <p>{copy.text}</p>
      {passkeys.isError && <p role="alert">{failureText(passkeys.error)}</p>}
      {passkeys.data &&
        (passkeys.data.items.length === 0 ? (
          <p>{copy.none}</p>
        ) : (
          <ul className={styles.items} aria-label={copy.listLabel}>
            {passkeys.data.items.map((key) => (
              <li key={key.id} className={styles.item}>
                <p className={styles.itemName} id={`passkey-${key.id}`}>
                  {key.name}
                </p>
                <p className={styles.itemMeta}>
                  {copy.added} <When iso={key.createdAt} />. {copy.lastUsed}: {key.lastUsedAt ? <When iso={key.lastUsedAt} /> : copy.never}.
                </p>
                {renaming === key.id ? (
                  <RenameForm
                    passkey={key}
                    onDone={() => {
                      setRenaming(null);
                      void refresh();
                    }}
                  />
                ) : (
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-describedby={`passkey-${key.id}`}
                      onClick={() => setRenaming(key.id)}
                    >
                      {copy.rename}
                    </button>
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-describedby={`passkey-${key.id}`}
                      disabled={pending}
                      onClick={() => void remove(key)}
                    >
                      {copy.remove}
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        ))}
      <StatusMessage status={status} />
      <AddPasskey onAdded={() => void refresh()} />
    </section>
  );
}

type NameValues = { name: string };

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const session = useSignedIn();
  const { status, pending, run } = useStaffAction();
  const form = useForm<NameValues>({
    resolver: schemaResolver(passkeyNameBody),
    shouldFocusError: false,
    defaultValues: { name: passkey.name },
  });
  const save = (values: NameValues) =>
    run(async () => {
      await staffCall('renamePasskey', { id: passkey.id, body: values, csrfToken: session.csrfToken });
      onDone();
    });
  return (
    <StaffForm form={form} order={['name']} label={`${copy.rename}: ${passkey.name}`} className={styles.form} onValid={save}>
      <TextField form={form} name="name" label={copy.name} hint={copy.nameHint} required />
      <div className={styles.actions}>
        <SubmitButton pending={pending} pendingLabel={copy.saving}>
          {copy.save}
        </SubmitButton>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {copy.cancel}
        </button>
      </div>
      <StatusMessage status={status} />
    </StaffForm>
  );
}

const newPasskey = z.object({ name: z.string().check(z.trim(), z.maxLength(60, staffMessages.passkeyNameTooLong)) });

function AddPasskey({ onAdded }: { onAdded: () => void }) {
  const session = useSignedIn();
  const { status, pending, run } = useStaffAction();
  const form = useForm<NameValues>({ resolver: schemaResolver(newPasskey), shouldFocusError: false, defaultValues: { name: '' } });
  const add = (values: NameValues) =>
    run(async () => {
      try {
        const options = await staffCall('passkeyRegistrationOptions', { csrfToken: session.csrfToken });
        const response = await createPasskey(options, copy.cancelled);
        await staffCall('verifyPasskeyRegistration', {
          body: { response: response as never, ...(values.name && { name: values.name }) },
          csrfToken: session.csrfToken,
        });
      } catch (error) {
        if (showRefusalAtField(form, error, ['name'])) return;
        throw error;
      }
      form.reset();
      onAdded();
      return copy.addedDone;
    });
  return (
    <StaffForm form={form} order={['name']} label={copy.addLabel} className={styles.form} onValid={add}>
      <TextField form={form} name="name" label={copy.newName} hint={copy.nameHint} />
      <SubmitButton pending={pending} pendingLabel={copy.adding}>
        {copy.add}
      </SubmitButton>
      <StatusMessage status={status} />
    </StaffForm>
  );
}
