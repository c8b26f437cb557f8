import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { jobCategories } from '../../content/jobs';
import { careersContent } from '../../pages/careers/content';
import storyStyles from '../stories.module.css';
import { FilterDropdown } from '../../components/ui/filter-dropdown';

const { category } = careersContent.openPositions;
const options = [{ value: '', label: category.allOption }, ...jobCategories.map(({ id, name }) => ({ value: id, label: name }))];

/** The careers category filter as the page holds it: the button shows the chosen option. */
function CategoryFilter({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const display = options.find((option) => option.value === value)!.label;
  return <FilterDropdown label={category.label} display={display} options={options} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/FilterDropdown',
  component: CategoryFilter,
  decorators: [
    (Story) => (
      <div className={storyStyles.menuRoom}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryFilter>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opened by its button: every category listed, the current one checked. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(category.label) }));
    const menu = await canvas.findByRole('menu');
    await expect(canvas.getAllByRole('menuitemradio')).toHaveLength(options.length);
    await expect(canvas.getByRole('menuitemradio', { name: category.allOption })).toHaveAttribute('aria-checked', 'true');
    await expect(menu).toBeVisible();
  },
};

/** A category chosen: the menu closes and the button shows it. */
export const Chosen: Story = {
  play: async ({ canvas, userEvent }) => {
    const chosen = options[1]!.label;
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(category.label) }));
    await userEvent.click(await canvas.findByRole('menuitemradio', { name: chosen }));
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: `${category.label}: ${chosen}` })).toBeVisible();
  },
};
