import { useRef } from 'react';
import { Field } from '../../components/form/field';
import { SubmitButton } from '../../components/form/submit-button';
import { cx } from '../../components/ui/cx';
import { useTypedBeforeHydration } from '../../hydration/use-typed-before-hydration';
import styles from './subscribe-field.module.css';
import type { useSubscribeForm } from './use-subscribe-form';

type Props = {
  form: Pick<ReturnType<typeof useSubscribeForm>, 'email' | 'onChange' | 'error' | 'pending'>;
  copy: { inputLabel: string; placeholder: string; button: string; pending: string };
  /** What the form it sits in adds to the field's look: to the row, the input and the error line. */
  classes: { row?: string; input?: string; error?: string };
  /** True where the field has no wrapper of its own in the layout. */
  unstyled?: boolean;
};

/** The one field and button of a subscribe form, the label read by assistive technology only. */
export function SubscribeField({ form, copy, classes, unstyled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input);
  return (
    <Field label={copy.inputLabel} hideLabel error={form.error} unstyled={unstyled} errorClassName={cx(styles.error, classes.error)}>
      {(control) => (
        <div className={cx(styles.row, classes.row)}>
          <input
            {...control}
            ref={input}
            type="email"
            autoComplete="email"
            placeholder={copy.placeholder}
            className={cx(styles.input, classes.input)}
            name="email"
            value={form.email}
            onChange={form.onChange}
          />
          <SubmitButton pending={form.pending} pendingLabel={copy.pending}>
            {copy.button}
          </SubmitButton>
        </div>
      )}
    </Field>
  );
}
