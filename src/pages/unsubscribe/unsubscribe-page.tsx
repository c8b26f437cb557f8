import { sadMailImage } from '../../assets/images';
import { UnsubscribeForm } from '../../forms/unsubscribe/unsubscribe-form';
import { unsubscribeContent as content } from './content';
import styles from './unsubscribe-page.module.css';

/** Newsletter unsubscribe: the apology, the thank-you and the form (spec section 2, design brief section 9). */
export function UnsubscribePage() {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.card}>
        <img
          src={sadMailImage.src}
          width={sadMailImage.width}
          height={sadMailImage.height}
          alt={content.illustrationAlt}
          fetchPriority="high"
          className={styles.image}
        />
        <h1 className={styles.heading}>{content.heading}</h1>
        <p className={styles.text}>{content.thankYouText}</p>
        <UnsubscribeForm />
      </div>
    </div>
  );
}
