import { island } from '../../hydration/island';

/** The site's accordion (accordion-widget.tsx) as an island: Radix comes in a chunk of its own. */
export const Accordion = island(() => import('./accordion-widget').then((module) => module.AccordionWidget));
