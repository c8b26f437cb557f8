import type { ReactNode } from 'react';
import { useHydrated } from '../../hydration/use-hydrated';
import { cx } from '../ui/cx';

type Props = {
  pending: boolean;
  /** The spec's label while the call is pending ('Subscribing', 'Submitting', 'Sending...'). */
  pendingLabel: string;
  children: ReactNode;
  className?: string;
};

/**
 * A form's submit button: disabled and relabelled while its call is pending, so it cannot be sent
 * twice. Disabled too until the form has hydrated: the page is shown before its code runs, and a
 * form with a disabled submit button is not sent by the browser itself (Enter in a field included),
 * which would put what was typed in the address.
 */
export function SubmitButton({ pending, pendingLabel, children, className }: Props) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={cx('button', className)} disabled={pending || !hydrated}>
      {pending ? pendingLabel : children}
    </button>
  );
}
