import { company } from '../../content/company';

export type ResourceCategory = 'Company Profile' | 'Product Brochures';

/** One filter tab; `category` is null for 'All'. */
type ResourceTab = {
  id: 'all' | 'company-profile' | 'product-brochures';
  label: string;
  category: ResourceCategory | null;
};

/**
 * One downloadable resource card. The link reads `downloadLabel` and, for screen readers only,
 * `downloadContext`, so each of the ten links has its own name that starts with the visible words.
 */
export type ResourceCard = {
  id: string;
  title: string;
  category: ResourceCategory;
  summary: string;
  /** The PDF under public/documents/ (made by scripts/tools/make-resource-pdfs.mjs). */
  href: string;
  /** The file name the browser saves. */
  fileName: string;
  downloadLabel: string;
  downloadContext: string;
};

const tabs: readonly ResourceTab[] = [
  { id: 'all', label: 'All', category: null },
  { id: 'company-profile', label: 'Company Profile', category: 'Company Profile' },
  { id: 'product-brochures', label: 'Product Brochures', category: 'Product Brochures' },
];

const card = (id: string, title: string, category: ResourceCategory, summary: string): ResourceCard => ({
  id,
  title,
  category,
  summary,
  href: `/documents/${id}.pdf`,
  fileName: `${id}.pdf`,
  downloadLabel: 'Download PDF',
  downloadContext: ` (${title})`,
});

const cards: readonly ResourceCard[] = [
  card(
    'company-profile-2025',
    `${company.name} Company Profile 2025`,
    'Company Profile',
    `Who we are, what we do and the results we have delivered for clients in telecommunications and finance since ${company.foundedYear}.`,
  ),
  card(
    'company-overview-short',
    'Company Overview at a Glance',
    'Company Profile',
    'A two-page summary of our services, industries, delivery model and key figures, ideal for procurement teams.',
  ),
  card(
    'decade-of-delivery',
    `A Decade of Delivery: ${company.foundedYear} to ${company.foundedYear + 10}`,
    'Company Profile',
    'The milestones, projects and people that shaped our first ten years in business.',
  ),
  card(
    'capability-statement',
    'Capability Statement',
    'Company Profile',
    'Our technical capabilities, staff certifications, quality practices and reference projects in one document.',
  ),
  card(
    'delivery-methodology',
    'How We Deliver: Our Methodology',
    'Company Profile',
    'How we scope, plan, build, test and support software, including governance, reporting and service levels.',
  ),
  card(
    'security-and-compliance',
    'Information Security and Data Protection',
    'Company Profile',
    'The policies and controls we apply to protect client data, source code and production systems.',
  ),
  card(
    'hr-product-brochure',
    `${company.hrProduct.name} Product Brochure`,
    'Product Brochures',
    'Payroll, leave, time and attendance, performance and self-service HR in one system: features, modules and pricing options.',
  ),
  card(
    'software-development-outsourcing-brochure',
    'Software Development Outsourcing Brochure',
    'Product Brochures',
    'Engagement models, team profiles and typical timelines for outsourced software projects.',
  ),
  card(
    'voice-applications-brochure',
    'Voice Applications Brochure',
    'Product Brochures',
    'IVR, USSD, voice bots and call-centre integration: use cases, architecture and deployment options.',
  ),
  card(
    'telecom-platform-brochure',
    'Telecom Platform Services Brochure',
    'Product Brochures',
    'Our bundle and service activation platform: capabilities, reporting, campaign management and hosting requirements.',
  ),
];

export const resourcesContent = {
  hero: {
    heading: 'Find more on our products',
    intro: 'Company profiles and product brochures to share with your team, free to download.',
  },
  search: {
    label: 'Search resources',
    placeholder: 'Find something to read',
    buttonLabel: 'Search',
  },
  tabs: {
    label: 'Filter resources by category',
    items: tabs,
  },
  cards: {
    label: 'Resources',
    items: cards,
  },
  /** Read out after each change of search or tab. */
  resultCount: (shown: number, total: number) =>
    shown === total ? `Showing all ${total} resources.` : `Showing ${shown} of ${total} resources.`,
  emptyText: 'No resources match your search.',
  emptyHint: 'Try another word, or choose All.',
  cta: {
    heading: 'Want a walkthrough instead?',
    paragraph: 'Leave your email and our sales team will take you through the right product for your business.',
  },
} as const;
