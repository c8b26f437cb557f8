import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { SubmitButton } from '../../../components/form/submit-button';
import { StatusMessage } from '../../../components/ui/status-message';
import { changePasswordBody } from '../../../contracts/staff/session';
import { useSignedIn } from '../../api/session';
import { staffCall } from '../../api/staff-client';
import { schemaResolver, showRefusalAtField, StaffForm, TextField } from '../../components/form-kit';
import { useStaffAction } from '../../components/staff-action';
import { accountContent as copy } from './content';
import styles from '../pages.module.css';

/** The password, changed after the current one (issue 39, point 1). */
type PasswordValues = { currentPassword: string; newPassword: string; confirm: string };
const passwordForm = z
  .extend(changePasswordBody, { confirm: z.string() })
  .check(z.refine((values) => values.newPassword === values.confirm, { message: copy.password.mismatch, path: ['confirm'] }));
const fieldOrder = ['currentPassword', 'newPassword', 'confirm'] as const;

export function PasswordSection() {
  const session = useSignedIn();
  const client = useQueryClient();
  const { status, pending, run } = useStaffAction();
  const form = useForm<PasswordValues>({
    resolver: schemaResolver(passwordForm),
    shouldFocusError: false,
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const change = (values: PasswordValues) =>
    run(async () => {
      try {
        const { currentPassword, newPassword } = values;
        await staffCall('changePassword', { body: { currentPassword, newPassword }, csrfToken: session.csrfToken });
      } catch (error) {
        // The server names the field it refuses ("newPassword: …"): the message goes there, focus with it.
        if (showRefusalAtField(form, error, fieldOrder)) return;
        throw error;
      }
      form.reset();
      void client.invalidateQueries({ queryKey: ['staff', 'listOwnSessions'] });
      return copy.password.done;
    });
  return (
    <section className={styles.section} aria-labelledby="password-heading">
      <h2 id="password-heading">{copy.password.heading}</h2>
      <p>{copy.password.text}</p>
      <StaffForm form={form} order={fieldOrder} labelledBy="password-heading" className={styles.form} onValid={change}>
        <input type="email" name="username" autoComplete="username" value={session.user.email} readOnly hidden />
        <TextField
          form={form}
          name="currentPassword"
          label={copy.password.current}
          type="password"
          autoComplete="current-password"
          required
        />
        <TextField form={form} name="newPassword" label={copy.password.next} type="password" autoComplete="new-password" required />
        <TextField form={form} name="confirm" label={copy.password.confirm} type="password" autoComplete="new-password" required />
        <SubmitButton pending={pending} pendingLabel={copy.password.pending}>
          {copy.password.submit}
        </SubmitButton>
      </StaffForm>
      <StatusMessage status={status} />
    </section>
  );
}
