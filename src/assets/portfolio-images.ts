// Artwork of the portfolio pages (made by scripts/tools/make-services-artwork.mjs), with each image's intrinsic
// size so every <img> gets width/height. Apart from the services artwork: the service pages do not
// carry the portfolio's file list.
import type { PortfolioId } from '../routes/portfolio-ids';
import type { ImageAsset } from './images';

const portfolioFiles = import.meta.glob<string>('./portfolio/*.svg', { eager: true, import: 'default' });
const portfolioFile = (name: string): string => {
  const src = portfolioFiles[`./portfolio/${name}.svg`];
  if (!src) throw new Error(`Missing portfolio artwork ${name}`);
  return src;
};

type PortfolioArtId = PortfolioId | 'hr-product';

/** The hero of a project (a browser window or three phones), 1200x800; also the gallery card image. */
export function portfolioHeroImage(id: PortfolioArtId): ImageAsset {
  return { src: portfolioFile(`${id}-hero`), width: 1200, height: 800 };
}

/** The four product screenshots of a project, 1200x750 each, in the order of its captions. */
export function portfolioScreenshots(id: PortfolioId): readonly ImageAsset[] {
  return [1, 2, 3, 4].map((n) => ({ src: portfolioFile(`${id}-screenshot-${n}`), width: 1200, height: 750 }));
}

/** The phone mockups of a mobile-app project, 320x640 each (none for web apps). */
export function portfolioMockups(id: PortfolioId): readonly ImageAsset[] {
  if (!portfolioFiles[`./portfolio/${id}-mockup-1.svg`]) return [];
  return [1, 2, 3, 4].map((n) => ({ src: portfolioFile(`${id}-mockup-${n}`), width: 320, height: 640 }));
}
