import type { ComponentProps, FormEventHandler } from 'react';
import { cx } from './cx';
import { SearchField } from './search-field';
import styles from './search-form.module.css';

type Props = Omit<ComponentProps<typeof SearchField>, 'className' | 'onSubmit'> & {
  buttonLabel: string;
  /** The room above the form, where it sits. */
  className?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
};

/** A search box and its Search button, as a search landmark: the resources page's, under its hero's lead. */
export function SearchForm({ buttonLabel, className, onSubmit, ...field }: Props) {
  return (
    <form role="search" className={cx(styles.form, className)} onSubmit={onSubmit}>
      <SearchField {...field} className={styles.field} />
      <button type="submit" className="button">
        {buttonLabel}
      </button>
    </form>
  );
}
