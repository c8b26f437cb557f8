import { useQuery, useQueryClient } from '@tanstack/react-query';
import { StatusMessage } from '../../../components/ui/status-message';
import { useSignedIn } from '../../api/session';
import { failureText, staffCall } from '../../api/staff-client';
import { useStaffAction } from '../../components/staff-action';
import { When } from '../../components/when';
import table from '../../components/data-table.module.css';
import { accountContent as copy } from './content';
import { deviceName } from './device-name';
import styles from '../pages.module.css';

/** The account's sessions, each but this one with "End this session" (issue 39, point 4). */
export function SessionsSection() {
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
