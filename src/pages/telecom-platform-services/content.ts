import { company } from '../../content/company';

/** One of the six feature cards. */
type TelecomFeature = {
  id:
    'activation-suite' | 'commodity-servers' | 'extensive-reporting' | 'modular-design' | 'modern-technologies' | 'configurable-campaigns';
  title: string;
  description: string;
};

const features: readonly TelecomFeature[] = [
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
];

export const telecomPlatformServicesContent = {
  hero: {
    eyebrow: 'Telecom Platform Services',
    heading: 'Powering Telecom with Seamless Activation & Management',
    intro: `${company.name} builds and operates the platforms that let mobile network operators launch, sell and manage bundles, products and value-added services at scale. Proven in live networks since ${company.foundedYear}, our platform handles high transaction volumes reliably while giving commercial teams the control they need.`,
  },
  features: {
    heading: 'Platform capabilities',
    items: features,
  },
} as const;
