import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { widgetStoryContent } from './content';
import { Spinner } from './spinner';

const { loading } = widgetStoryContent;

const meta = { title: 'UI/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The ring alone, named by its label (it turns unless reduced motion is asked for). */
export const Ring: Story = {
  args: { label: loading.ringLabel },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: loading.ringLabel })).toBeVisible();
  },
};

/** The blog's: the label shown beside the ring. */
export const Labelled: Story = { args: { label: loading.visibleLabel, visibleLabel: true } };
