import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { StatusMessage } from '../../../components/ui/status-message';
import { addUserBody } from '../../../contracts/staff/accounts';
import { useSignedIn } from '../../api/session';
import { failureText, staffCall, type StaffAnswer } from '../../api/staff-client';
import { DataTable, type Column } from '../../components/data-table';
import { schemaResolver, SelectField, StaffForm, TextField } from '../../components/form-kit';
import { useListState } from '../../components/list-state';
import { When } from '../../components/when';
import { useStaffAction } from '../../components/staff-action';
import { StaffPage } from '../../components/staff-page';
import { staffContent } from '../../content';
import { usersContent as copy } from './content';
import styles from '../pages.module.css';

type User = StaffAnswer<'listUsers'>['items'][number];
type Link = StaffAnswer<'addUser'>;
type AddValues = { email: string; role: User['role'] };
const pageSize = 25;

/**
 * Accounts (admin): the list (the call answers every account: a small company has few, so this page
 * searches, sorts and pages them itself), add one, disable one, or send a new set-up link (by e-mail
 * to the account itself: the admin never sees it).
 */
export function UsersPage() {
  const session = useSignedIn();
  const client = useQueryClient();
  const users = useQuery({ queryKey: ['staff', 'listUsers'], queryFn: () => staffCall('listUsers'), retry: false });
  const { state, change } = useListState('createdAt');
  const [link, setLink] = useState<Link | null>(null);
  const { status, run } = useStaffAction();

  const act = (user: User, action: 'disableUser' | 'resetUser') =>
    run(async () => {
      const answer = await staffCall(action, { id: user.id, csrfToken: session.csrfToken });
      void client.invalidateQueries({ queryKey: ['staff', 'listUsers'] });
      if (action === 'disableUser') return copy.disabled(user.email);
      setLink(answer as Link);
    });

  const matching = (users.data?.items ?? []).filter((user) => user.email.includes(state.q.toLowerCase()));
  const sorted = [...matching].sort((a, b) => {
    const key = state.sort as keyof User;
    const order = String(a[key]).localeCompare(String(b[key]));
    return state.order === 'asc' ? order : -order;
  });
  const rows = sorted.slice((state.pageNo - 1) * pageSize, state.pageNo * pageSize);

  const columns: readonly Column<User>[] = [
    { key: 'email', label: copy.columns.email, sortable: true, rowHeader: true, render: (row) => row.email },
    { key: 'role', label: copy.columns.role, sortable: true, render: (row) => row.role },
    {
      key: 'status',
      label: copy.columns.status,
      sortable: true,
      render: (row) => (
        <span className={styles.badge}>
          {copy.statuses[row.status]}
          {row.lockedUntil ? `, ${copy.locked}` : ''}
        </span>
      ),
    },
    { key: 'passkeys', label: copy.columns.passkeys, render: (row) => row.passkeys },
    {
      key: 'createdAt',
      label: copy.columns.createdAt,
      sortable: true,
      render: (row) => <When iso={row.createdAt} />,
    },
    {
      key: 'actions',
      label: copy.columns.actions,
      render: (row) =>
        row.id === session.user.id ? null : (
          <div className={styles.actions}>
            <button type="button" className="button button-secondary" onClick={() => void act(row, 'resetUser')}>
              {copy.reset(row.email)}
            </button>
            {row.status !== 'disabled' && (
              <button type="button" className="button button-secondary" onClick={() => void act(row, 'disableUser')}>
                {copy.disable(row.email)}
              </button>
            )}
          </div>
        ),
    },
  ];

  return (
    <StaffPage title={copy.title}>
      <AddUser onAdded={(added) => (setLink(added), void client.invalidateQueries({ queryKey: ['staff', 'listUsers'] }))} />
      {link && (
        <section className={styles.section} aria-labelledby="link-heading">
          <h2 id="link-heading">{copy.linkHeading}</h2>
          <p>{copy.linkText(link.mailedTo, staffContent.dateTime(link.expiresAt))}</p>
        </section>
      )}
      <StatusMessage status={status} />
      <DataTable
        caption={copy.caption}
        columns={columns}
        rows={users.data ? rows : undefined}

        total={matching.length}
        pageSize={pageSize}
        state={state}
        onChange={change}
        loading={users.isFetching}
        error={users.isError ? failureText(users.error) : null}
        searchLabel={copy.search}
      />
    </StaffPage>
  );
}

function AddUser({ onAdded }: { onAdded: (link: Link) => void }) {
  const session = useSignedIn();
  const { status, pending, run } = useStaffAction();
  const form = useForm<AddValues>({
    resolver: schemaResolver(addUserBody),
    shouldFocusError: false,
    defaultValues: { email: '', role: 'hr' },
  });
  const add = (values: AddValues) =>
    run(async () => {
      onAdded(await staffCall('addUser', { body: values, csrfToken: session.csrfToken }));
      form.reset({ email: '', role: values.role });
    });
  return (
    <section className={styles.section} aria-labelledby="add-heading">
      <h2 id="add-heading">{copy.addHeading}</h2>
      <StaffForm form={form} order={['email', 'role']} label={copy.addLabel} className={styles.form} onValid={add}>
        <div className={styles.grid}>
          <TextField form={form} name="email" label={copy.email} type="email" autoComplete="off" required />
          <SelectField form={form} name="role" label={copy.role} options={copy.roles} />
        </div>
        <SubmitButton pending={pending} pendingLabel={copy.adding}>
          {copy.add}
        </SubmitButton>
      </StaffForm>
      <StatusMessage status={status} />
    </section>
  );
}
