import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { SubmitButton } from '../../../components/form/submit-button';
import { StatusMessage } from '../../../components/ui/status-message';
import { changePasswordBody } from '../../../contracts/staff/session';
import { ApiError } from '../../../api/problem';
import { useSignedIn } from '../../api/session';
import { failureText, staffCall } from '../../api/staff-client';
import { schemaResolver, StaffForm, TextField } from '../../components/form-kit';
import { useStaffAction } from '../../components/staff-action';
import { StaffPage } from '../../components/staff-page';
import { When } from '../../components/when';
import table from '../../components/data-table.module.css';
import { accountContent as copy } from './content';
import { deviceName } from './device-name';
import styles from '../pages.module.css';

/** The signed-in account's own page (issue 39, points 1 and 4): its password, and the sessions it may end. */
export function AccountPage() {
  return (
    <StaffPage title={copy.title}>
      <ChangePassword />
      <Sessions />
    </StaffPage>
  );
}

type PasswordValues = { currentPassword: string; newPassword: string; confirm: string };
const passwordForm = z
  .extend(changePasswordBody, { confirm: z.string() })
  .check(z.refine((values) => values.newPassword === values.confirm, { message: copy.password.mismatch, path: ['confirm'] }));
const fieldOrder = ['currentPassword', 'newPassword', 'confirm'] as const;

function ChangePassword() {
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
        const [field, message] = error instanceof ApiError ? error.problem.detail.split(/: (.*)/s) : [];
        const name = fieldOrder.find((candidate) => candidate === field);
        if (!name || !message) throw error;
        form.setError(name, { message }, { shouldFocus: true });
        return;
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

function Sessions() {
  const session = useSignedIn();
  const client = useQueryClient();
  const sessions = useQuery({ queryKey: ['staff', 'listOwnSessions'], queryFn: () => staffCall('listOwnSessions'), retry: false });
  const { status, run } = useStaffAction();
  const end = (handle: string) =>
    run(async () => {
      await staffCall('endOwnSession', { body: { handle }, csrfToken: session.csrfToken });
      await client.invalidateQueries({ queryKey: ['staff', 'listOwnSessions'] });
      return copy.sessions.ended;
    });
  const { columns } = copy.sessions;
  return (
    <section className={styles.section} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{copy.sessions.heading}</h2>
      <p>{copy.sessions.text}</p>
      {sessions.isError && <p role="alert">{failureText(sessions.error)}</p>}
      {sessions.data && (
        // A scroll box on a narrow screen: focusable, so that a keyboard can scroll it (as DataTable's).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={table.scroller} tabIndex={0} role="region" aria-label={copy.sessions.caption}>
          <table className={table.table}>
            <caption className="visually-hidden">{copy.sessions.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{columns.device}</th>
                <th scope="col">{columns.address}</th>
                <th scope="col">{columns.createdAt}</th>
                <th scope="col">{columns.lastSeenAt}</th>
                <th scope="col">{columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {sessions.data.items.map((item) => (
                <tr key={item.handle}>
                  <th scope="row" id={`session-${item.handle}`} title={item.device}>
                    {deviceName(item.device)}
                  </th>
                  <td>{item.address}</td>
                  <td>
                    <When iso={item.createdAt} />
                  </td>
                  <td>
                    <When iso={item.lastSeenAt} />
                  </td>
                  <td>
                    {item.current ? (
                      copy.sessions.current
                    ) : (
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-describedby={`session-${item.handle}`}
                        onClick={() => void end(item.handle)}
                      >
                        {copy.sessions.end}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <StatusMessage status={status} />
    </section>
  );
}
