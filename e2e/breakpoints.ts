import { tokens } from '../src/styles/generated/tokens';

/** The seven breakpoint tokens, each a viewport width of the matrix. */
export const breakpoints = Object.entries(tokens.breakpoint).map(([name, width]) => ({ name, width }));

export const viewportHeight = 900;

export function viewportAt(name: keyof typeof tokens.breakpoint) {
  return { width: tokens.breakpoint[name], height: viewportHeight };
}
