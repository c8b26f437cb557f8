import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundMessage } from './not-found-message';

const meta = {
  title: 'Blocks/NotFoundMessage',
  component: NotFoundMessage,
  // It brings the page's h1.
  parameters: { bleed: true, headings: 0 },
} satisfies Meta<typeof NotFoundMessage>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
