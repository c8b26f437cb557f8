import type { ResourceCard, ResourceCategory } from './content';

/**
 * The cards that match a category (null: all) and a search text. The search ignores case and
 * extra spaces, and every word must appear in the title, the summary or the category.
 */
export function filterResources(cards: readonly ResourceCard[], category: ResourceCategory | null, query: string): readonly ResourceCard[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return cards.filter((card) => {
    if (category && card.category !== category) return false;
    const haystack = `${card.title} ${card.summary} ${card.category}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
