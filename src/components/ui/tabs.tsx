import { island } from '../../hydration/island';

/** The site's tabs (tabs-widget.tsx) as an island: Radix comes in a chunk of its own. */
export const Tabs = island(() => import('./tabs-widget').then((module) => module.TabsWidget));
