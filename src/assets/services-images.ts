// Artwork of the products-and-services pages (made by scripts/tools/make-services-artwork.mjs and
// scripts/tools/make-services-video.mjs), with each image's intrinsic size so every <img> gets width/height.
import type { ImageAsset } from './images';
import productTourPoster from './services/product-tour-poster.svg';
import productTourVideo from './services/product-tour.mp4';
import softwareDevelopmentHero from './services/software-development-hero.svg';
import telecomHero from './services/telecom-hero.svg';
import voiceHero from './services/voice-hero.svg';

export type VideoAsset = { src: string; type: string; width: number; height: number; poster: ImageAsset };

export const productTourVideoAsset: VideoAsset = {
  src: productTourVideo,
  type: 'video/mp4',
  width: 960,
  height: 540,
  poster: { src: productTourPoster, width: 960, height: 540 },
};

export const softwareDevelopmentHeroImage: ImageAsset = { src: softwareDevelopmentHero, width: 640, height: 480 };
export const voiceHeroImage: ImageAsset = { src: voiceHero, width: 640, height: 480 };
export const telecomHeroImage: ImageAsset = { src: telecomHero, width: 640, height: 480 };
