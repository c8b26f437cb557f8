/**
 * Facts about the company used on several pages. The spec hides the real names, addresses and
 * numbers, so these are placeholders (example.com hosts, +233 0000 numbers) kept in this one place.
 */
export const company = {
  name: 'Volta Systems',
  legalName: 'Volta Systems Limited',
  foundedYear: 2014,
  /** Where the site is published: the origin of sitemap.xml and canonical links. */
  siteUrl: 'https://www.example.com',
  hrProduct: {
    name: 'Volta HR',
    url: 'https://hr.example.com/',
  },
  emails: {
    sales: 'sales@example.com',
    info: 'info@example.com',
    hr: 'careers@example.com',
  },
  phones: ['+233 30 000 0001', '+233 30 000 0002', '+233 20 000 0003'],
  location: {
    gpsCode: 'GA-000-0000',
    street: '12 Example Street, North Legon, Accra, Ghana',
  },
  social: {
    professionalNetwork: { name: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
    socialNetwork: { name: 'Facebook', url: 'https://www.facebook.com/example' },
  },
} as const;

/** Turns a display phone number into a tel: URI. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
