import { ArrowLeft, ImageIcon } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cx } from '../../components/ui/cx';
import { paths } from '../../routes/paths';
import lists from '../../styles/lists.module.css';
import { galleryContent as content } from './content';
import styles from './gallery-page.module.css';

/**
 * The gallery placeholder. Back returns to the previous page of this site; when the visitor
 * arrived here directly (React Router's first entry has the key 'default') it goes home instead
 * of leaving the site (docs/decisions/153-gallery-back.md).
 */
export function GalleryPage() {
  const navigate = useNavigate();
  const { key } = useLocation();

  const goBack = () => {
    if (key !== 'default') void navigate(-1);
    else void navigate(paths.home);
  };

  return (
    <div className={`container ${styles.page}`}>
      <button type="button" className={styles.back} onClick={goBack}>
        <ArrowLeft aria-hidden="true" className={styles.icon} />
        {content.backLabel}
      </button>
      <h1 className={styles.heading}>{content.heading}</h1>
      <p className={styles.intro}>{content.intro}</p>
      <ul className={cx(lists.columns, styles.grid)} aria-label={content.placeholdersLabel}>
        {content.placeholders.map((placeholder) => (
          <li key={placeholder.id} className={styles.block}>
            <ImageIcon aria-hidden="true" className={styles.blockIcon} />
            <span>{placeholder.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
