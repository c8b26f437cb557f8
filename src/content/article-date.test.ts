import { describe, expect, it } from 'vitest';
import { formatArticleDate } from './article-date';

describe('formatArticleDate', () => {
  it('formats the UTC day', () => {
    expect(formatArticleDate('2025-03-12T23:30:00Z')).toBe('12 March 2025');
  });
});
