import { company } from '../../content/company';

/** One benefit (Outsource) or drawback (In-House) in 'Streamline Your Success'. */
type ComparisonPoint = {
  id: string;
  title: string;
  description: string;
};

/** One numbered item of the services accordion; `bullets` follows the paragraphs when present. */
type OutsourcingOffering = {
  id: 'apis' | 'mobile-applications' | 'web-development' | 'enterprise-portal';
  number: '01' | '02' | '03' | '04';
  title: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
};

const outsourceBenefits: readonly ComparisonPoint[] = [
  {
    id: 'faster-start',
    title: 'Faster start',
    description: 'A vetted team can begin work within weeks, not the months it takes to advertise, interview and onboard new hires.',
  },
  {
    id: 'predictable-cost',
    title: 'Predictable cost',
    description: 'You pay for agreed deliverables or capacity, with no recruitment fees, benefits overheads or idle time between projects.',
  },
  {
    id: 'proven-expertise',
    title: 'Proven expertise',
    description:
      'Engineers who have already built telecom and financial systems bring tested patterns instead of learning on your project.',
  },
  {
    id: 'flexible-capacity',
    title: 'Flexible capacity',
    description: 'Scale the team up for a launch and down after it, without restructuring your permanent staff.',
  },
  {
    id: 'focus-on-core',
    title: 'Focus on your core',
    description: 'Your people stay on strategy, customers and operations while delivery, testing and support are handled for you.',
  },
];

const inHouseDrawbacks: readonly ComparisonPoint[] = [
  {
    id: 'slow-hiring',
    title: 'Slow hiring',
    description: 'Recruiting experienced developers in a competitive market can stall a project before the first line of code is written.',
  },
  {
    id: 'high-fixed-costs',
    title: 'High fixed costs',
    description: 'Salaries, equipment, licences and training remain on the books whether or not there is a project to deliver.',
  },
  {
    id: 'skill-gaps',
    title: 'Skill gaps',
    description: 'A small internal team rarely covers every specialism a modern system needs, from mobile and APIs to security and DevOps.',
  },
  {
    id: 'retention-risk',
    title: 'Retention risk',
    description: 'When a key developer leaves, knowledge leaves too, and the project waits while a replacement is found.',
  },
  {
    id: 'management-overhead',
    title: 'Management overhead',
    description:
      'Leaders spend time supervising technical work, reviewing code and resolving delivery issues instead of growing the business.',
  },
];

const offerings: readonly OutsourcingOffering[] = [
  {
    id: 'apis',
    number: '01',
    title: 'APIs',
    paragraphs: [
      'We design and build secure, well-documented APIs that connect your core systems to partners, payment gateways, mobile money platforms and telecom networks.',
      'Every API we deliver comes with versioning, authentication, rate limiting and monitoring in place, so integrations keep working as your business and your partners change.',
    ],
  },
  {
    id: 'mobile-applications',
    number: '02',
    title: 'Mobile Applications',
    paragraphs: [
      'Native and cross-platform apps for Android and iOS that customers enjoy using and your teams can maintain with confidence. We cover the full journey:',
    ],
    bullets: [
      'Product discovery, user research and interface design',
      'Development with Kotlin, Swift or Flutter, chosen to suit your audience',
      'Secure integration with your back-end services and payment channels',
      'Store submission, crash reporting and ongoing release management',
    ],
  },
  {
    id: 'web-development',
    number: '03',
    title: 'Web Development',
    paragraphs: [
      'From customer-facing websites to complex internal applications, we build fast, accessible and responsive web software using proven frameworks such as React, Angular, Spring Boot and .NET.',
      'Our delivery process includes automated testing, code review and continuous deployment, so new features reach your users quickly without putting stability at risk.',
    ],
  },
  {
    id: 'enterprise-portal',
    number: '04',
    title: 'Enterprise Portal',
    paragraphs: [
      'A single, secure entry point where employees, partners and customers find the information and services they need. Our enterprise portals typically bring together:',
    ],
    bullets: [
      'Single sign-on with your existing directory and role-based access',
      'Dashboards that combine data from ERP, CRM and billing systems',
      'Workflow and approval processes that replace email and paper',
      'Audit trails and reporting that satisfy regulators and internal control',
    ],
  },
];

export const softwareDevelopmentContent = {
  topBar: {
    title: 'Software Development Outsourcing',
    eyebrow: 'Our services',
    brochureLinkLabel: 'Download Product Brochure',
    brochureFileNote: 'PDF, 3 KB',
    brochureHref: '/documents/software-development-brochure.pdf',
    brochureFileName: 'volta-systems-software-development-brochure.pdf',
  },
  intro: {
    heading: "Are you ready to unlock your business's full potential?",
    summary: `Outsourcing your software development to ${company.name} gives you an experienced, accountable team that delivers on schedule and to specification, so you can launch sooner, spend less and concentrate on what sets your business apart.`,
  },
  partnership: {
    heading: 'Unlock new efficiencies by partnering with us for your software development',
    paragraphs: [
      `For more than ten years, ${company.name} has built and supported software for telecommunications operators, banks and financial institutions. We bring that experience to every engagement, whether you need a complete product team or a few specialists to strengthen your own.`,
      'We agree scope, milestones and quality measures with you at the start, report progress openly throughout, and hand over clean, documented code that your organisation owns.',
    ],
  },
  comparison: {
    heading: 'Streamline Your Success',
    intro: 'See how an outsourced team compares with building the same capability in-house.',
    outsource: {
      heading: 'Outsource',
      label: 'Benefits of outsourcing',
      items: outsourceBenefits,
    },
    inHouse: {
      heading: 'In-House',
      label: 'Drawbacks of building in-house',
      items: inHouseDrawbacks,
    },
  },
  offerings: {
    heading: 'What we build for you',
    intro: 'Choose a service to see what it covers.',
    sideListLabel: 'Software development services',
    items: offerings,
  },
} as const;
