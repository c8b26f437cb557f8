import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { subscribe } from '../../api/calls';
import type { SubscriptionType } from '../../contracts/subscriptions';
import type { Status } from '../../components/ui/status-message';
import { behaviour } from '../../styles/behaviour';
import { validSubscribeEmail } from './schema';

export type SubscribeMessages = { empty: string; success: string; failure: string };

/**
 * State and behaviour of a one-field subscribe form: validation on submit, typing clears the
 * error, one call at a time with no retry, the field emptied on success and kept on failure, and
 * the result shown for the spec's 5000 ms. One field needs no form library: this keeps
 * react-hook-form out of the entry chunk (docs/decisions/004-subscribe-validation.md).
 */
export function useSubscribeForm(type: SubscriptionType, messages: SubscribeMessages) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const mutation = useMutation({ mutationFn: (address: string) => subscribe(type, address), retry: false });

  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(null), behaviour.statusMessageMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setEmail(event.target.value);
    setError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const address = validSubscribeEmail(email);
    if (!address) {
      setError(messages.empty);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setStatus(null);
    try {
      await mutation.mutateAsync(address);
      setEmail('');
      setStatus({ kind: 'success', text: messages.success });
    } catch {
      setStatus({ kind: 'error', text: messages.failure });
    }
  };

  return { email, onChange, error, status, pending: mutation.isPending, onSubmit };
}
