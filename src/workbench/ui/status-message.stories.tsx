import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contactFormContent } from '../../forms/contact/content';
import { newsletterContent } from '../../forms/subscribe/content';
import { StatusMessage } from '../../components/ui/status-message';
import frames from '../stories.module.css';

const meta = { title: 'UI/StatusMessage', component: StatusMessage } satisfies Meta<typeof StatusMessage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { status: { kind: 'success', text: contactFormContent.success } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(contactFormContent.success);
  },
};

export const Failure: Story = {
  args: { status: { kind: 'error', text: contactFormContent.failure } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(contactFormContent.failure);
  },
};

/** The newsletter band's: lighter colours on the dark surface. */
const onDark: Story['decorators'] = (Story) => (
  <div className={frames.dark}>
    <Story />
  </div>
);

export const SuccessOnDark: Story = {
  args: { status: { kind: 'success', text: newsletterContent.messages.success }, tone: 'dark' },
  decorators: onDark,
};

export const FailureOnDark: Story = {
  args: { status: { kind: 'error', text: newsletterContent.messages.failure }, tone: 'dark' },
  decorators: onDark,
};
