import type { ComponentType } from 'react';
import cardShapes from '../../styles/cards.module.css';
import lists from '../../styles/lists.module.css';
import { cx } from '../ui/cx';
import styles from './service-page.module.css';

type FeatureCard = { id: string; title: string; description: string; Icon: ComponentType };

type Props = {
  /** The id of the section heading, which names the section. */
  headingId: string;
  heading: string;
  cards: readonly FeatureCard[];
  /** Shows 01, 02, … beside each icon (decorative: the list already says the position). */
  numbered?: boolean;
  /** Three cards sit in one row from 768 px; six go two a row there and three from 1024 px. */
  columns: 'three' | 'two-then-three';
};

/** A tinted band with a heading and a list of icon cards, as on the service pages. */
export function FeatureCards({ headingId, heading, cards, numbered = false, columns }: Props) {
  const columnsClass = columns === 'three' ? styles.threeColumns : styles.twoThenThreeColumns;
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <div className="container section">
        <h2 id={headingId} className={`section-heading ${styles.blockHeading}`}>
          {heading}
        </h2>
        <ul className={cx(lists.columns, styles.cards, columnsClass)}>
          {cards.map(({ id, title, description, Icon }, index) => {
            const icon = (
              <span className={styles.icon} aria-hidden="true">
                <Icon />
              </span>
            );
            return (
              <li key={id} className={cx(cardShapes.panel, styles.card)}>
                {numbered ? (
                  <span className={styles.cardTop}>
                    {icon}
                    <span className={styles.number} aria-hidden="true">
                      {String(index + 1).padStart(2, '0')}
                    </span>
                  </span>
                ) : (
                  icon
                )}
                <h3 className={styles.cardTitle}>{title}</h3>
                <p className={styles.cardText}>{description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
