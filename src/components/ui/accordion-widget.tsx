import * as RadixAccordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useHydrated } from '../../hydration/use-hydrated';
import { useMotionKit } from '../../motion/motion-root';
import { cx } from './cx';
import styles from './accordion.module.css';

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode; number?: string };

type Common = {
  items: readonly AccordionItem[];
  /** Heading level of each item's button (an accordion header is a heading). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

type SingleProps = Common & {
  mode: 'single';
  /** The open item (controlled), '' for none. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

type MultipleProps = Common & {
  mode: 'multiple';
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
};

/**
 * Radix accordion with the site's look. `single`: one item open or none (clicking the open one
 * closes it). `multiple`: several may be open. Enter/Space toggle, arrows move between headers.
 * Panels open and close with a height animation once the animation kit has loaded, at once before.
 * Pages use it as an island (accordion.tsx); its items are disabled until it has hydrated, and its
 * root is marked `data-enhanced` from then on.
 */
export function AccordionWidget(props: SingleProps | MultipleProps) {
  const { items, headingLevel = 3, className } = props;
  const hydrated = useHydrated();
  const enhanced = hydrated ? 'true' : undefined;
  const Heading = `h${headingLevel}` as const;
  // With the animation kit, closed panels stay mounted (hidden by CSS) so that they can fold away.
  const kit = useMotionKit();
  const children = items.map((item) => (
    <RadixAccordion.Item key={item.id} value={item.id} className={styles.item} ref={kit?.accordionItem}>
      <RadixAccordion.Header asChild>
        <Heading className={styles.header}>
          <RadixAccordion.Trigger className={styles.trigger}>
            {item.number && <span className={styles.number}>{item.number}</span>}
            <span className={styles.title}>{item.title}</span>
            <ChevronDown aria-hidden="true" className={styles.chevron} />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content} forceMount={kit ? true : undefined}>
        <div className={styles.contentInner}>{item.content}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));

  // What both kinds of root share; the value props differ in type (one id, or a list of ids).
  const root = { disabled: !hydrated, className: cx(styles.root, className), 'data-enhanced': enhanced, children };
  if (props.mode === 'single') {
    const { value, defaultValue, onValueChange } = props;
    return <RadixAccordion.Root type="single" collapsible {...{ value, defaultValue, onValueChange }} {...root} />;
  }
  const { value, defaultValue, onValueChange } = props;
  return <RadixAccordion.Root type="multiple" {...{ value, defaultValue, onValueChange }} {...root} />;
}
