import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { jobApplicationContent } from '../../forms/job-application/content';
import { contactFormContent } from '../../forms/contact/content';
import { newsletterContent } from '../../forms/subscribe/content';
import { Field } from '../../components/form/field';
import styles from '../../components/form/field.module.css';

const { email } = contactFormContent.fields;

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
    label: jobApplicationContent.fields.email.label,
    required: true,
    requiredMark: jobApplicationContent.requiredMark,
    children: (control) => (
      <input type="email" className={styles.input} placeholder={jobApplicationContent.fields.email.placeholder} {...control} />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: jobApplicationContent.fields.email.label })).toHaveAttribute('aria-required', 'true');
  },
};

/** An upload slot's: the hint under the control describes it. */
export const WithHint: Story = {
  args: {
    label: jobApplicationContent.uploads.resume.label,
    hint: jobApplicationContent.uploads.hint,
    children: (control) => <input type="file" className={styles.input} {...control} />,
  },
};

export const WithError: Story = {
  args: { error: contactFormContent.errors.emailInvalid },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: email.label });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(contactFormContent.errors.emailInvalid);
    await expect(canvas.getByRole('alert')).toHaveTextContent(contactFormContent.errors.emailInvalid);
  },
};

/** A one-field form's: the label is for assistive technology, the placeholder and button say the rest. */
export const HiddenLabel: Story = {
  args: {
    label: newsletterContent.inputLabel,
    hideLabel: true,
    children: (control) => <input type="email" className={styles.input} placeholder={newsletterContent.placeholder} {...control} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: newsletterContent.inputLabel })).toBeVisible();
  },
};
