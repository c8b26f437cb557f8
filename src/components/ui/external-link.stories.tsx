import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sharedCopy } from '../../content/shared-copy';
import { widgetStoryContent } from './content';
import { ExternalLink } from './external-link';

const { hrSoftware, learnMore } = widgetStoryContent.externalLink;

const meta = {
  title: 'UI/ExternalLink',
  component: ExternalLink,
  args: { href: hrSoftware.href, children: hrSoftware.label },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(expect.stringContaining(sharedCopy.opensInNewTab));
  },
} satisfies Meta<typeof ExternalLink>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The product's 'Learn More', a link that looks like a button. */
export const AsButton: Story = {
  args: { href: learnMore.href, children: learnMore.label, className: 'button' },
};
