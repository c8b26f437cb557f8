import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { partnerLogos, partnerNames } from '../../assets/partner-images';
import { partnersContent } from '../../content/partners';
import { Marquee } from './marquee';

const meta = {
  title: 'UI/Marquee',
  component: Marquee,
  args: {
    label: partnersContent.label,
    logos: partnerLogos.map((logo, index) => ({ ...logo, name: partnerNames[index] ?? '' })),
    pauseLabel: partnersContent.pauseLabel,
    playLabel: partnersContent.playLabel,
  },
} satisfies Meta<typeof Marquee>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Tagged `motion`: the workbench gate opens it without the reduced-motion preference, since the
 * loop and its pause button exist only then (a screenshot holds the loop at its first frame).
 */
export const Playing: Story = {
  tags: ['motion'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: partnersContent.pauseLabel })).toBeVisible();
  },
};

export const Paused: Story = {
  tags: ['motion'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: partnersContent.pauseLabel }));
    await expect(canvas.getByRole('button', { name: partnersContent.playLabel })).toBeVisible();
    await expect(canvasElement.querySelector('[data-paused]')).toHaveAttribute('data-paused', 'true');
  },
};

/** Under reduced motion (the gate's default) the logos stand still, wrapped, with no button. */
export const StandingStill: Story = {};
