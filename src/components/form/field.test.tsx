import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

/** axe's WCAG and best-practice rules on what was rendered; colour contrast needs a real layout. */
async function axeViolations(container: HTMLElement) {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

function EmailField(props: { error?: string; hint?: string; required?: boolean; hideLabel?: boolean }) {
  return (
    <form aria-label="Test form">
      <Field label="Email" requiredMark="*" {...props}>
        {(control) => <input type="email" {...control} />}
      </Field>
    </form>
  );
}

describe('Field', () => {
  it('labels its control and describes nothing while there is no hint or error', async () => {
    const { container } = render(<EmailField />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-required');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks the control invalid and describes it with the error, announced as an alert', async () => {
    const { container } = render(<EmailField error="Email is required." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('describes the control with its hint, then its error', async () => {
    const { container } = render(<EmailField hint="We reply within a day." error="Email format is invalid." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We reply within a day. Email format is invalid.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks a required control without putting the visible sign in its name', async () => {
    const { container } = render(<EmailField required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the name of a control whose label is for assistive technology only', async () => {
    const { container } = render(<EmailField hideLabel />);
    expect(screen.getByText('Email')).toHaveClass('visually-hidden');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('clears the invalid state and the description when the error goes', async () => {
    function ClearsOnEdit() {
      const [error, setError] = useState<string | null>('Email is required.');
      return (
        <Field label="Email" error={error}>
          {(control) => <input type="email" {...control} onChange={() => setError(null)} />}
        </Field>
      );
    }
    render(<ClearsOnEdit />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'a');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <EmailField error="First." />
        <EmailField error="Second." />
      </>,
    );
    const [first, second] = screen.getAllByRole('textbox', { name: 'Email' });
    expect(first).toHaveAccessibleDescription('First.');
    expect(second).toHaveAccessibleDescription('Second.');
  });
});
