import styles from './page-placeholder.module.css';

/** A page that so far holds only its heading inside the frame (filled by the page's own issue). */
export function PagePlaceholder({ heading }: { heading: string }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
    </div>
  );
}
