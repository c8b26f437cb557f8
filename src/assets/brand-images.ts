import type { ImageAsset } from './images';
import logo from './brand/logo.svg';

/** Apart from images.ts: the frame shows it on every page, and the other images stay out of the entry chunk. */
export const logoImage: ImageAsset = { src: logo, width: 180, height: 40 };
