/**
 * Copy for the Home page (/). The partner marquee copy lives in src/content/partners.ts and the
 * get-in-touch banner copy in src/content/cta.ts.
 */
import { company } from '../../content/company';
import { paths } from '../../routes/paths';

type HomeLink = {
  readonly id: string;
  readonly label: string;
  readonly to: string;
};

type PurposeTabId = 'mission' | 'vision' | 'values';

type CompanyValue = {
  readonly id: string;
  readonly name: 'Ingenious' | 'Collaborative' | 'Accountable' | 'Resilient' | 'Empathetic';
  readonly description: string;
};

/** A step of the delivery process shown in the services accordion (spec: Service item). */
type ServiceItem = {
  readonly id: string;
  readonly title: string;
  readonly desc: string;
  /** Shown as a wide card. */
  readonly big: boolean;
  /** Width of the card in its row, in percent; each pair of cards adds up to 100. */
  readonly widthPercent: number;
};

type Testimonial = {
  readonly id: string;
  /** Headline of the testimonial. */
  readonly title: string;
  readonly testimony: string;
  readonly author: string;
  /** The author's role, shown with the name. */
  readonly authorRole: string;
  readonly company: string;
};

const heroActions: readonly HomeLink[] = [
  { id: 'contact', label: "Let's Talk", to: paths.contactUs },
  { id: 'services', label: 'Our Services', to: paths.pns },
];

const purposeTabs: readonly { readonly id: PurposeTabId; readonly label: string }[] = [
  { id: 'mission', label: 'Mission' },
  { id: 'vision', label: 'Vision' },
  { id: 'values', label: 'Values' },
];

const values: readonly CompanyValue[] = [
  {
    id: 'ingenious',
    name: 'Ingenious',
    description: 'We look for the simplest solution to the real problem, and we invent one when none exists.',
  },
  {
    id: 'collaborative',
    name: 'Collaborative',
    description: 'We work as one team with our clients, sharing knowledge openly from the first workshop to the last release.',
  },
  {
    id: 'accountable',
    name: 'Accountable',
    description: 'We own our commitments: the scope, timeline and quality we promise are what we deliver.',
  },
  {
    id: 'resilient',
    name: 'Resilient',
    description: 'We build systems and teams that hold up under peak traffic, tight deadlines and changing requirements.',
  },
  {
    id: 'empathetic',
    name: 'Empathetic',
    description: 'We start from the people who will use what we build, and treat clients and colleagues with the same care.',
  },
];

const services: readonly ServiceItem[] = [
  {
    id: 'opportunity-identification',
    title: 'Opportunity Identification',
    desc:
      'We study your business, your customers and your current systems to find where software can ' +
      'remove friction, cut costs or open new revenue. The result is a short list of opportunities, ' +
      'each with its expected value and a first view of effort.',
    big: true,
    widthPercent: 60,
  },
  {
    id: 'project-initiation-software-scoping',
    title: 'Project Initiation & Software Scoping',
    desc:
      'Together with your stakeholders we agree the goals, the users and the measures of success. ' +
      'Discovery workshops turn them into a clear scope, a high-level architecture and a delivery plan ' +
      'everyone signs up to.',
    big: false,
    widthPercent: 40,
  },
  {
    id: 'software-scoping-resource-allocation',
    title: 'Software Scoping & Resource Allocation',
    desc:
      'We break the scope down into a prioritised backlog with estimates and milestones. We then ' +
      'assemble the right mix of engineers, designers, testers and a delivery manager, from our own ' +
      'bench or alongside your in-house team.',
    big: false,
    widthPercent: 40,
  },
  {
    id: 'software-delivery-deployment',
    title: 'Software Delivery & Deployment',
    desc:
      'We build in short, demonstrable iterations with automated testing and regular reviews, so you ' +
      'see progress every sprint. Releases go live through a controlled deployment, followed by ' +
      'handover, training and support.',
    big: true,
    widthPercent: 60,
  },
  {
    id: 'customer-led-opportunity-discovery',
    title: 'Customer-Led Opportunity Discovery',
    desc:
      'Once the solution is in use, we listen to your teams and your customers. Usage data, feedback ' +
      'and support trends show us where the product can do more.',
    big: true,
    widthPercent: 60,
  },
  {
    id: 'capitalising-on-identified-prospects',
    title: 'Capitalising on Identified Prospects',
    desc:
      'We turn the most valuable of those insights into enhancements, integrations and new products. ' +
      'Each one goes back through the same disciplined process, so your investment keeps paying off.',
    big: false,
    widthPercent: 40,
  },
];

