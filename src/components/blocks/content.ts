import { paths } from '../../routes/paths';

/**
 * The words the workbench's stories of these blocks show: the pages' own, copied here so that a story
 * imports nothing above its block (docs/decisions/201-stories-read-no-higher-layer.md).
 */
export const blockStoryContent = {
  /** The home page's hero. */
  homeHero: {
    tagline: 'Pioneering Software Solutions for a Digital World.',
    subline: 'Empowering businesses with cutting-edge technology',
    actions: [
      { id: 'contact', label: "Let's Talk", to: paths.contactUs },
      { id: 'services', label: 'Our Services', to: paths.pns },
    ],
  },
  /** The voice applications page's. */
  voiceHero: {
    eyebrow: 'Voice Applications',
    heading: 'Transform the Way You Connect',
    paragraphs: [
      'Most of your customers still reach you by phone. Our voice applications make every one of those interactions faster, cheaper to serve and easier for the caller.',
      'Volta Systems designs, builds and hosts interactive voice response (IVR) systems, USSD services, voice bots and call-centre integrations for telecommunications operators, banks, insurers and public-facing businesses across Ghana.',
      'We connect these channels to your core systems, so a customer can check a balance, pay a bill, report a fault or speak to the right agent in seconds, with every step logged for reporting and quality review.',
    ],
  },
  voiceBenefits: {
    heading: 'Why invest in voice applications',
    items: [
      {
        id: 'boost-productivity',
        title: 'Boost Productivity',
        description:
          'Automate balance checks, payment confirmations, appointment bookings and other routine requests, so your agents spend their time on the conversations that need a person.',
      },
      {
        id: 'customer-engagement',
        title: 'Enhanced Customer Engagement',
        description:
          'Serve customers on every phone, smartphone or feature phone, in English and local languages, with menus that are quick to navigate and answers available at any hour.',
      },
      {
        id: 'future-proof-brand',
        title: 'Future-Proof Your Brand',
        description:
          'Start with IVR or USSD today and add voice bots, speech recognition and analytics tomorrow on the same platform, without rebuilding what already works.',
      },
    ],
  },
  /** The telecom platform services page's. */
  telecomFeatures: {
    heading: 'Platform capabilities',
    items: [
      {
        id: 'activation-suite',
        title: 'Complete activation suite',
        description:
          'One suite for activating bundles, products and services across USSD, SMS, web, mobile app and retail channels, with real-time charging and provisioning against your network elements.',
      },
      {
        id: 'commodity-servers',
        title: 'Runs on commodity servers',
        description:
          'No proprietary hardware required: standard commodity servers running Linux are all the platform needs, keeping capital costs low and scaling as simple as adding a node.',
      },
      {
        id: 'extensive-reporting',
        title: 'Extensive reporting',
        description:
          'Detailed reports on activations, revenue, subscriber behaviour and channel performance, available as dashboards, scheduled exports or direct feeds to your data warehouse.',
      },
      {
        id: 'modular-design',
        title: 'Modular design',
        description:
          'Independent modules for catalogue, rating, provisioning, notification and reporting, so you deploy only what you need and extend the platform without disrupting live services.',
      },
      {
        id: 'modern-technologies',
        title: 'Built on modern technologies',
        description:
          'Java and Python services, message queuing with RabbitMQ, relational storage on MySQL and containerised deployment, maintained with automated tests and continuous delivery.',
      },
      {
        id: 'configurable-campaigns',
        title: 'Configurable campaign parameters',
        description:
          'Marketing teams set prices, validity periods, eligibility rules, bonuses and time windows for each campaign themselves, and launch offers in hours rather than weeks.',
      },
    ],
  },
  /** The project page's. */
  projectBackLabel: 'All projects',
  /** The resources page's. */
  resources: {
    hero: {
      heading: 'Find more on our products',
      intro: 'Company profiles and product brochures to share with your team, free to download.',
    },
    search: {
      label: 'Search resources',
      placeholder: 'Find something to read',
      buttonLabel: 'Search',
    },
  },
  /** The contact page's. */
  contactHero: {
    heading: 'Get in touch today',
    paragraph:
      'Have a project in mind, a question about our services or a request for a demonstration? Send us a message and the right person on our team will reply within one working day.',
  },
} as const;
