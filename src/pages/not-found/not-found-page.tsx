import { Link } from 'react-router-dom';
import { notFoundImage } from '../../assets/images';
import { notFoundContent } from './content';
import styles from './not-found-page.module.css';

/** Any unknown path (spec section 2). */
export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <img className={styles.image} src={notFoundImage.src} width={notFoundImage.width} height={notFoundImage.height} alt="" />
      <div className={styles.text}>
        <p className={styles.code}>{notFoundContent.code}</p>
        <h1 className={styles.heading}>{notFoundContent.heading}</h1>
        <p className={styles.message}>{notFoundContent.message}</p>
        <p className={styles.short}>{notFoundContent.shortMessage}</p>
        <div className={styles.actions}>
          {notFoundContent.actions.map((action, index) => (
            <Link key={action.id} to={action.href} className={index === 0 ? 'button' : 'button button-secondary'}>
              {action.label}
            </Link>
          ))}
        </div>
      </div>
    </div>
  );
}
