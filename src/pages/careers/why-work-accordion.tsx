import { useEffect, useRef } from 'react';
import { Accordion, type AccordionItem } from '../../components/ui/accordion';
import { useHydrated } from '../../hooks/use-hydrated';

/**
 * The 'Why work with' accordion, in its own chunk so that the page's initial JavaScript stays in
 * budget (docs/decisions/102-careers-js-budget.md). `data-enhanced` tells that it is interactive.
 */
export function WhyWorkAccordion({ items, defaultValue }: { items: readonly AccordionItem[]; defaultValue: string[] }) {
  const root = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  useEffect(() => root.current?.setAttribute('data-enhanced', 'true'), []);
  return (
    <div ref={root}>
      <Accordion mode="multiple" headingLevel={3} defaultValue={defaultValue} items={items} disabled={!hydrated} />
    </div>
  );
}
