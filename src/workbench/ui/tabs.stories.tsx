import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { homeContent } from '../../pages/home/content';
import { TabsWidget as Tabs } from '../../components/ui/tabs-widget';

const { purpose } = homeContent;

const panels = {
  mission: <p>{purpose.mission.statement}</p>,
  vision: <p>{purpose.vision.statement}</p>,
  values: (
    <ul>
      {purpose.values.items.map((value) => (
        <li key={value.id}>
          <strong>{value.name}</strong>: {value.description}
        </li>
      ))}
    </ul>
  ),
};

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: purpose.label,
    items: purpose.tabs.map((tab) => ({ id: tab.id, label: tab.label, content: panels[tab.id] })),
    defaultValue: purpose.defaultTab,
  },
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Chooses the tab (by click, or by the arrow key from the first) and checks that its panel alone is shown. */
function showsTab(index: number, by: 'click' | 'keyboard' = 'click'): Story['play'] {
  return async ({ canvas, userEvent }) => {
    const tab = canvas.getAllByRole('tab')[index]!;
    if (by === 'click') await userEvent.click(tab);
    else {
      await userEvent.click(canvas.getAllByRole('tab')[0]!);
      for (let step = 0; step < index; step += 1) await userEvent.keyboard('{ArrowRight}');
    }
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // With the animation kit the panel that was shown fades out first.
    await waitFor(() => expect(canvas.getAllByRole('tabpanel')).toEqual([canvas.getByRole('tabpanel', { name: tab.textContent ?? '' })]));
  };
}

export const Mission: Story = { play: showsTab(0) };

export const Vision: Story = { play: showsTab(1) };

/** Reached with the arrow keys: the tabs activate as focus moves. */
export const Values: Story = { play: showsTab(2, 'keyboard') };
