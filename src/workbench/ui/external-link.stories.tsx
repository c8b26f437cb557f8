import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sharedCopy } from '../../content/shared-copy';
import { frameContent } from '../../app/content';
import { pnsContent } from '../../pages/pns/content';
import { ExternalLink } from '../../components/ui/external-link';

const { hrSoftware } = frameContent.nav;

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
  args: { href: pnsContent.product.learnMore.href, children: pnsContent.product.learnMore.label, className: 'button' },
};
