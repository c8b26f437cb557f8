/**
 * How the site presents itself outside its pages: the web manifest, and the share image that links to
 * a page show on social networks and in messengers (scripts/tools/make-icons.mjs draws it).
 */
export const manifestFacts = {
  description: 'Software, telecom platforms and HR and payroll for businesses in Ghana and beyond.',
} as const;

export const socialCard = {
  /** Open Graph's recommended size: 1.91 to 1. */
  width: 1200,
  height: 630,
  headline: 'Software, telecom platforms and HR for businesses that move Ghana forward.',
  line: 'Accra, Ghana · since 2014',
  /** The image's text alternative, for og:image:alt and twitter:image:alt. */
  alt: 'Volta Systems: software, telecom platforms and HR for businesses that move Ghana forward.',
} as const;
