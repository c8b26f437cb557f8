import { useEffect, useRef } from 'react';
import { newsletterContent } from './content';
import panels from '../../components/panels.module.css';
import styles from './newsletter.module.css';

const copy = newsletterContent.dialog;

/**
 * The last step before an issue goes out: a modal dialog that names the subject and how many it goes
 * to, and that it is sent once. Focus starts on Cancel, the choice that changes nothing; Escape
 * cancels too, and the browser gives focus back to the button that opened it.
 */
export function SendDialog({
  subject,
  recipients,
  open,
  onConfirm,
  onCancel,
}: {
  subject: string;
  recipients: number;
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open && !dialog.current?.open) {
      dialog.current?.showModal();
      cancel.current?.focus();
    }
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={panels.dialog}
      aria-labelledby="send-heading"
      aria-describedby="send-text"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <>
          <h2 id="send-heading" className={panels.dialogHeading}>
            {copy.heading(recipients)}
          </h2>
          <p id="send-text">{copy.text(subject, recipients)}</p>
          <div className={styles.dialogActions}>
            <button type="button" className="button" onClick={onConfirm}>
              {copy.confirm(recipients)}
            </button>
            <button ref={cancel} type="button" className="button button-secondary" onClick={onCancel}>
              {copy.cancel}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
