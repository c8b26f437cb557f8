// The team portraits (about page, outsourcing page and the workbench), apart from the illustrations.
import member1 from './team/member-1.svg';
import member2 from './team/member-2.svg';
import member3 from './team/member-3.svg';
import member4 from './team/member-4.svg';
import member5 from './team/member-5.svg';
import member6 from './team/member-6.svg';
import member7 from './team/member-7.svg';
import type { ImageAsset } from './images';

/** Illustrated team portraits, 320x400 each, member 1 to 7. */
export const memberPortraits: readonly ImageAsset[] = [member1, member2, member3, member4, member5, member6, member7].map((src) => ({
  src,
  width: 320,
  height: 400,
}));
