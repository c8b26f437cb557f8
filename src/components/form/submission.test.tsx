import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/problem';
import { behaviour } from '../../styles/behaviour';
import { StatusMessage } from '../ui/status-message';
import { SubmitButton } from './submit-button';
import { useSubmission } from './use-submission';

const messages = { success: 'Message sent successfully.', failure: 'Failed to send message. Try again.' };

function Wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

function TestForm({ send, onSuccess }: { send: (value: string, key: string) => Promise<unknown>; onSuccess?: () => void }) {
  const { submit, pending, status } = useSubmission({ send, messages, onSuccess });
  return (
    <form
      aria-label="Test form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(String(new FormData(event.currentTarget).get('value')));
      }}
    >
      <input aria-label="Value" name="value" defaultValue="value" />
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
  const send = vi.fn<(value: string, key: string) => Promise<unknown>>(
    () => new Promise((resolve, reject) => (settle = { resolve, reject })),
  );
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

  it('says that the form no longer takes submissions when the server answers 409, and that only then', async () => {
    const closed = 'This role has stopped taking applications, so your application was not sent.';
    const conflict = new ApiError({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'Applications closed.' });
    const send = vi.fn<(value: string, key: string) => Promise<unknown>>().mockRejectedValue(conflict);
    function ClosableForm() {
      const { submit, status } = useSubmission({ send, messages: { ...messages, closed } });
      return (
        <>
          <button type="button" onClick={() => void submit('value')}>
            Send Message
          </button>
          <StatusMessage status={status} />
        </>
      );
    }
    render(<ClosableForm />, { wrapper: Wrapper });
    await act(async () => screen.getByRole('button', { name: 'Send Message' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent(closed);
    send.mockRejectedValue(new ApiError({ type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'Busy.' }));
    await act(async () => screen.getByRole('button', { name: 'Send Message' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent(messages.failure);
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

  describe('the Idempotency-Key of each submission', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

    /** Submits the form and settles the call; answers the key it was sent with. */
    async function submitAndSettle(call: ReturnType<typeof deferredCall>, outcome: 'resolve' | 'reject') {
      act(() => screen.getByRole('button', { name: 'Send Message' }).click());
      await screen.findByRole('button', { name: 'Sending...' });
      await act(async () => call[outcome]());
      return call.send.mock.lastCall![1];
    }

    it('sends a new random key, keeps it for the try after a failure, and makes another after a success', async () => {
      const call = deferredCall();
      render(<TestForm send={call.send} />, { wrapper: Wrapper });
      const first = await submitAndSettle(call, 'reject');
      expect(first).toMatch(uuid);
      expect(await submitAndSettle(call, 'reject')).toBe(first);
      expect(await submitAndSettle(call, 'resolve')).toBe(first);
      const next = await submitAndSettle(call, 'resolve');
      expect(next).toMatch(uuid);
      expect(next).not.toBe(first);
      expect(call.send.mock.calls.map(([value]) => value)).toEqual(['value', 'value', 'value', 'value']);
    });

    it('makes a new key when the content changed after a failure', async () => {
      const call = deferredCall();
      render(<TestForm send={call.send} />, { wrapper: Wrapper });
      const first = await submitAndSettle(call, 'reject');
      const field = screen.getByRole('textbox', { name: 'Value' });
      act(() => fireEvent.change(field, { target: { value: 'other value' } }));
      const second = await submitAndSettle(call, 'reject');
      expect(second).not.toBe(first);
      expect(await submitAndSettle(call, 'reject')).toBe(second);
      expect(call.send.mock.lastCall![0]).toBe('other value');
    });
  });
});
