/** The valid portfolio ids (spec section 3). The route table prerenders one page for each. */
export const portfolioIds = ['nabs-web', 'my-mtn', 'hr3pp', 'fttx-web', 'hype-b'] as const;
export type PortfolioId = (typeof portfolioIds)[number];
