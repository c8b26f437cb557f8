import type { ImageAsset } from '../../assets/images';
import { Img } from '../ui/img';
import styles from './service-page.module.css';

type Props = { eyebrow: string; heading: string; paragraphs: readonly string[]; image: ImageAsset };

/** The opening of a service page: eyebrow, h1, a lead paragraph and the rest, beside the hero image. */
export function ServiceHero({ eyebrow, heading, paragraphs, image }: Props) {
  return (
    <section className={`container ${styles.hero}`}>
      <div>
        <p className="eyebrow">{eyebrow}</p>
        <h1 className={styles.heading}>{heading}</h1>
        {paragraphs.map((paragraph, index) => (
          <p key={paragraph} className={index === 0 ? styles.lead : undefined}>
            {paragraph}
          </p>
        ))}
      </div>
      <Img image={image} alt="" priority className={styles.heroImage} />
    </section>
  );
}
