import { company } from '../content/company';
import { paths } from '../routes/paths';

/** Copy of the site frame: navigation bar, skip link and footer (spec section 2). */
export const frameContent = {
  skipLink: 'Skip to main content',
  nav: {
    label: 'Main',
    logoLabel: `${company.name} home`,
    logoTo: paths.home,
    menuButton: 'Menu',
    links: [
      { id: 'about', label: 'About Us', to: paths.about },
      { id: 'pns', label: 'Products & Services', to: paths.pns },
      { id: 'portfolio', label: 'Portfolio', to: paths.portfolio },
      { id: 'careers', label: 'Careers', to: paths.careers },
      { id: 'contact', label: "Let's Talk", to: paths.contactUs },
    ],
    hrSoftware: { label: 'HR Software', href: company.hrProduct.url },
  },
  footer: {
    about: `${company.name} builds software, voice and telecom platforms and HR software for businesses across Africa, from Accra since ${company.foundedYear}.`,
    socialLabel: 'Follow us',
    social: [
      { id: 'professional', label: company.social.professionalNetwork.name, href: company.social.professionalNetwork.url },
      { id: 'social', label: company.social.socialNetwork.name, href: company.social.socialNetwork.url },
    ],
    navLabel: 'Footer',
    columns: [
      {
        id: 'about',
        heading: `About ${company.name}`,
        links: [
          { id: 'about-us', label: 'About Us', to: paths.about },
          { id: 'anniversary', label: '10th Anniversary', to: paths.anniversary },
        ],
      },
      {
        id: 'discover',
        heading: 'Discover',
        links: [
          { id: 'blog', label: 'Blog', to: paths.blog },
          { id: 'tech-stack', label: 'Tech Stack', to: paths.techStack },
        ],
      },
      {
        id: 'explore',
        heading: `Explore ${company.name}`,
        links: [
          { id: 'terms', label: 'Terms Of Service', to: paths.privacyPolicy },
          { id: 'privacy', label: 'Privacy Policy', to: paths.privacyPolicy },
        ],
      },
    ],
    copyright: (year: number) => `© ${year} ${company.legalName}. All rights reserved.`,
  },
} as const;
