// Artwork of the products-and-services and portfolio pages (made by scripts/make-services-artwork.mjs and
// scripts/make-services-video.mjs), with each image's intrinsic size so every <img> gets width/height.
import type { PortfolioProjectId } from '../content/projects';
import type { ImageAsset } from './images';
import productTourPoster from './services/product-tour-poster.svg';
import productTourVideo from './services/product-tour.mp4';
import softwareDevelopmentHero from './services/software-development-hero.svg';
import telecomHero from './services/telecom-hero.svg';
import voiceHero from './services/voice-hero.svg';

const portfolioFiles = import.meta.glob<string>('./portfolio/*.svg', { eager: true, import: 'default' });
const portfolioFile = (name: string): string => {
  const src = portfolioFiles[`./portfolio/${name}.svg`];
  if (!src) throw new Error(`Missing portfolio artwork ${name}`);
  return src;
};

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

type PortfolioArtId = PortfolioProjectId | 'hr-product';

/** The hero of a project (a browser window or three phones), 1200x800; also the gallery card image. */
export function portfolioHeroImage(id: PortfolioArtId): ImageAsset {
  return { src: portfolioFile(`${id}-hero`), width: 1200, height: 800 };
}

/** The four product screenshots of a project, 1200x750 each, in the order of its captions. */
export function portfolioScreenshots(id: PortfolioProjectId): readonly ImageAsset[] {
  return [1, 2, 3, 4].map((n) => ({ src: portfolioFile(`${id}-screenshot-${n}`), width: 1200, height: 750 }));
}

/** The phone mockups of a mobile-app project, 320x640 each (none for web apps). */
export function portfolioMockups(id: PortfolioProjectId): readonly ImageAsset[] {
  if (!portfolioFiles[`./portfolio/${id}-mockup-1.svg`]) return [];
  return [1, 2, 3, 4].map((n) => ({ src: portfolioFile(`${id}-mockup-${n}`), width: 320, height: 640 }));
}
