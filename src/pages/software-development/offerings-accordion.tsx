import { useState } from 'react';
import { Accordion } from '../../components/ui/accordion';
import { textItem } from '../../components/ui/accordion-text';
import { cx } from '../../components/ui/cx';
import chosen from '../../styles/chosen.module.css';
import lists from '../../styles/lists.module.css';
import { softwareDevelopmentContent } from './content';
import styles from './offerings-accordion.module.css';

const { offerings } = softwareDevelopmentContent;

/**
 * The four offerings: a single, controlled accordion (first open initially; clicking the open one
 * closes it) and a side list that selects the same item. Side list buttons mark the open item with
 * aria-current; choosing one opens it (choosing the open one keeps it open: a list selects, it does not toggle).
 */
export function OfferingsAccordion() {
  const [open, setOpen] = useState<string>(offerings.items[0]?.id ?? '');

  const items = offerings.items.map((item) => textItem(item, lists.bullets));

  return (
    <div className={styles.layout}>
      <div role="group" className={styles.side} aria-label={offerings.sideListLabel}>
        <ul className={cx(lists.chips, styles.sideList)}>
          {offerings.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={cx(chosen.chosen, styles.sideButton)}
                aria-current={open === item.id ? 'true' : undefined}
                onClick={() => setOpen(item.id)}
              >
                <span className={styles.sideNumber}>{item.number}</span>
                {item.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <Accordion mode="single" value={open} onValueChange={setOpen} items={items} headingLevel={3} className={styles.accordion} />
    </div>
  );
}
