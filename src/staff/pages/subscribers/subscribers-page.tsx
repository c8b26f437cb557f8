import { Download } from 'lucide-react';
import type { Column } from '../../components/data-table';
import { StaffListPage } from '../../components/staff-list-page';
import { When } from '../../components/when';
import type { MouseEvent } from 'react';
import { useSignedIn } from '../../api/session';
import { confirmationDue, confirmIdentity, staffFileHref, type StaffAnswer } from '../../api/staff-client';
import { subscribersContent as copy } from './content';
import styles from '../pages.module.css';

type Subscriber = StaffAnswer<'listSubscribers'>['items'][number];

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

const columns: readonly Column<Subscriber>[] = [
  { key: 'email', label: copy.columns.email, sortable: true, rowHeader: true, render: (row) => row.email },
  {
    key: 'type',
    label: copy.columns.type,
    sortable: true,
    render: (row) => (
      <>
        {labelOf(copy.types, row.type)}{' '}
        {row.categories && row.categories.length > 0 && <span className={styles.detail}>{copy.categories(row.categories)}</span>}
      </>
    ),
  },
  {
    key: 'status',
    label: copy.columns.status,
    sortable: true,
    render: (row) => <span className={styles.badge}>{labelOf(copy.statuses, row.status)}</span>,
  },
  {
    key: 'confirmedAt',
    label: copy.columns.confirmedAt,
    // A lead left for the sales team is never asked to confirm: only the newsletter and job alerts are mailed.
    render: (row) => (row.confirmedAt ? <When iso={row.confirmedAt} /> : row.type === 'contactACS' ? copy.notAsked : copy.notConfirmed),
  },
  {
    key: 'createdAt',
    label: copy.columns.createdAt,
    sortable: true,
    render: (row) => <When iso={row.createdAt} />,
  },
  {
    key: 'updatedAt',
    label: copy.columns.updatedAt,
    sortable: true,
    render: (row) => <When iso={row.updatedAt} />,
  },
];

/** Subscribers, filtered by list and status, and their export as CSV (downloaded, with the same filters). */
export function SubscribersPage() {
  return (
    <StaffListPage
      call="listSubscribers"
      defaultSort="createdAt"
      copy={copy}
      columns={columns}
      intro={<p id="export-hint">{copy.exportHint}</p>}
      selects={[
        { name: 'type', label: copy.filters.type, options: copy.types },
        { name: 'status', label: copy.filters.status, options: copy.statuses },
      ]}
      actions={(state) => <ExportLink href={staffFileHref('exportSubscribers', { query: { q: state.q, ...state.filters } as never })} />}
    />
  );
}

/** The export, a download: a sensitive call, so an old sign-in is confirmed first (the dialog), then the file comes. */
function ExportLink({ href }: { href: string }) {
  const session = useSignedIn();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!confirmationDue(session.confirmedUntil)) return;
    event.preventDefault();
    // Cancelled: nothing is exported, and the dialog said so.
    confirmIdentity().then(
      () => window.location.assign(href),
      () => undefined,
    );
  };
  return (
    <a href={href} download className="button" aria-describedby="export-hint" onClick={follow}>
      <Download aria-hidden="true" width="1em" height="1em" />
      {copy.export}
    </a>
  );
}
