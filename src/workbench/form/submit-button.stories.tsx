import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contactFormContent } from '../../forms/contact/content';
import { SubmitButton } from '../../components/form/submit-button';

const meta = {
  title: 'Form/SubmitButton',
  component: SubmitButton,
  args: { pending: false, pendingLabel: contactFormContent.pendingLabel, children: contactFormContent.submitLabel },
} satisfies Meta<typeof SubmitButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: contactFormContent.submitLabel })).toBeEnabled();
  },
};

/** While the call is pending: relabelled and disabled, so the form cannot be sent twice. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: contactFormContent.pendingLabel })).toBeDisabled();
  },
};
