import { Search } from 'lucide-react';
import { useRef, type InputHTMLAttributes } from 'react';
import { useTypedBeforeHydration } from '../../hydration/use-typed-before-hydration';
import fieldStyles from '../form/field.module.css';
import { cx } from './cx';
import styles from './search-field.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  id: string;
  /** The field's accessible name (the placeholder alone is not a label). */
  label: string;
  className?: string;
};

/**
 * A search box with its magnifier icon and a visually hidden label, as on the blog, careers and
 * resources: the form kit's input (field.module.css), with room for the icon.
 */
export function SearchField({ id, label, className, ...input }: Props) {
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field);
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Search aria-hidden="true" className={styles.icon} />
      <input ref={field} id={id} type="search" className={cx(fieldStyles.input, styles.input)} {...input} />
    </div>
  );
}
