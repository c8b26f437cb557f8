import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blogContent } from '../../pages/blog/content';
import { careersContent } from '../../pages/careers/content';
import { Spinner } from '../../components/ui/spinner';

const meta = { title: 'UI/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The ring alone, named by its label (it turns unless reduced motion is asked for). */
export const Ring: Story = {
  args: { label: careersContent.openPositions.loadingLabel },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: careersContent.openPositions.loadingLabel })).toBeVisible();
  },
};

/** The blog's: the label shown beside the ring. */
export const Labelled: Story = { args: { label: blogContent.loadingText, visibleLabel: true } };
