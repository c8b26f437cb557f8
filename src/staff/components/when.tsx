import { staffContent } from '../content';
import styles from './when.module.css';

/**
 * A moment as the staff pages show it (Accra's time). It differs from run to run, so the screenshots
 * mask it ([data-volatile]); its box is as wide whatever the date, so that the mask covers the same pixels.
 */
export function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} data-volatile className={styles.when}>
      {staffContent.dateTime(iso)}
    </time>
  );
}