const testimonials: readonly Testimonial[] = [
  {
    id: 'telecom-operator-digital-channels',
    title: 'A partner that delivers under pressure',
    testimony:
      `${company.name} rebuilt our bundle activation and self-service platform on a tight deadline ` +
      'and without a single day of unplanned downtime. Their engineers understood the telecom domain ' +
      'from day one, kept us informed at every step and are still the first people we call when we ' +
      'want to launch something new.',
    author: 'Daniel Ankrah',
    authorRole: 'Head of Digital Channels',
    company: 'Mobile network operator, Ghana',
  },
  {
    id: 'bank-payroll',
    title: 'Payroll that simply runs',
    testimony:
      `Moving our payroll and leave management to ${company.hrProduct.name} saved our HR team days ` +
      'of work every month. The implementation team migrated ten years of records carefully and ' +
      'trained every branch, and support answers within the hour.',
    author: 'Abena Owusu',
    authorRole: 'Head of Human Resources',
    company: 'Commercial bank, Accra',
  },
  {
    id: 'fintech-team-extension',
    title: 'Engineers who feel like our own team',
    testimony:
      'We needed four experienced mobile and backend engineers in three weeks. The developers ' +
      `${company.name} placed with us joined our stand-ups on day one and shipped our wallet app ` +
      'redesign ahead of schedule.',
    author: 'Yaw Boateng',
    authorRole: 'Chief Technology Officer',
    company: 'Fintech start-up, Accra',
  },
];

export const homeContent = {
  hero: {
    tagline: 'Pioneering Software Solutions for a Digital World.',
    subline: 'Empowering businesses with cutting-edge technology',
    actions: heroActions,
  },
  intro: {
    heading: 'Get to know us',
    paragraphs: [
      `Since ${company.foundedYear}, ${company.name} has helped organisations in telecommunications ` +
        'and finance turn complex requirements into reliable software. From our base in Accra, we ' +
        'design, build and run platforms that handle high volumes of subscriber and customer ' +
        'transactions, automate back-office work and keep critical services available.',
      'We combine software development outsourcing, dedicated technical talent, voice applications, ' +
        `telecom platform services and our own HR and payroll product, ${company.hrProduct.name}. ` +
        'Whether you need a complete product team or a few specialists to strengthen your own, we ' +
        'bring the people, the process and the experience to deliver.',
    ],
    link: { label: 'More about us', to: paths.about },
  },
  purpose: {
    /** Accessible name of the tab list. */
    label: 'Our mission, vision and values',
    defaultTab: 'mission',
    tabs: purposeTabs,
    mission: {
      heading: 'Our Mission',
      statement:
        'To design, build and support dependable software that helps telecom operators, financial ' +
        'institutions and growing businesses serve their customers better, and to develop the local ' +
        'technical talent that makes it possible.',
    },
    vision: {
      heading: 'Our Vision',
      statement:
        "To be Africa's most trusted partner for enterprise software and technical talent, known for " +
        'solutions that work from day one and keep working as our clients grow.',
    },
    values: {
      heading: 'Our Values',
      items: values,
    },
  },
  marquee: {
    heading: 'Trusted by leading organisations',
  },
  services: {
    heading: 'From Opportunity to Delivery',
    intro:
      'Every engagement follows the same proven six-step process. It keeps the scope clear, the team ' +
      'the right size and the value flowing long after go-live.',
    /** Shown in the detail area when no step is selected. */
    emptyDetail: 'Select a step to see how we work.',
    items: services,
  },
  testimonials: {
    heading: 'What Our Clients Say',
    eyebrow: 'Testimonials',
    /** Accessible name of the carousel region. */
    regionLabel: 'Client testimonials',
    previousLabel: 'Previous testimonial',
    nextLabel: 'Next testimonial',
    items: testimonials,
  },
} as const;
