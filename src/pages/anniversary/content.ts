import { company } from '../../content/company';

/** A colour token name from tokens/ (never a colour value). */
type MilestoneColor = 'brand' | 'amber' | 'teal' | 'slate' | 'ink';

/** One year of 'Our milestone'. Only the first year carries `indicatorText` (shown instead of an icon). */
export type Milestone = {
  id: string;
  year: string;
  achievements: readonly string[];
  dominantColor: MilestoneColor;
  indicatorText?: string;
};

/** One photo of the decade carousel; individual photos render narrower than group photos. */
type MemoryPhoto = {
  id: string;
  name: string;
  type: 'group' | 'individual';
};

const milestones: readonly Milestone[] = [
  {
    id: 'year-2014',
    year: '2014',
    achievements: [
      `${company.name} founded in Accra by a small team of software and telecom engineers`,
      'First contract: value-added services for a mobile network operator',
    ],
    dominantColor: 'brand',
    indicatorText: 'Start',
  },
  {
    id: 'year-2015',
    year: '2015',
    achievements: ['Launched our first USSD and IVR services for telecom and banking customers', 'Team grew to fifteen engineers'],
    dominantColor: 'amber',
  },
  {
    id: 'year-2016',
    year: '2016',
    achievements: [
      'Bundle and service activation platform went live on a national mobile network',
      'Welcomed our first financial-services client',
    ],
    dominantColor: 'teal',
  },
  {
    id: 'year-2017',
    year: '2017',
    achievements: [
      `Released the first version of ${company.hrProduct.name}, starting with payroll`,
      'Introduced automated testing and continuous integration across all projects',
    ],
    dominantColor: 'slate',
  },
  {
    id: 'year-2018',
    year: '2018',
    achievements: ['Launched our outsourced technical talent service', 'Moved into larger offices in North Legon'],
    dominantColor: 'ink',
  },
  {
    id: 'year-2019',
    year: '2019',
    achievements: [
      'Delivered our first voice bot for customer self-service',
      `Added leave, attendance and performance modules to ${company.hrProduct.name}`,
    ],
    dominantColor: 'brand',
  },
  {
    id: 'year-2020',
    year: '2020',
    achievements: [
      'Moved the whole company to remote delivery without missing a client deadline',
      'Helped clients scale digital channels as customers stayed at home',
    ],
    dominantColor: 'amber',
  },
  {
    id: 'year-2021',
    year: '2021',
    achievements: ['Opened a dedicated mobile applications practice', `Launched employee self-service in ${company.hrProduct.name}`],
    dominantColor: 'teal',
  },
  {
    id: 'year-2022',
    year: '2022',
    achievements: [
      'Delivered five major projects, including NABS Web, HR3PP, FTTX Web and HYPE B',
      'Built a self-care mobile app for a national telecom operator',
    ],
    dominantColor: 'slate',
  },
  {
    id: 'year-2023',
    year: '2023',
    achievements: [
      'Expanded our engineering team and graduate internship programme',
      'Began preparations to celebrate ten years in business',
    ],
    dominantColor: 'ink',
  },
];

const photos: readonly MemoryPhoto[] = [
  { id: 'anniversary-team', name: 'The whole team at the anniversary celebration', type: 'group' },
  { id: 'managing-director-address', name: 'The Managing Director addresses guests', type: 'individual' },
  { id: 'engineering-team', name: 'Our engineering team', type: 'group' },
  { id: 'long-service-award', name: 'A long-service award presentation', type: 'individual' },
  { id: 'cake-cutting', name: 'Cutting the anniversary cake', type: 'individual' },
  { id: 'clients-and-partners', name: 'Clients and partners join the celebration', type: 'group' },
  { id: 'founding-engineer', name: 'One of our founding engineers', type: 'individual' },
];

export const anniversaryContent = {
  video: {
    eyebrow: `${company.name} at 10`,
    tagline: 'Ten years of building software that connects people and powers business',
    label: `${company.name} 10th anniversary film`,
    fallbackText: 'Your browser does not support the video tag.',
  },
  milestones: {
    heading: 'Our milestone',
    items: milestones,
  },
  photos: {
    heading: 'Celebrating a decade of excellence',
    regionLabel: 'Anniversary photos',
    previousLabel: 'Previous photos',
    nextLabel: 'Next photos',
    items: photos,
  },
  innovation: {
    heading: 'A decade of innovation',
    paragraphs: [
      `When ${company.name} opened its doors in ${company.foundedYear}, we set out to prove that world-class software could be designed and built in Ghana. Ten years later, our platforms activate bundles for millions of subscribers, our voice and USSD services answer customers day and night, and ${company.hrProduct.name} pays employees across many organisations every month.`,
      'None of it would have been possible without our clients, who trusted us with their most important systems, and our people, whose skill and commitment turned that trust into results. As we begin our second decade, we remain focused on what has always mattered most: dependable software, honest partnership and a team that keeps learning.',
    ],
  },
  bannerAlt: `${company.name} celebrating ten years, ${company.foundedYear} to ${company.foundedYear + 10}`,
} as const;
