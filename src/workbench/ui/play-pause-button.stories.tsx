import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { partnersContent } from '../../content/partners';
import { pnsContent } from '../../pages/pns/content';
import { PlayPauseButton } from '../../components/ui/play-pause-button';
import frames from '../stories.module.css';

const { video } = pnsContent.product;

const meta = {
  title: 'UI/PlayPauseButton',
  component: PlayPauseButton,
  args: { playing: true, onToggle: fn(), pauseLabel: partnersContent.pauseLabel, playLabel: partnersContent.playLabel, tone: 'light' },
} satisfies Meta<typeof PlayPauseButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: partnersContent.pauseLabel }));
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const Paused: Story = { args: { playing: false } };

/** In the corner of a dark frame (the product video). */
const inDarkFrame: Story['decorators'] = (Story) => (
  <div className={frames.dark}>
    <Story />
  </div>
);

export const OverlayPlaying: Story = {
  args: { tone: 'overlay', pauseLabel: video.pauseLabel, playLabel: video.playLabel },
  decorators: inDarkFrame,
};

export const OverlayPaused: Story = {
  args: { tone: 'overlay', playing: false, pauseLabel: video.pauseLabel, playLabel: video.playLabel },
  decorators: inDarkFrame,
};
