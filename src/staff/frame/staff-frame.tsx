import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { roleAreas } from '../../contracts/staff/roles';
import type { StaffSession } from '../../contracts/staff/session';
import { failureText, staffCall } from '../api/staff-client';
import { staffContent } from '../content';
import { areaPaths, staffPaths } from '../staff-paths';
import { ConfirmIdentity } from './confirm-identity';
import styles from './staff-frame.module.css';

const copy = staffContent;

/**
 * The staff pages' frame: a skip link, a banner with the area's name, the navigation of the role's
 * areas only, the account's sign-out buttons, and the page in `main` (for an admin without a second
 * factor, after a notice of where to set one up); and the dialog that confirms it is you.
 */
export function StaffFrame({ session, children }: { session?: StaffSession; children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        {copy.skipLink}
      </a>
      <header className={styles.banner}>
        <div className={`container ${styles.bar}`}>
          <p className={styles.name}>{copy.appName}</p>
          {session && <Account session={session} />}
        </div>
        {session && (
          <nav aria-label={copy.nav.label} className={styles.nav}>
            <ul className={`container ${styles.links}`}>
              {roleAreas[session.user.role].map((area) => (
                <li key={area}>
                  <NavLink to={areaPaths[area]} className={styles.link}>
                    {copy.nav.areas[area]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main id="main" tabIndex={-1} className="container">
        {session?.user.role === 'admin' && !session.secondFactor && (
          <div className={styles.notice}>
            <p>{copy.secondFactor.notice}</p>
            <Link to={staffPaths.account}>{copy.secondFactor.link}</Link>
          </div>
        )}
        {children}
      </main>
      {session && <ConfirmIdentity session={session} />}
    </>
  );
}

function Account({ session }: { session: StaffSession }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = async (everywhere: boolean) => {
    setPending(true);
    setError(null);
    try {
      await staffCall(everywhere ? 'signOutEverywhere' : 'signOut', { csrfToken: session.csrfToken });
      // A new page load: nothing the session showed stays in memory.
      window.location.assign(`${staffPaths.signIn}?signed-out=${everywhere ? 'everywhere' : 'here'}`);
    } catch (failure) {
      setError(failureText(failure));
      setPending(false);
    }
  };
  return (
    <div className={styles.account} role="group" aria-label={copy.account.label}>
      <p className={styles.who}>{copy.account.signedInAs(session.user.email, session.user.role)}</p>
      <NavLink to={staffPaths.account} className="button button-secondary">
        {copy.account.yourAccount}
      </NavLink>
      <button type="button" className="button button-secondary" disabled={pending} onClick={() => void signOut(false)}>
        {copy.account.signOut}
      </button>
      <button type="button" className="button button-secondary" disabled={pending} onClick={() => void signOut(true)}>
        {copy.account.signOutEverywhere}
      </button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
