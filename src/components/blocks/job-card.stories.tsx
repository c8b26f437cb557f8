import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { similarRoles } from '../../content/jobs';
import { jobPath } from '../../routes/paths';
import { JobCard } from './job-card';

const role = similarRoles[0]!;

const meta = {
  title: 'Blocks/JobCard',
  component: JobCard,
  args: { job: role },
  // Its title is an h3, under the list's h2.
  parameters: { headings: 2 },
} satisfies Meta<typeof JobCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: role.title })).toHaveAttribute('href', jobPath(role.id));
  },
};

/** A role listed without skills: no empty tag row. */
export const WithoutSkills: Story = { args: { job: { ...role, techSkills: [] } } };
