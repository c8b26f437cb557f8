/** The page of one portfolio project; the project itself is in content/projects.ts. */
export const portfolioDetailContent = {
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
} as const;
