import { useState, type ChangeEvent, type FormEvent } from 'react';
import { callApi } from '../../api/client';
import { api } from '../../contracts/calls';
import { useSubmission } from '../../components/form/use-submission';
import type { SubscriptionType } from '../../contracts/subscriptions';
import { checkSubscribeEmail } from './schema';

/** The refusal of the address comes from its rule (src/contracts/rules.ts), the same as the server's. */
type SubscribeMessages = { success: string; failure: string };

/**
 * State and behaviour of a one-field subscribe form: validation on submit, typing clears the
 * error, the field emptied on success and kept on failure. One field needs no form library: this
 * keeps react-hook-form out of the entry chunk (docs/decisions/004-subscribe-validation.md).
 */
export function useSubscribeForm(type: SubscriptionType, messages: SubscribeMessages) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { submit, pending, status } = useSubmission({
    send: (subscriberEmail: string, idempotencyKey: string) =>
      callApi(api.subscribe, { query: { type }, body: { subscriberEmail }, idempotencyKey }),
    messages,
    onSuccess: () => setEmail(''),
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setEmail(event.target.value);
    setError(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { value: address, error: refusal } = checkSubscribeEmail(email);
    if (refusal) {
      setError(refusal);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    void submit(address);
  };

  return { email, onChange, error, status, pending, onSubmit };
}
