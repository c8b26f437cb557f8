import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formStoryContent } from './content';
import { Field } from './field';
import styles from './field.module.css';

const { contact, jobApplication, newsletter } = formStoryContent;
const { email } = contact;

const meta = {
  title: 'Form/Field',
  component: Field,
  args: {
    label: email.label,
    children: (control) => <input type="email" className={styles.input} placeholder={email.placeholder} {...control} />,
  },
} satisfies Meta<typeof Field>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The application form's: a visible sign, which assistive technology does not read; aria-required instead. */
export const Required: Story = {
  args: {
    label: jobApplication.email.label,
    required: true,
    requiredMark: jobApplication.requiredMark,
    children: (control) => <input type="email" className={styles.input} placeholder={jobApplication.email.placeholder} {...control} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: jobApplication.email.label })).toHaveAttribute('aria-required', 'true');
  },
};

/** An upload slot's: the hint under the control describes it. */
export const WithHint: Story = {
  args: {
    label: jobApplication.resumeLabel,
    hint: jobApplication.uploadHint,
    children: (control) => <input type="file" className={styles.input} {...control} />,
  },
};

export const WithError: Story = {
  args: { error: contact.emailInvalid },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: email.label });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(contact.emailInvalid);
    await expect(canvas.getByRole('alert')).toHaveTextContent(contact.emailInvalid);
  },
};

/** A one-field form's: the label is for assistive technology, the placeholder and button say the rest. */
export const HiddenLabel: Story = {
  args: {
    label: newsletter.inputLabel,
    hideLabel: true,
    children: (control) => <input type="email" className={styles.input} placeholder={newsletter.placeholder} {...control} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: newsletter.inputLabel })).toBeVisible();
  },
};
