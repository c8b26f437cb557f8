// The partner logos of the home page, apart from the illustrations so that other pages do not carry them.
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
import type { ImageAsset } from './images';

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
