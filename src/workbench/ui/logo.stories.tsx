import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { frameContent } from '../../app/content';
import { Logo } from '../../components/ui/logo';

const meta = {
  title: 'UI/Logo',
  component: Logo,
  args: { label: frameContent.nav.logoLabel },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: frameContent.nav.logoLabel })).toBeVisible();
  },
} satisfies Meta<typeof Logo>;
export default meta;

/** The mark and the wordmark in the brand colours. */
export const Default: StoryObj<typeof meta> = {};
