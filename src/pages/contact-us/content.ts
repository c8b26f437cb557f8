import { company, telHref } from '../../content/company';
import { mailtoHref } from '../../contracts/email';

/** One line of a contact-details group: visible text and the link it opens, if any. */
type ContactDetailItem = {
  id: string;
  text: string;
  href?: string;
};

/** One contact-details card: Email, Phone or Location. */
export type ContactDetailGroup = {
  id: 'email' | 'phone' | 'location';
  heading: string;
  items: readonly ContactDetailItem[];
};

const detailGroups: readonly ContactDetailGroup[] = [
  {
    id: 'email',
    heading: 'Email',
    items: [
      { id: 'sales', text: company.emails.sales, href: mailtoHref(company.emails.sales) },
      { id: 'info', text: company.emails.info, href: mailtoHref(company.emails.info) },
    ],
  },
  {
    id: 'phone',
    heading: 'Phone',
    items: company.phones.map((phone, index) => ({
      id: `phone-${index + 1}`,
      text: phone,
      href: telHref(phone),
    })),
  },
  {
    id: 'location',
    heading: 'Location',
    items: [
      { id: 'gps-code', text: company.location.gpsCode },
      { id: 'street', text: company.location.street },
    ],
  },
];

export const contactUsContent = {
  hero: {
    heading: 'Get in touch today',
    paragraph:
      'Have a project in mind, a question about our services or a request for a demonstration? Send us a message and the right person on our team will reply within one working day.',
  },
  details: {
    heading: 'Contact details',
    groups: detailGroups,
  },
} as const;
