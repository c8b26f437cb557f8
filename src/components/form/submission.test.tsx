import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { behaviour } from '../../styles/behaviour';
import { StatusMessage } from '../ui/status-message';
import { SubmitButton } from './submit-button';
import { useSubmission } from './use-submission';

const messages = { success: 'Message sent successfully.', failure: 'Failed to send message. Try again.' };

function Wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

function TestForm({ send, onSuccess }: { send: (value: string) => Promise<unknown>; onSuccess?: () => void }) {
  const { submit, pending, status } = useSubmission({ send, messages, onSuccess });
  return (
    <form
      aria-label="Test form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit('value');
      }}
    >
      <SubmitButton pending={pending} pendingLabel="Sending...">
        Send Message
      </SubmitButton>
      <StatusMessage status={status} />
    </form>
  );
}

/** A call that waits until the test settles it. */
function deferredCall() {
  let settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | undefined;
  const send = vi.fn(() => new Promise((resolve, reject) => (settle = { resolve, reject })));
  return { send, resolve: () => settle?.resolve({}), reject: () => settle?.reject(new Error('500')) };
}

describe('useSubmission with SubmitButton and the transient status', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('disables and relabels the button while pending, sends once, then shows success for 5000 ms', async () => {
    const call = deferredCall();
    const onSuccess = vi.fn();
    render(<TestForm send={call.send} onSuccess={onSuccess} />, { wrapper: Wrapper });
    const button = screen.getByRole('button', { name: 'Send Message' });
    act(() => {
      button.click();
      button.click();
    });
    const pending = await screen.findByRole('button', { name: 'Sending...' });
    expect(pending).toBeDisabled();
    expect(call.send).toHaveBeenCalledTimes(1);

    await act(async () => call.resolve());
    expect(screen.getByRole('status')).toHaveTextContent(messages.success);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    act(() => vi.advanceTimersByTime(behaviour.statusMessageMs - 100));
    expect(screen.getByRole('status')).toHaveTextContent(messages.success);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the failure as an alert and does not run the success step', async () => {
    const call = deferredCall();
    const onSuccess = vi.fn();
    render(<TestForm send={call.send} onSuccess={onSuccess} />, { wrapper: Wrapper });
    act(() => screen.getByRole('button', { name: 'Send Message' }).click());
    await screen.findByRole('button', { name: 'Sending...' });
    await act(async () => call.reject());
    expect(screen.getByRole('alert')).toHaveTextContent(messages.failure);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(call.send).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(behaviour.statusMessageMs));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
