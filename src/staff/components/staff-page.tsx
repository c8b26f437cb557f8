import { Plus } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { staffContent } from '../content';
import styles from './staff-page.module.css';

let firstPage = true;

/**
 * A staff page's title and heading: the tab's title says the page, and after a navigation focus moves
 * to the page's h1, so that a screen reader announces where the user arrived (the public frame does the same).
 */
export function StaffPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = staffContent.title(title);
  }, [title]);
  useEffect(() => {
    if (firstPage) firstPage = false;
    else heading.current?.focus();
  }, []);
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </div>
  );
}

/** A list page's action that opens the form for a new record (a vacancy, an article). */
export function NewRecordLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="button">
      <Plus aria-hidden="true" width="1em" height="1em" />
      {label}
    </Link>
  );
}
