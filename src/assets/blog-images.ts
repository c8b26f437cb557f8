// The blog's artwork with its intrinsic size (the ImageAsset shape of images.ts).
import articleHero from './blog/article-hero.svg';
import articleCard from './blog/article-card.svg';
import type { ImageAsset } from './images';

export const articleHeroImage: ImageAsset = { src: articleHero, width: 1200, height: 600 };
/** Shown on a blog card whose article has no image of its own. */
export const articleCardImage: ImageAsset = { src: articleCard, width: 480, height: 270 };
