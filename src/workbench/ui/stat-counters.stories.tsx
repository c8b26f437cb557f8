import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { aboutContent } from '../../pages/about/content';
import { behaviour } from '../../styles/behaviour';
import { StatCounters } from '../../components/ui/stat-counters';

const { stats } = aboutContent;

/** Waits for the count to be done and checks each card shows its target. */
const finished: StoryObj<typeof StatCounters>['play'] = async ({ canvas }) => {
  const list = canvas.getByRole('list', { name: stats.label });
  const { delayMs, durationMs } = behaviour.stats;
  await waitFor(() => expect(list).toHaveAttribute('data-count-state', 'done'), { timeout: 4 * (delayMs + durationMs) });
  for (const stat of stats.items) {
    await expect(list.querySelector(`[data-stat="${stat.id}"] [data-value]`)).toHaveTextContent(`${stat.statsValue}${stat.suffix}`);
  }
};

const meta = {
  title: 'UI/StatCounters',
  component: StatCounters,
  args: { label: stats.label, stats: stats.items },
} satisfies Meta<typeof StatCounters>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Under reduced motion (the gate's default) the targets show at once. */
export const Finished: Story = { play: finished };

/** Tagged `motion`: the gate lets it count up with the animation kit, and waits for the end. */
export const CountedUp: Story = { tags: ['motion'], play: finished };
