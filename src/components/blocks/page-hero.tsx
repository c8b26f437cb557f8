import type { ReactNode } from 'react';
import type { ImageAsset } from '../../assets/images';
import { cx } from '../ui/cx';
import { Img } from '../ui/img';
import styles from './page-hero.module.css';

type Props = {
  heading: string;
  eyebrow?: string;
  lead?: string;
  /** Paragraphs after the lead, in body size. */
  paragraphs?: readonly string[];
  /** The hero image beside the text; it is the largest paint, so it is never lazy. */
  image?: ImageAsset;
  /** Something other than an image beside the text (animated words, a carousel); wins over `image`. */
  aside?: ReactNode;
  /** Above the eyebrow, such as a back link. */
  above?: ReactNode;
  /** Centred pages have no aside and put their tool (search, logos) under the lead. */
  align?: 'start' | 'center';
  /** Actions or a tool under the text. */
  children?: ReactNode;
};

/** The opening of a page: eyebrow, h1, lead and more, then actions, beside an image or another aside. */
export function PageHero({ heading, eyebrow, lead, paragraphs = [], image, aside, above, align = 'start', children }: Props) {
  const side = aside ?? (image ? <Img image={image} alt="" priority className={styles.image} /> : null);
  return (
    <header className={cx(styles.hero, side !== null && styles.withAside, align === 'center' && styles.centered)}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          {above}
          {eyebrow && <p className={`eyebrow ${styles.eyebrow}`}>{eyebrow}</p>}
          <h1 className={styles.heading}>{heading}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {children}
        </div>
        {side}
      </div>
    </header>
  );
}
