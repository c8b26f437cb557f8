import { breakpoint, size } from '../../styles/generated/tokens';

/**
 * How wide an article's pictures are shown at each width of the window (their `sizes`), from the
 * layouts of the blog's pages: the page's column (80rem at most, less a gutter of 1rem each side, 2rem
 * from md) and the card grids' columns and gaps. The browser takes the smallest file that covers this;
 * e2e/matrix-checks.ts holds the pages to it.
 * (Beside each page, so that each page's JavaScript carries only its own.)
 */
const from = (name: keyof typeof breakpoint, length: string) => `(min-width: ${breakpoint[name]}px) ${length}`;
const wide = (length: string) => `(min-width: ${size['content-max']}) ${length}`;

/** The article page's hero: the whole column. */
export const heroSizes = [wide('76rem'), from('md', 'calc(100vw - 4rem)'), 'calc(100vw - 2rem)'].join(', ');

/** A 'Related articles' card's picture (inside its 1px border): 1, 2, then 4 columns 1rem apart. */
export const relatedCardSizes = [
  wide('calc(18.25rem - 2px)'),
  from('lg', 'calc((100vw - 7rem) / 4 - 2px)'),
  from('md', 'calc((100vw - 5rem) / 2 - 2px)'),
  from('sm', 'calc((100vw - 3rem) / 2 - 2px)'),
  'calc(100vw - 2rem - 2px)',
].join(', ');
