import logoShapes from '../../assets/brand/logo.svg';
import styles from './logo.module.css';

type Props = {
  /** The logo's accessible name. */
  label: string;
};

const shapes = ['mark', 'chevron', 'volta', 'systems'] as const;

/**
 * The company's logo. Its shapes come from one SVG file (outlines: they draw the same in every
 * engine, scripts/tools/make-logo.mjs); each is drawn here by a <use> whose colour comes from the brand
 * tokens (logo.module.css), so that a brand change reaches it, and forced colours give it the
 * theme's own colours like the words around it.
 */
export function Logo({ label }: Props) {
  return (
    <svg className={styles.logo} viewBox="0 0 180 40" width="180" height="40" role="img" aria-label={label}>
      {shapes.map((shape) => (
        <use key={shape} href={`${logoShapes}#${shape}`} className={styles[shape]} />
      ))}
    </svg>
  );
}
