/**
 * The executive team shown on the About page (spec section 3: 7 members) and the managing
 * director's quote used on About, Software Development Outsourcing and Portfolio.
 * Names are placeholders; profile links point at example LinkedIn addresses. No images here: the
 * team scroller gives each member the portrait at the same position in `memberPortraits`
 * (src/assets/images.ts), so the two lists keep the same order.
 */
import { company } from './company';

type ExecutiveTitle = 'Managing Director' | 'Deputy Managing Director' | 'Delivery Manager' | 'Manager';

export type ExecutiveMember = {
  readonly id: string;
  readonly name: string;
  readonly title: ExecutiveTitle;
  readonly linkedProfile: string;
};

const managingDirector: ExecutiveMember = {
  id: 'kwabena-asare',
  name: 'Kwabena Asare',
  title: 'Managing Director',
  linkedProfile: 'https://www.linkedin.com/in/example-kwabena-asare',
};

export const executiveTeam: readonly ExecutiveMember[] = [
  managingDirector,
  {
    id: 'akosua-frimpong',
    name: 'Akosua Frimpong',
    title: 'Deputy Managing Director',
    linkedProfile: 'https://www.linkedin.com/in/example-akosua-frimpong',
  },
  {
    id: 'nii-armah-quaye',
    name: 'Nii Armah Quaye',
    title: 'Delivery Manager',
    linkedProfile: 'https://www.linkedin.com/in/example-nii-armah-quaye',
  },
  {
    id: 'esi-amponsah',
    name: 'Esi Amponsah',
    title: 'Delivery Manager',
    linkedProfile: 'https://www.linkedin.com/in/example-esi-amponsah',
  },
  {
    id: 'selorm-agbeko',
    name: 'Selorm Agbeko',
    title: 'Manager',
    linkedProfile: 'https://www.linkedin.com/in/example-selorm-agbeko',
  },
  {
    id: 'adwoa-sarpong',
    name: 'Adwoa Sarpong',
    title: 'Manager',
    linkedProfile: 'https://www.linkedin.com/in/example-adwoa-sarpong',
  },
  {
    id: 'kojo-tetteh',
    name: 'Kojo Tetteh',
    title: 'Manager',
    linkedProfile: 'https://www.linkedin.com/in/example-kojo-tetteh',
  },
];

export type Quote = {
  readonly text: string;
  readonly author: string;
  readonly title: ExecutiveTitle;
};

/** The managing director's quote: the quote block of About, Software Development Outsourcing and Portfolio. */
export const managingDirectorQuote: Quote = {
  text:
    `Technology only matters when it solves a real problem for real people. Since ${company.foundedYear}, ` +
    'our promise to every client has stayed the same: we listen first, we put the right people on the ' +
    'job, and we stay accountable until the solution is live and delivering value.',
  author: managingDirector.name,
  title: managingDirector.title,
};
