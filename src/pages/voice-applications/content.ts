import { company } from '../../content/company';
import { paths } from '../../routes/paths';

/** One of the three benefit cards. */
type VoiceBenefit = {
  id: 'boost-productivity' | 'customer-engagement' | 'future-proof-brand';
  title: string;
  description: string;
};

const benefits: readonly VoiceBenefit[] = [
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
];

export const voiceApplicationsContent = {
  hero: {
    eyebrow: 'Voice Applications',
    heading: 'Transform the Way You Connect',
    paragraphs: [
      'Most of your customers still reach you by phone. Our voice applications make every one of those interactions faster, cheaper to serve and easier for the caller.',
      `${company.name} designs, builds and hosts interactive voice response (IVR) systems, USSD services, voice bots and call-centre integrations for telecommunications operators, banks, insurers and public-facing businesses across Ghana.`,
      'We connect these channels to your core systems, so a customer can check a balance, pay a bill, report a fault or speak to the right agent in seconds, with every step logged for reporting and quality review.',
    ],
  },
  benefits: {
    heading: 'Why invest in voice applications',
    items: benefits,
  },
  getStarted: {
    heading: 'Get a Voice Application Today',
    paragraph:
      'Tell us how your customers contact you and what they ask for most. We will propose the right mix of IVR, USSD and voice automation, show you a working prototype, and take you from design to live service with full testing on your network.',
    link: {
      label: 'Talk to our team',
      href: paths.contactUs,
    },
  },
} as const;
