import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { homeContent } from '../../pages/home/content';
import { ArrowButton, ProgressTrack } from '../../components/ui/scroll-controls';
import styles from '../../components/ui/scroll-controls.module.css';

const { previousLabel, nextLabel } = homeContent.testimonials;

type Props = { progress: number; atStart: boolean; atEnd: boolean; onPrevious: () => void; onNext: () => void };

/** The row a carousel and a scroll strip put under their items: the progress bar, then the arrows. */
function Controls({ progress, atStart, atEnd, onPrevious, onNext }: Props) {
  return (
    <div className={styles.controls}>
      <ProgressTrack progress={progress} />
      <div className={styles.buttons}>
        <ArrowButton label={previousLabel} disabled={atStart} onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" />
        </ArrowButton>
        <ArrowButton label={nextLabel} disabled={atEnd} onClick={onNext}>
          <ChevronRight aria-hidden="true" />
        </ArrowButton>
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/ScrollControls',
  component: Controls,
  args: { progress: 0, atStart: true, atEnd: false, onPrevious: fn(), onNext: fn() },
} satisfies Meta<typeof Controls>;
export default meta;

type Story = StoryObj<typeof meta>;

/** At the start the previous arrow stays focusable but does nothing (aria-disabled). */
export const Start: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: previousLabel }));
    await expect(args.onPrevious).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: previousLabel })).toHaveFocus();
  },
};

export const Middle: Story = { args: { progress: 0.5, atStart: false } };

export const End: Story = { args: { progress: 1, atStart: false, atEnd: true } };
