import type { ReactNode } from 'react';
import type { ImageAsset } from '../../assets/images';
import { Img } from '../ui/img';
import styles from './page-hero.module.css';

type Props = { heading: string; lead: string; image: ImageAsset; children?: ReactNode };

/** The opening of a page: its h1, a lead line, optional actions, and the (never lazy) hero image. */
export function PageHero({ heading, lead, image, children }: Props) {
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div>
          <h1 className={styles.heading}>{heading}</h1>
          <p className={styles.lead}>{lead}</p>
          {children}
        </div>
        <Img image={image} alt="" priority className={styles.image} />
      </div>
    </header>
  );
}
