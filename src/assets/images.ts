// One place for each image's intrinsic size, so every <img> gets width/height and the page has no layout shift.
import partner01 from './partners/partner-01.svg';
import partner02 from './partners/partner-02.svg';
import partner03 from './partners/partner-03.svg';
import partner04 from './partners/partner-04.svg';
import partner05 from './partners/partner-05.svg';
import partner06 from './partners/partner-06.svg';
import partner07 from './partners/partner-07.svg';
import partner08 from './partners/partner-08.svg';
import partner09 from './partners/partner-09.svg';
import partner10 from './partners/partner-10.svg';
import partner11 from './partners/partner-11.svg';
import member1 from './team/member-1.svg';
import member2 from './team/member-2.svg';
import member3 from './team/member-3.svg';
import member4 from './team/member-4.svg';
import member5 from './team/member-5.svg';
import member6 from './team/member-6.svg';
import member7 from './team/member-7.svg';
import homeHero from './illustrations/home-hero.svg';
import knowUs from './illustrations/know-us.svg';
import aboutHero from './illustrations/about-hero.svg';
import executiveSummary from './illustrations/executive-summary.svg';
import testimonialAuthor from './illustrations/testimonial-author.svg';
import careersHero from './illustrations/careers-hero.svg';
import emptyState from './illustrations/empty-state.svg';
import notFound from './illustrations/not-found.svg';
import sadMail from './illustrations/sad-mail.svg';
import anniversaryBanner from './illustrations/anniversary-banner.svg';
import quoteMark from './illustrations/quote-mark.svg';
import processDiagram from './illustrations/process.svg';

export type ImageAsset = { src: string; width: number; height: number };

/** Fictional partner/client logos, 160x60 each, in the same order as partnerNames. */
export const partnerLogos: readonly ImageAsset[] = [
  partner01,
  partner02,
  partner03,
  partner04,
  partner05,
  partner06,
  partner07,
  partner08,
  partner09,
  partner10,
  partner11,
].map((src) => ({ src, width: 160, height: 60 }));

/** Names shown in the partner logos above (index for index); use them as alt text. */
export const partnerNames: readonly string[] = [
  'Nimbus Telecom',
  'Akwaaba Bank',
  'Savanna Power',
  'Coastline Insurance',
  'Kumasi Logistics',
  'Harmattan Media',
  'Gold Coast Finance',
  'Sunyani Agro',
  'Atlantic Mobile',
  'Tema Ports Group',
  'Lakeside Health',
];

/** Illustrated team portraits, 320x400 each, member 1 to 7. */
export const memberPortraits: readonly ImageAsset[] = [member1, member2, member3, member4, member5, member6, member7].map((src) => ({
  src,
  width: 320,
  height: 400,
}));

export const homeHeroImage: ImageAsset = { src: homeHero, width: 640, height: 480 };
export const knowUsImage: ImageAsset = { src: knowUs, width: 560, height: 420 };
export const aboutHeroImage: ImageAsset = { src: aboutHero, width: 640, height: 480 };
export const executiveSummaryImage: ImageAsset = { src: executiveSummary, width: 400, height: 400 };
export const testimonialAuthorImage: ImageAsset = { src: testimonialAuthor, width: 160, height: 160 };
export const careersHeroImage: ImageAsset = { src: careersHero, width: 640, height: 480 };
export const emptyStateImage: ImageAsset = { src: emptyState, width: 320, height: 240 };
export const notFoundImage: ImageAsset = { src: notFound, width: 480, height: 320 };
export const sadMailImage: ImageAsset = { src: sadMail, width: 320, height: 260 };
export const anniversaryBannerImage: ImageAsset = { src: anniversaryBanner, width: 1200, height: 400 };
export const quoteMarkImage: ImageAsset = { src: quoteMark, width: 64, height: 48 };
export const processImage: ImageAsset = { src: processDiagram, width: 560, height: 420 };
