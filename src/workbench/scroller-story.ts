import type { StoryContext } from '@storybook/react-vite';

// For the stories of the two horizontal scrollers (the carousel, the scroll strip), which step
// through their items with the same two arrows.

/** What their play functions use of a story's context. */
export type ScrollerPlay = Pick<StoryContext, 'canvas' | 'userEvent'>;

/** The previous or the next arrow, by its name. */
export const arrowButton = ({ canvas }: ScrollerPlay, name: string) => canvas.getByRole('button', { name });
