import { company } from '../../content/company';

/** One card of the portfolio gallery. External cards open in a new tab. */
export type PortfolioGalleryCard = {
  id: 'nabs-web' | 'hr3pp' | 'fttx-web' | 'hype-b' | 'my-mtn' | 'hr-product';
  title: string;
  category: string;
  href: string;
  external: boolean;
};

const cards: readonly PortfolioGalleryCard[] = [
  {
    id: 'nabs-web',
    title: 'NABS Web',
    category: 'Business Automation',
    href: '/portfolio/nabs-web',
    external: false,
  },
  {
    id: 'hr3pp',
    title: 'HR3PP',
    category: 'Workforce Management Portal',
    href: '/portfolio/hr3pp',
    external: false,
  },
  {
    id: 'fttx-web',
    title: 'FTTX',
    category: 'Business Automation',
    href: '/portfolio/fttx-web',
    external: false,
  },
  {
    id: 'hype-b',
    title: 'HYPE B',
    category: 'Mobile Applications',
    href: '/portfolio/hype-b',
    external: false,
  },
  {
    id: 'my-mtn',
    title: 'Operator Self-Care App',
    category: 'Mobile Applications',
    href: '/portfolio/my-mtn',
    external: false,
  },
  {
    id: 'hr-product',
    title: company.hrProduct.name,
    category: 'HR Information System',
    href: company.hrProduct.url,
    external: true,
  },
];

export const portfolioContent = {
  gallery: {
    eyebrow: 'Our portfolio',
    heading: 'Creating World Class Projects',
    intro: `A selection of the systems ${company.name} has designed, built and supported for telecommunications operators, enterprises and growing brands. Each one started with a business problem and ended with software people rely on every day.`,
    listLabel: 'Projects',
    viewProjectLabel: 'View project',
    opensInNewTab: '(opens in a new tab)',
    cards,
  },
  detail: {
    eyebrow: 'Portfolio',
    backLabel: 'All projects',
    yearLabel: 'Year',
    focusLabel: 'Focus',
    closingMessage: 'Upgrade your software today and future-proof your business for tomorrow',
    mockups: {
      regionLabel: (title: string) => `${title} app screens`,
      previousLabel: 'Previous app screens',
      nextLabel: 'Next app screens',
    },
    screenshots: {
      heading: 'Product screenshots',
      regionLabel: (title: string) => `${title} screenshots`,
      previousLabel: 'Previous screenshots',
      nextLabel: 'Next screenshots',
    },
    slideLabel: (position: number, total: number) => `${position} of ${total}`,
    progressLabel: 'Scroll progress',
  },
} as const;
