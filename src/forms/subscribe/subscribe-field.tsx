import { useRef } from 'react';
import { Field } from '../../components/form/field';
import { SubmitButton } from '../../components/form/submit-button';
import { useTypedBeforeHydration } from '../../hooks/use-typed-before-hydration';
import type { useSubscribeForm } from './use-subscribe-form';

type Props = {
  form: Pick<ReturnType<typeof useSubscribeForm>, 'email' | 'onChange' | 'error' | 'pending'>;
  copy: { inputLabel: string; placeholder: string; button: string; pending: string };
  /** The look of the form it sits in: the row, the input and the error line. */
  classes: { row?: string; input?: string; error?: string };
  /** True where the field has no wrapper of its own in the layout. */
  unstyled?: boolean;
};

/** The one field and button of a subscribe form, the label read by assistive technology only. */
export function SubscribeField({ form, copy, classes, unstyled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input);
  return (
    <Field label={copy.inputLabel} hideLabel error={form.error} unstyled={unstyled} errorClassName={classes.error}>
      {(control) => (
        <div className={classes.row}>
          <input
            {...control}
            ref={input}
            type="email"
            autoComplete="email"
            placeholder={copy.placeholder}
            className={classes.input}
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
