/**
 * Copy for the Careers page (/careers). Job categories, the job detail sample and the
 * application form copy live in src/content/jobs.ts.
 */
import { company } from '../../content/company';
import { openRolesAnchorId, paths } from '../../routes/paths';

type CareersSection = {
  readonly id: string;
  /** Display number: '01', '02', '03'. */
  readonly number: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly bullets: readonly string[];
};

type CareersTrait = {
  readonly id: string;
  readonly title: 'User - Centric' | 'Fine-tech Oriented' | 'Responsible & Organised' | 'Adaptable & Innovative';
  readonly description: string;
};

const whyWorkSections: readonly CareersSection[] = [
  {
    id: 'who-we-are',
    number: '01',
    title: 'Who we are',
    paragraphs: [
      `${company.name} has built software for telecommunications operators, financial institutions ` +
        `and growing businesses since ${company.foundedYear}. From our office in Accra, we design, ` +
        'build and run platforms that people rely on every day.',
      'We are engineers, designers, analysts and delivery specialists who care about doing the work ' +
        'properly: understanding the problem, writing software that lasts and standing behind it ' +
        'after go-live.',
    ],
    bullets: [],
  },
  {
    id: 'why-join',
    number: '02',
    title: 'Why Join',
    paragraphs: ['Here your work reaches real users quickly, and you get the support you need to grow with it.'],
    bullets: [
      'Work on production systems for leading telecom and finance clients from your first month.',
      'Learn from senior engineers through mentoring, pair programming and code reviews.',
      'Own your features from design to release, and see the impact they have.',
      'Grow along a clear career path, with regular feedback and a personal development plan.',
      'Be part of a friendly, respectful team where good ideas win, wherever they come from.',
    ],
  },
  {
    id: 'our-benefits',
    number: '03',
    title: 'Our Benefits',
    paragraphs: ['We look after the people who look after our clients.'],
    bullets: [
      'Competitive salary, reviewed every year.',
      'Medical cover for you and your immediate family.',
      'Learning budget and paid time for certifications and courses.',
      'Hybrid and flexible working arrangements for eligible roles.',
      'Paid annual leave on top of public holidays.',
      'Structured national service and internship programmes with a path to full-time roles.',
    ],
  },
];

const traits: readonly CareersTrait[] = [
  {
    id: 'user-centric',
    title: 'User - Centric',
    description: 'You build for the people who will use the product, not just for the specification.',
  },
  {
    id: 'fine-tech-oriented',
    title: 'Fine-tech Oriented',
    description: 'You are curious about financial technology and how software moves money safely.',
  },
  {
    id: 'responsible-organised',
    title: 'Responsible & Organised',
    description: 'You plan your work, keep your commitments and speak up early when something changes.',
  },
  {
    id: 'adaptable-innovative',
    title: 'Adaptable & Innovative',
    description: 'You learn quickly, welcome new tools and look for better ways to solve old problems.',
  },
];

export const careersContent = {
  hero: {
    heading: 'Empowering you to make an impact!',
    paragraph:
      'Join a team of engineers, designers and specialists building the software that keeps telecom ' +
      'networks, banks and businesses across Ghana running. Here your work ships, your ideas are ' +
      'heard and your growth is planned, not left to chance.',
    exploreLink: { label: 'Explore All Jobs', href: `#${openRolesAnchorId}` },
  },
  whyWork: {
    heading: `Why work with ${company.name}`,
    /** Sections open initially (spec: the first one). */
    defaultOpen: ['who-we-are'],
    sections: whyWorkSections,
  },
  openPositions: {
    anchorId: openRolesAnchorId,
    eyebrow: 'Apply Now',
    heading: 'Open Positions',
    category: {
      label: 'Filter by job category',
      allOption: 'All Categories',
    },
    type: {
      label: 'Filter by job type',
      placeholder: 'Type',
      /** Option that clears the type filter. */
      allOption: 'All Types',
    },
    search: {
      label: 'Search open positions',
      placeholder: 'Search for role',
    },
    loadingLabel: 'Loading open positions',
    emptyText: 'No Open Positions at the moment.',
    /** Announced politely when the filtered list changes. */
    resultsCount: (count: number): string => (count === 1 ? '1 open position' : `${count} open positions`),
  },
  closing: {
    heading: "Can't find a role here?",
    intro: 'We are always glad to meet talented people. If you recognise yourself in these traits, we ' + 'would like to hear from you.',
    traits,
    invitation: {
      text:
        'Send us your CV and a cover letter as a general application, and tell us where you could make the biggest impact. ' +
        'We will contact you when a suitable role opens.',
      link: { label: 'Send a general application', to: paths.generalApplication },
      /** Rendered as: before + mailto link (email) + after. */
      mail: { before: 'You can also write to ', email: company.emails.hr, after: '.' },
    },
  },
} as const;
