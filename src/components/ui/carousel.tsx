import { island } from '../../hydration/island';

/** The site's carousel (carousel-widget.tsx) as an island: Embla comes in a chunk of its own. */
export const Carousel = island(() => import('./carousel-widget').then((module) => module.CarouselWidget));
