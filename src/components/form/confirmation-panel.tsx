import { useEffect, useId, useRef } from 'react';
import styles from './confirmation-panel.module.css';

export type Confirmation = { reference: string; confirmationMailed: boolean };
/** The panel's facts from a submission's answer (its reference, and whether a mail confirms it), or null without a reference. */
export function confirmationOf(answer: unknown): Confirmation | null {
  if (!answer || typeof answer !== 'object') return null;
  const { reference, confirmationMailed } = answer as Record<string, unknown>;
  return typeof reference === 'string' ? { reference, confirmationMailed: confirmationMailed === true } : null;
}

export type ConfirmationCopy = {
  heading: string;
  referenceLabel: string;
  nextHeading: string;
  next: string;
  mailed: string;
};

/**
 * GOV.UK's confirmation pattern (issue 40, point 4): after a form succeeds, a panel with a heading,
 * the reference to quote, what happens next and that an e-mail was sent. Focus moves to it, so a
 * screen reader reads its heading and reference at once, and a sighted visitor sees it in view
 * rather than an emptied form. A new submission's panel replaces it (and takes focus again).
 */
export function ConfirmationPanel({ confirmation, copy }: { confirmation: Confirmation; copy: ConfirmationCopy }) {
  const panel = useRef<HTMLElement>(null);
  const headingId = useId();
  const referenceId = useId();
  useEffect(() => {
    panel.current?.focus();
  }, [confirmation]);
  return (
    <section ref={panel} tabIndex={-1} className={styles.panel} aria-labelledby={headingId} aria-describedby={referenceId}>
      <div className={styles.banner}>
        <h2 id={headingId} className={styles.heading}>
          {copy.heading}
        </h2>
        <p id={referenceId} className={styles.reference}>
          {copy.referenceLabel} <strong>{confirmation.reference}</strong>
        </p>
      </div>
      <h3 className={styles.nextHeading}>{copy.nextHeading}</h3>
      <p>{copy.next}</p>
      {confirmation.confirmationMailed && <p>{copy.mailed}</p>}
    </section>
  );
}
