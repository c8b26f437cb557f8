// One place for each image's intrinsic size, so every <img> gets width/height and the page has no layout shift.
import homeHero from './illustrations/home-hero.svg';
import knowUs from './illustrations/know-us.svg';
import aboutHero from './illustrations/about-hero.svg';
import executiveSummary from './illustrations/executive-summary.svg';
import testimonialAuthor from './illustrations/testimonial-author.svg';
import careersHero from './illustrations/careers-hero.svg';
import emptyState from './illustrations/empty-state.svg';
import sadMail from './illustrations/sad-mail.svg';
import anniversaryBanner from './illustrations/anniversary-banner.svg';
import quoteMark from './illustrations/quote-mark.svg';
import processDiagram from './illustrations/process.svg';

export type ImageAsset = { src: string; width: number; height: number };

export const homeHeroImage: ImageAsset = { src: homeHero, width: 640, height: 480 };
export const knowUsImage: ImageAsset = { src: knowUs, width: 560, height: 420 };
export const aboutHeroImage: ImageAsset = { src: aboutHero, width: 640, height: 480 };
export const executiveSummaryImage: ImageAsset = { src: executiveSummary, width: 400, height: 400 };
export const testimonialAuthorImage: ImageAsset = { src: testimonialAuthor, width: 160, height: 160 };
export const careersHeroImage: ImageAsset = { src: careersHero, width: 640, height: 480 };
export const emptyStateImage: ImageAsset = { src: emptyState, width: 320, height: 240 };
export const sadMailImage: ImageAsset = { src: sadMail, width: 320, height: 260 };
export const anniversaryBannerImage: ImageAsset = { src: anniversaryBanner, width: 1200, height: 400 };
export const quoteMarkImage: ImageAsset = { src: quoteMark, width: 64, height: 48 };
export const processImage: ImageAsset = { src: processDiagram, width: 560, height: 420 };
