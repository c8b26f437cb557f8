import { quoteMarkImage } from '../../assets/images';
import { Img } from '../ui/img';
import styles from './quote-block.module.css';

type Props = { text: string; author: string; title: string };

/** A pull quote (the managing director's, on several pages). */
export function QuoteBlock({ text, author, title }: Props) {
  return (
    <figure className={styles.quote}>
      {/* Far below the first view wherever the quote is: the mark joins once the page has hydrated, in a slot of its size. */}
      <span className={styles.markSlot}>
        <Img image={quoteMarkImage} alt="" className={styles.mark} deferred />
      </span>
      <blockquote className={styles.text}>
        <p>{text}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.author}>{author}</span>
        <span className={styles.title}>{title}</span>
      </figcaption>
    </figure>
  );
}
