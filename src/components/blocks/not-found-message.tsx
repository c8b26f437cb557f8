import { Link } from 'react-router-dom';
import { notFoundImage } from '../../assets/not-found-image';
import { notFoundContent } from '../../content/not-found';
import { Img } from '../ui/img';
import styles from './not-found-message.module.css';

/**
 * The not-found page's content (spec section 2): shown for an unknown path, and by the pages whose
 * record is not in the store when the app navigates to one (a job or article id that does not exist).
 */
export function NotFoundMessage() {
  return (
    <div className={styles.page}>
      <Img image={notFoundImage} alt="" priority className={styles.image} />
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
