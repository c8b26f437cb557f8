/**
 * Copy of the component workbench (Storybook) that the site itself does not say: the tokens page.
 * The other stories show the site's own words: from the content modules beside their component, or,
 * in src/workbench/, from the content.ts of the page, form or frame that gives the widget its words.
 */
export const workbenchContent = {
  tokens: {
    heading: 'Design tokens',
    intro: 'The values in tokens/tokens.json, as the site reads them from src/styles/generated/tokens.ts.',
    colours: {
      heading: 'Colours',
      intro: 'Contrast ratios by the WCAG formula. AA asks 4.5 for body text, 3 for large text and for controls.',
      columns: { swatch: 'Swatch', token: 'Token', value: 'Value' },
      against: (name: string, value: string) => `On ${name} (${value})`,
      levels: { aaa: 'AAA', aa: 'AA', large: 'AA large', fails: 'fails' },
    },
    type: {
      heading: 'Type scale',
      sizes: 'Sizes',
      weights: 'Weights',
      lineHeights: 'Line heights',
    },
    spacing: { heading: 'Spacing' },
    breakpoints: {
      heading: 'Breakpoints',
      intro: 'Each is a custom media query, min-width: the value; the e2e matrix shoots every page at each.',
      columns: { name: 'Name', query: 'Media query', width: 'Min width' },
    },
  },
} as const;
