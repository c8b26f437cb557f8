import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { widgetStoryContent } from './content';
import { Logo } from './logo';

const { logoLabel } = widgetStoryContent;

const meta = {
  title: 'UI/Logo',
  component: Logo,
  args: { label: logoLabel },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: logoLabel })).toBeVisible();
  },
} satisfies Meta<typeof Logo>;
export default meta;

/** The mark and the wordmark in the brand colours. */
export const Default: StoryObj<typeof meta> = {};
