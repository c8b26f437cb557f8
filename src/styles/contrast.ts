import { wcagContrast } from 'culori';

export type ContrastLevel = 'aaa' | 'aa' | 'large' | 'fails';

/** The WCAG 2 contrast ratio of two colours (1 to 21) and the level it reaches for text. */
export function contrast(foreground: string, background: string): { ratio: number; level: ContrastLevel } {
  const ratio = wcagContrast(foreground, background);
  const level = ratio >= 7 ? 'aaa' : ratio >= 4.5 ? 'aa' : ratio >= 3 ? 'large' : 'fails';
  return { ratio, level };
}
