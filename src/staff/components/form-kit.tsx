import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Field } from '../../components/form/field';
import fieldStyles from '../../components/form/field.module.css';
import { cx } from '../../components/ui/cx';
import { ApiError } from '../../api/problem';
import styles from './form-kit.module.css';

/**
 * A react-hook-form resolver from a contract's zod schema: the values the schema makes when they pass,
 * else the first message of each field (by the issue's path, "points.0.pointTitle" included).
 */
export function schemaResolver<Values extends FieldValues>(schema: z.ZodMiniType): Resolver<Values> {
  return (raw) => {
    const result = schema.safeParse(raw);
    if (result.success) return { values: result.data as Values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      errors[name] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: nest(errors) as FieldErrors<Values> };
  };
}

/** "points.0.pointTitle" → { points: [{ pointTitle }] }, as react-hook-form reads its errors. */
function nest(flat: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = root;
    keys.slice(0, -1).forEach((key) => (node = (node[key] ??= {}) as Record<string, unknown>));
    node[keys.at(-1) || 'root'] = error;
  }
  return root;
}

/** Moves focus to the first field with an error once the errors are rendered (as the public forms do). */
function useFocusFirstError<Values extends FieldValues>(form: UseFormReturn<Values>, order: readonly Path<Values>[]) {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    const first = order.find((name) => form.getFieldState(name, form.formState).error);
    if (!first) return;
    pending.current = false;
    form.setFocus(first);
  });
  return () => {
    pending.current = true;
  };
}

type TextFieldProps<Values extends FieldValues> = {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  label: ReactNode;
  hint?: ReactNode;
  multiline?: number;
  required?: boolean;
  className?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode'>;

/** One labelled text field of a staff form, wired to the form and its error (the site's Field). */
export function TextField<Values extends FieldValues>({
  form,
  name,
  label,
  hint,
  multiline,
  required,
  className,
  ...input
}: TextFieldProps<Values>) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field label={label} hint={hint} error={error} required={required} requiredMark="*" className={className}>
      {(control) => {
        const props = { ...control, className: cx(fieldStyles.input, multiline ? styles.textarea : null), ...form.register(name) };
        return multiline ? <textarea rows={multiline} {...props} /> : <input type="text" {...props} {...input} />;
      }}
    </Field>
  );
}

type Option = { value: string; label: string };

/**
 * A required select of a staff form, registered with the form: its options (a plain string is its
 * own label), a first empty choice that says what to do, and what else a change does.
 */
export function SelectField<Values extends FieldValues>({
  form,
  name,
  label,
  options,
  placeholder,
  onChange,
}: {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  label: string;
  options: readonly (string | Option)[];
  placeholder?: string;
  onChange?: () => void;
}) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field label={label} error={error} required requiredMark="*">
      {(control) => (
        <select {...control} className={fieldStyles.input} {...form.register(name, onChange ? { onChange } : {})}>
          {placeholder && <option value="">{placeholder}</option>}
          {options
            .map((option) => (typeof option === 'string' ? { value: option, label: option } : option))
            .map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A staff form: named for assistive technology, checked by its schema rather than the browser's
 * bubbles (noValidate), and on a refusal focus goes to the first field in error, in `order`.
 */
export function StaffForm<Values extends FieldValues>({
  form,
  order,
  label,
  labelledBy,
  className,
  onValid,
  children,
}: {
  form: UseFormReturn<Values>;
  order: readonly Path<Values>[];
  /** Its accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  className?: string;
  onValid: (values: Values) => unknown;
  children: ReactNode;
}) {
  const focusFirstError = useFocusFirstError(form, order);
  return (
    <form
      aria-label={label}
      aria-labelledby={labelledBy}
      noValidate
      className={className}
      onSubmit={(event) => void form.handleSubmit(onValid, focusFirstError)(event)}
    >
      {children}
    </form>
  );
}

/**
 * A refusal the server addressed to one field ("newPassword: …"): its message goes under that field,
 * with focus. Answers whether it did; any other failure is the caller's to show.
 */
export function showRefusalAtField<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  error: unknown,
  fields: readonly Path<Values>[],
) {
  const [field, message] = error instanceof ApiError ? error.problem.detail.split(/: (.*)/s) : [];
  const name = fields.find((candidate) => candidate === field);
  if (!name || !message) return false;
  form.setError(name, { message }, { shouldFocus: true });
  return true;
}
