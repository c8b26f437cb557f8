import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { similarRoles } from '../../content/jobs';
import { careersContent } from '../../pages/careers/content';
import { SearchField } from '../../components/ui/search-field';

const { search } = careersContent.openPositions;

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  args: { id: 'search-open-positions', label: search.label, placeholder: search.placeholder },
} satisfies Meta<typeof SearchField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A role typed in: the value replaces the placeholder, the label still names the field. */
export const WithValue: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('searchbox', { name: search.label });
    await userEvent.type(field, similarRoles[0]!.title);
    await expect(field).toHaveValue(similarRoles[0]!.title);
  },
};
