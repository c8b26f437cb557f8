import { company } from '../../content/company';
import { paths } from '../../routes/paths';

/** A figure shown in the intro block: `text` is the spec's fixed wording, `value` and `label` its two parts. */
type PnsStat = {
  id: 'client-satisfaction' | 'service-rating';
  value: string;
  label: string;
  text: string;
};

/** One numbered card of 'OUR CORE SERVICES'. External cards open in a new tab. */
type PnsCoreService = {
  id: 'software-development' | 'hr-solutions' | 'voice-applications' | 'telecom-platform-services';
  number: '01' | '02' | '03' | '04';
  title: string;
  description: string;
  href: string;
  external: boolean;
};

/** One feature of the HR information system in 'Our Product'. */
type PnsProductFeature = {
  id: string;
  title: string;
  description: string;
};

const stats: readonly PnsStat[] = [
  {
    id: 'client-satisfaction',
    value: '100%',
    label: 'Client Satisfactory Rate',
    text: '100% Client Satisfactory Rate',
  },
  {
    id: 'service-rating',
    value: '4.5/5',
    label: 'Service Rating',
    text: '4.5/5 Service Rating',
  },
];

const coreServices: readonly PnsCoreService[] = [
  {
    id: 'software-development',
    number: '01',
    title: 'Software Development Outsourcing',
    description:
      'Dedicated engineers, designers and testers who join your roadmap, follow your standards and ship production-ready software without the cost and delay of building a team from scratch.',
    href: paths.softwareDevelopment,
    external: false,
  },
  {
    id: 'hr-solutions',
    number: '02',
    title: 'Human Resource Management Solutions',
    description: `${company.hrProduct.name} brings payroll, leave, attendance, performance and employee records into one system, built around Ghanaian statutory requirements and the way your HR team already works.`,
    href: company.hrProduct.url,
    external: true,
  },
  {
    id: 'voice-applications',
    number: '03',
    title: 'Voice Applications',
    description:
      'IVR menus, USSD services, voice bots and call-centre integrations that let customers reach you on any phone, in their own language, at any hour.',
    href: paths.voiceApplications,
    external: false,
  },
  {
    id: 'telecom-platform-services',
    number: '04',
    title: 'Telecom Platform Services',
    description:
      'Carrier-grade platforms for activating bundles, products and services, with the reporting, campaign controls and integrations operators need to launch offers quickly.',
    href: paths.telecomPlatformServices,
    external: false,
  },
];

const productFeatures: readonly PnsProductFeature[] = [
  {
    id: 'payroll',
    title: 'Payroll',
    description:
      'Run monthly payroll in minutes, with PAYE, SSNIT contributions, allowances and deductions calculated automatically and payslips delivered to every employee.',
  },
  {
    id: 'leave-of-absence',
    title: 'Leave of absence',
    description:
      'Employees request leave online, managers approve it in one click, and balances update themselves according to your leave policy.',
  },
  {
    id: 'time-and-attendance',
    title: 'Time and attendance',
    description:
      'Capture clock-ins from biometric devices or the web, track overtime and lateness, and feed approved hours straight into payroll.',
  },
  {
    id: 'performance',
    title: 'Performance',
    description:
      'Set objectives, run appraisal cycles and keep review history in one place, so promotions and rewards rest on a clear record.',
  },
  {
    id: 'employee-records',
    title: 'Employee records',
    description: 'A single, secure file for every employee: contracts, qualifications, bank details, emergency contacts and job history.',
  },
  {
    id: 'self-service-hr',
    title: 'Self-service HR',
    description:
      'Staff view payslips, update personal details and download letters themselves, freeing your HR team from routine requests.',
  },
];

export const pnsContent = {
  hero: {
    eyebrow: 'Products & Services',
    heading: 'Cutting-Edge Software Expertise Tailored to Your Unique Needs',
    paragraph:
      'From bespoke business systems to voice services and carrier-grade telecom platforms, we design, build and support software that fits the way your organisation works, not the other way round.',
    floatingWords: ['Adaptive', 'Possibilities', 'Initiations', 'Solutions'],
    pauseAnimationLabel: 'Pause animation',
    playAnimationLabel: 'Play animation',
  },
  intro: {
    heading: 'A decade of delivering software that works',
    paragraphs: [
      `Since ${company.foundedYear}, ${company.name} has partnered with telecommunications operators, banks and financial institutions across Ghana to turn complex requirements into dependable software.`,
      'Our teams combine deep industry knowledge with modern engineering practice: clear scoping, short delivery cycles, rigorous testing and support that continues long after go-live.',
    ],
    statsLabel: 'Our service record',
    stats,
  },
  coreServices: {
    heading: 'OUR CORE SERVICES',
    intro: 'Four practices, one standard of delivery.',
    items: coreServices,
  },
  product: {
    heading: 'Our Product',
    name: company.hrProduct.name,
    tagline: 'The HR information system built for growing organisations',
    paragraph: `${company.hrProduct.name} is our human resource information system. It replaces spreadsheets and paper forms with one place to pay, manage and support your people, from the first day of employment to the last.`,
    featuresHeading: 'What it covers',
    features: productFeatures,
    learnMore: {
      label: 'Learn More',
      href: company.hrProduct.url,
      external: true,
    },
    video: {
      label: `${company.hrProduct.name} product tour`,
      caption: `A short tour of ${company.hrProduct.name}: payroll, leave, attendance and employee self-service.`,
      pauseLabel: 'Pause video',
      playLabel: 'Play video',
    },
  },
  cta: {
    heading: `Optimize your resources with ${company.hrProduct.name}, our HR information system`,
    paragraph:
      'Leave your email and our sales team will arrange a personalised demonstration, walk you through pricing and help you plan a smooth migration from your current system.',
  },
} as const;
