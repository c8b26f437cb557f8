import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/problem';
import { Spinner } from '../../components/ui/spinner';
import { useHydrated } from '../../hydration/use-hydrated';
import { paths } from '../../routes/paths';
import { applicationStatusContent as copy } from './content';
import { statusQuery } from './query';
import { StatusView } from './status-view';
import styles from './application-status-page.module.css';

/**
 * The applicant's private status page (issue 40, point 5), opened from the link in their
 * acknowledgement mail: `?token=` names the application. The query is read once hydrated, so that
 * hydration matches the prerendered page, which says what the page is for as the page without a
 * link does (nothing moves when it hydrates). The token goes to the API
 * in a POST body only (the server logs paths, never bodies) and to no one else.
 */
export function ApplicationStatusPage() {
  const token = useHydrated() ? readToken() : undefined;
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.card}>
        <h1 className={styles.heading}>{copy.heading}</h1>
        {token ? <Application token={token} /> : <BadLink text={copy.noLink} />}
      </div>
    </div>
  );
}

function Application({ token }: { token: string }) {
  const query = useQuery(statusQuery(token));
  if (query.isPending) return <Spinner label={copy.loading} visibleLabel className={styles.loading} />;
  if (query.isSuccess) return <StatusView status={query.data} token={token} />;
  const status = query.error instanceof ApiError ? query.error.problem.status : undefined;
  if (status === 404 || status === 400) {
    return (
      <BadLink heading={copy.notFound.heading} text={copy.notFound.text}>
        <p>
          {copy.notFound.askUs} <a href={`mailto:${copy.notFound.email}`}>{copy.notFound.email}</a>.
        </p>
      </BadLink>
    );
  }
  return (
    <div className={styles.section}>
      <p role="alert">{copy.failure.text}</p>
      <button type="button" className="button" onClick={() => void query.refetch()}>
        {copy.failure.retry}
      </button>
    </div>
  );
}

/** No link, or one that opens nothing: what to do, and the way to the open positions. */
function BadLink({ heading, text, children }: { heading?: string; text: string; children?: ReactNode }) {
  return (
    <div className={styles.section}>
      {heading && <h2>{heading}</h2>}
      <p>{text}</p>
      {children}
      <Link to={paths.careers} className="button">
        {copy.careersLink}
      </Link>
    </div>
  );
}

/** The token of the link: undefined before hydration, '' when the address has none. */
function readToken(): string {
  return new URLSearchParams(window.location.search).get('token')?.trim() ?? '';
}
