import type { ImageAsset } from './images';
import notFound from './illustrations/not-found.svg';

/**
 * The not-found illustration, in a module of its own: the pages that may show it (a job or an article
 * that is not there, besides the not-found page) take it without the module of every other image.
 */
export const notFoundImage: ImageAsset = { src: notFound, width: 480, height: 320 };
