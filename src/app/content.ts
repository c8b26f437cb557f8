import { validationMessages } from '../contracts/content';
import { company } from '../content/company';

/** Copy of the site frame: navigation bar, skip link and footer (spec section 2). */
export const frameContent = {
  skipLink: 'Skip to main content',
  opensInNewTab: '(opens in a new tab)',
  nav: {
    label: 'Main',
    logoLabel: `${company.name} home`,
    menuButton: 'Menu',
    links: [
      { id: 'about', label: 'About Us', to: '/about' },
      { id: 'pns', label: 'Products & Services', to: '/pns' },
      { id: 'portfolio', label: 'Portfolio', to: '/portfolio' },
      { id: 'careers', label: 'Careers', to: '/careers' },
      { id: 'contact', label: "Let's Talk", to: '/contact-us' },
    ],
    hrSoftware: { label: 'HR Software', href: company.hrProduct.url },
  },
  footer: {
    newsletter: {
      heading: 'Subscribe to our newsletter',
      intro: 'News, insights and product updates from our team, now and then. No spam.',
      inputLabel: 'Email address',
      placeholder: 'Email Address here...',
      button: 'Subscribe',
      pending: 'Subscribing',
      messages: {
        empty: validationMessages.emailEmpty,
        success: 'Thank you for subscribing.',
        failure: 'Failed to send message. Try again.',
      },
    },
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
          { id: 'about-us', label: 'About Us', to: '/about' },
          { id: 'anniversary', label: '10th Anniversary', to: '/anniversary' },
        ],
      },
      {
        id: 'discover',
        heading: 'Discover',
        links: [
          { id: 'blog', label: 'Blog', to: '/blog' },
          { id: 'tech-stack', label: 'Tech Stack', to: '/tech-stack' },
        ],
      },
      {
        id: 'explore',
        heading: `Explore ${company.name}`,
        links: [
          { id: 'terms', label: 'Terms Of Service', to: '/privacy-policy' },
          { id: 'privacy', label: 'Privacy Policy', to: '/privacy-policy' },
        ],
      },
    ],
    copyright: (year: number) => `© ${year} ${company.legalName}. All rights reserved.`,
  },
} as const;
