import type { ReactNode } from 'react';
import { cx } from '../ui/cx';

type Props = {
  pending: boolean;
  /** The spec's label while the call is pending ('Subscribing', 'Submitting', 'Sending...'). */
  pendingLabel: string;
  children: ReactNode;
  className?: string;
};

/** A form's submit button: disabled and relabelled while its call is pending, so it cannot be sent twice. */
export function SubmitButton({ pending, pendingLabel, children, className }: Props) {
  return (
    <button type="submit" className={cx('button', className)} disabled={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
