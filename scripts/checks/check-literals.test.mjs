import { describe, expect, it } from 'vitest';
import { findLiterals } from './check-literals.mjs';

describe('findLiterals', () => {
  it.each([
    ['a { color: #e2093c; }', 'hex colour'],
    ["const red = '#fff';", 'hex colour'],
    ['@media (min-width: 768px) {}', 'pixel breakpoint in a media query'],
    ["matchMedia('(max-width: 500px)')", 'pixel width or height condition'],
    ['max-width: 1440px;', 'breakpoint written in pixels'],
  ])('flags %s', (text, rule) => {
    expect(findLiterals(text).map((hit) => hit.rule)).toContain(rule);
  });

  it('leaves token references, anchors and ordinary sizes alone', () => {
    expect(findLiterals('a { color: var(--color-brand-500); padding: 12px; }\n@media (--md) {}\nhref="#open_roles"')).toEqual([]);
  });
});
