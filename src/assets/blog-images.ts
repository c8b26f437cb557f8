// The blog's artwork with its intrinsic size (the ImageAsset shape of images.ts), for an article
// without a picture of its own; one module each, so that each page's JavaScript carries only its own.
import articleHero from './blog/article-hero.svg';
import type { ImageAsset } from './images';

export const articleHeroImage: ImageAsset = { src: articleHero, width: 1200, height: 600 };
