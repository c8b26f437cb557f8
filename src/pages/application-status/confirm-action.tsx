import { useEffect, useId, useRef, useState } from 'react';
import { newSubmissionKey } from '../../components/form/submission-key';
import styles from './application-status-page.module.css';

export type ConfirmCopy = { button: string; question: string; confirm: string; cancel: string; pending: string; failure: string };

/**
 * A change the applicant cannot undo, asked twice (GOV.UK's pattern, in the page rather than a modal):
 * the button shows a question with "yes" and "no"; focus moves to the question, and back to the
 * button on "no". While the call is pending the "yes" button keeps focus and ignores clicks. A
 * failure is an alert beside the buttons, and "yes" again sends the same Idempotency-Key.
 */
export function ConfirmAction({ copy, send }: { copy: ConfirmCopy; send: (idempotencyKey: string) => Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const key = useRef<string | null>(null);
  const start = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const questionId = useId();
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    (asking ? question : start).current?.focus();
  }, [asking]);

  const ask = (value: boolean) => {
    moved.current = true;
    setFailed(false);
    setAsking(value);
  };

  const confirm = async () => {
    if (pending) return;
    setPending(true);
    setFailed(false);
    key.current ??= newSubmissionKey();
    try {
      await send(key.current);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  if (!asking) {
    return (
      <button ref={start} type="button" className="button button-secondary" onClick={() => ask(true)}>
        {copy.button}
      </button>
    );
  }
  return (
    <div className={styles.confirm}>
      <p ref={question} id={questionId} tabIndex={-1} className={styles.question}>
        {copy.question}
      </p>
      <div className={styles.buttons}>
        <button type="button" className="button" aria-describedby={questionId} aria-disabled={pending} onClick={() => void confirm()}>
          {pending ? copy.pending : copy.confirm}
        </button>
        <button type="button" className="button button-secondary" onClick={() => ask(false)} disabled={pending}>
          {copy.cancel}
        </button>
      </div>
      {failed && (
        <p role="alert" className={styles.failure}>
          {copy.failure}
        </p>
      )}
    </div>
  );
}
