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

/**
 * A blog list card's picture: 2, then 3 columns 1.5rem apart; on a phone a square of 6.75rem, which
 * the 16:9 picture covers at 12rem wide.
 */
export const listCardSizes = [
  wide('calc(24.33rem - 2px)'),
  from('lg', 'calc((100vw - 7rem) / 3 - 2px)'),
  from('md', 'calc((100vw - 5.5rem) / 2 - 2px)'),
  from('sm', 'calc((100vw - 3.5rem) / 2 - 2px)'),
  '12rem',
].join(', ');
