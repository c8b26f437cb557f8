import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formStoryContent } from './content';
import { SubmitButton } from './submit-button';

const { contact } = formStoryContent;

const meta = {
  title: 'Form/SubmitButton',
  component: SubmitButton,
  args: { pending: false, pendingLabel: contact.pendingLabel, children: contact.submitLabel },
} satisfies Meta<typeof SubmitButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: contact.submitLabel })).toBeEnabled();
  },
};

/** While the call is pending: relabelled and disabled, so the form cannot be sent twice. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: contact.pendingLabel })).toBeDisabled();
  },
};
