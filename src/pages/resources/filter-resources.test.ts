import { describe, expect, it } from 'vitest';
import { resourcesContent } from './content';
import { filterResources } from './filter-resources';

const cards = resourcesContent.cards.items;
const ids = (list: readonly { id: string }[]) => list.map((card) => card.id);

describe('filterResources', () => {
  it('keeps all ten cards with no category and no search', () => {
    expect(filterResources(cards, null, '')).toHaveLength(10);
    expect(filterResources(cards, null, '   ')).toHaveLength(10);
  });

  it('keeps only the cards of a category', () => {
    const brochures = filterResources(cards, 'Product Brochures', '');
    expect(brochures).toHaveLength(4);
    expect(brochures.every((card) => card.category === 'Product Brochures')).toBe(true);
    expect(filterResources(cards, 'Company Profile', '')).toHaveLength(6);
  });

  it('searches titles and summaries, ignoring case, every word required', () => {
    expect(ids(filterResources(cards, null, 'VOICE'))).toEqual(['voice-applications-brochure']);
    expect(ids(filterResources(cards, null, 'payroll leave'))).toEqual(['hr-product-brochure']);
    expect(filterResources(cards, null, 'voice payroll')).toEqual([]);
  });

  it('combines the category and the search', () => {
    expect(filterResources(cards, 'Company Profile', 'brochure')).toEqual([]);
    expect(ids(filterResources(cards, 'Product Brochures', 'telecom'))).toEqual(['telecom-platform-brochure']);
  });
});
