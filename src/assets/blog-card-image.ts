// The blog's artwork (the ImageAsset shape of images.ts): shown on a blog card whose article has no picture of its own.
import articleCard from './blog/article-card.svg';
import type { ImageAsset } from './images';

export const articleCardImage: ImageAsset = { src: articleCard, width: 480, height: 270 };
