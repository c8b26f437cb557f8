import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/problem';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../contracts/calls';
import { useHydrated } from '../../hydration/use-hydrated';
import { confirmSubscriptionContent as copy } from './content';
import styles from './confirm-subscription-page.module.css';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * /confirm-subscription?token=…: the link of a double opt-in mail. The token is read once hydrated
 * (the prerendered page has no query) and sent at once: one click in the mail confirms. The answer
 * says what was confirmed; a link that has run out or was never made says so, with the way back.
 */
export function ConfirmSubscriptionPage() {
  const hydrated = useHydrated();
  const token = hydrated ? (new URLSearchParams(window.location.search).get('token') ?? '') : null;
  const valid = token !== null && tokenPattern.test(token);
  const confirmation = useQuery({
    queryKey: ['confirm-subscription', token],
    // The answer is checked by its contract, loaded with the call (zod stays out of the page's first JavaScript).
    queryFn: async () => {
      const [{ confirmedSubscription }, answer] = await Promise.all([
        import('../../contracts/subscriptions'),
        callApi(api.confirmSubscription, { body: { token: token! } }),
      ]);
      return confirmedSubscription.parse(answer);
    },
    enabled: valid,
    retry: false,
    staleTime: Infinity,
  });

  if (token === null || (valid && confirmation.isPending)) {
    return (
      <Frame>
        {/* The prerendered page and the wait have their heading too: a page is never without its h1. */}
        <h1 className={styles.heading}>{copy.confirming.heading}</h1>
        {/* As long as the answer's sentence: the page's largest paint is its first, not the answer's. */}
        <p className={styles.text}>{copy.confirming.text}</p>
        <Spinner label={copy.confirming.wait} visibleLabel />
      </Frame>
    );
  }
  if (valid && confirmation.data) {
    const { type, categories } = confirmation.data;
    return (
      <Frame>
        <h1 className={styles.heading}>{copy.confirmed.heading}</h1>
        <p className={styles.text}>{type === 'Newsletter' ? copy.confirmed.Newsletter : copy.confirmed.JobAlerts(categories.join(', '))}</p>
        <Link to={type === 'Newsletter' ? copy.links.home.to : copy.links.careers.to} className="button button-primary">
          {type === 'Newsletter' ? copy.links.home.label : copy.links.careers.label}
        </Link>
      </Frame>
    );
  }
  // A link the server does not know or that ran out (its sentence says what to do), a broken one, or a failure.
  const problem = confirmation.error instanceof ApiError ? confirmation.error.problem : undefined;
  const text = !valid ? copy.refused.missing : problem?.status === 404 ? problem.detail : copy.refused.failure;
  return (
    <Frame>
      <h1 className={styles.heading}>{copy.refused.heading}</h1>
      <p className={styles.text} role="alert">
        {text}
      </p>
      <div className={styles.links}>
        <Link to={copy.links.jobAlerts.to} className="button button-secondary">
          {copy.links.jobAlerts.label}
        </Link>
        <Link to={copy.links.home.to} className="button button-secondary">
          {copy.links.home.label}
        </Link>
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.card}>{children}</div>
    </div>
  );
}
