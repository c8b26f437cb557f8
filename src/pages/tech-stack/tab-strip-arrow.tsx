import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ArrowButton } from '../../components/ui/scroll-controls';
import styles from './tech-stack-page.module.css';
import type { TabStripState } from './use-tab-strip';

/** A scroll arrow of the tab strip: the kit's ArrowButton, aria-disabled at its end. */
export function TabStripArrow({ direction, label, state }: { direction: 'left' | 'right'; label: string; state: TabStripState }) {
  const left = direction === 'left';
  return (
    <span className={styles.arrowSlot}>
      <ArrowButton label={label} disabled={left ? state.atStart : state.atEnd} onClick={() => state.scroll(left ? -1 : 1)}>
        {left ? <ChevronLeft aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
      </ArrowButton>
    </span>
  );
}
