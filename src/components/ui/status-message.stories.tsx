import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { widgetStoryContent } from './content';
import { StatusMessage } from './status-message';
import frames from '../stories.module.css';

const { status } = widgetStoryContent;

const meta = { title: 'UI/StatusMessage', component: StatusMessage } satisfies Meta<typeof StatusMessage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { status: { kind: 'success', text: status.success } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(status.success);
  },
};

export const Failure: Story = {
  args: { status: { kind: 'error', text: status.failure } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(status.failure);
  },
};

/** The newsletter band's: lighter colours on the dark surface. */
const onDark: Story['decorators'] = (Story) => (
  <div className={frames.dark}>
    <Story />
  </div>
);

export const SuccessOnDark: Story = {
  args: { status: { kind: 'success', text: status.newsletterSuccess }, tone: 'dark' },
  decorators: onDark,
};

export const FailureOnDark: Story = {
  args: { status: { kind: 'error', text: status.newsletterFailure }, tone: 'dark' },
  decorators: onDark,
};
