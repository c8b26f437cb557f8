import { describe, expect, it } from 'vitest';
import { contrast } from './contrast';
import { tokens } from './generated/tokens';

describe('contrast', () => {
  it('gives a colour against itself 1 and the ink against the white surface its WCAG ratio', () => {
    expect(contrast(tokens.color.ink, tokens.color.ink)).toEqual({ ratio: 1, level: 'fails' });
    // By hand: the ink's relative luminance is 0.00843, the white's 1, so (1 + 0.05) / (0.00843 + 0.05).
    const inkOnWhite = contrast(tokens.color.ink, tokens.color.surface);
    expect(inkOnWhite.ratio).toBeCloseTo(17.97, 1);
    expect(inkOnWhite.level).toBe('aaa');
  });

  it('places each colour the site writes text in at AA or better on the surface it is written on', () => {
    for (const colour of [tokens.color.text, tokens.color.muted, tokens.color.error, tokens.color.success, tokens.color.brand['600']]) {
      expect(contrast(colour, tokens.color.surface).ratio).toBeGreaterThanOrEqual(4.5);
    }
    for (const colour of [
      tokens.color['on-dark'],
      tokens.color['on-dark-muted'],
      tokens.color['error-on-dark'],
      tokens.color['success-on-dark'],
    ]) {
      expect(contrast(colour, tokens.color['surface-dark']).ratio).toBeGreaterThanOrEqual(4.5);
    }
  });
});
