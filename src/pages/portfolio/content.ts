import { company } from '../../content/company';
import type { PortfolioId } from '../../routes/portfolio-ids';
import { portfolioPath } from '../../routes/paths';

/** One card of the portfolio gallery. External cards open in a new tab. */
type PortfolioGalleryCard = {
  id: PortfolioId | 'hr-product';
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
    href: portfolioPath('nabs-web'),
    external: false,
  },
  {
    id: 'hr3pp',
    title: 'HR3PP',
    category: 'Workforce Management Portal',
    href: portfolioPath('hr3pp'),
    external: false,
  },
  {
    id: 'fttx-web',
    title: 'FTTX',
    category: 'Business Automation',
    href: portfolioPath('fttx-web'),
    external: false,
  },
  {
    id: 'hype-b',
    title: 'HYPE B',
    category: 'Mobile Applications',
    href: portfolioPath('hype-b'),
    external: false,
  },
  {
    id: 'my-mtn',
    title: 'Operator Self-Care App',
    category: 'Mobile Applications',
    href: portfolioPath('my-mtn'),
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
  eyebrow: 'Our portfolio',
  heading: 'Creating World Class Projects',
  intro: `A selection of the systems ${company.name} has designed, built and supported for telecommunications operators, enterprises and growing brands. Each one started with a business problem and ended with software people rely on every day.`,
  listLabel: 'Projects',
  cards,
} as const;
