import { useId, type ReactNode } from 'react';
import { cx } from '../ui/cx';
import styles from './field.module.css';

/** What a field's control needs to be labelled, described and marked invalid. */
export type ControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  'aria-describedby'?: string;
};

type Props = {
  label: ReactNode;
  /** The label is read by assistive technology only (one-field forms whose placeholder and button say it). */
  hideLabel?: boolean;
  /** Marks the control required; `requiredMark` is the visible sign, hidden from assistive technology. */
  required?: boolean;
  requiredMark?: string;
  hint?: ReactNode;
  /** The hint is read by assistive technology only (e.g. the currency a prefix shows). */
  hideHint?: boolean;
  error?: string | null;
  /** Ids of further descriptions the control renders itself (e.g. the chosen file). */
  describedBy?: string;
  /** Added to the field's own layout class, or replacing it when `unstyled`. */
  className?: string;
  unstyled?: boolean;
  /** Replaces the error's own look (the one-field forms on a dark background). */
  errorClassName?: string;
  children: (control: ControlProps, ids: { label: string }) => ReactNode;
};

/**
 * One labelled form field: the label, an optional hint, the control (rendered by the caller with the
 * props it is given) and the error, wired in one place: `aria-invalid` while there is an error,
 * `aria-describedby` naming the hint and the error, and the error announced as an alert when it
 * appears (focus may stay in the field, as in a one-field form submitted with Enter).
 */
export function Field({
  label,
  hideLabel,
  required,
  requiredMark,
  hint,
  hideHint,
  error,
  describedBy,
  className,
  unstyled,
  errorClassName,
  children,
}: Props) {
  const id = useId();
  const ids = { control: `${id}-control`, label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` };
  const describedByIds = cx(hint ? ids.hint : null, error ? ids.error : null, describedBy);
  const control: ControlProps = {
    id: ids.control,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedByIds || undefined,
  };

  return (
    <div className={unstyled ? className : cx(styles.field, className)}>
      <label id={ids.label} htmlFor={ids.control} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required && requiredMark && (
          <span aria-hidden="true" className={styles.required}>
            {' '}
            {requiredMark}
          </span>
        )}
      </label>
      {children(control, { label: ids.label })}
      {hint && (
        <p id={ids.hint} className={hideHint ? 'visually-hidden' : styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} role="alert" className={errorClassName ?? styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
