import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../api/problem';
import type { Problem } from '../../contracts/problem';
import { useRef, useState } from 'react';
import { submissionKeys } from './submission-key';
import { useTransientStatus } from './use-transient-status';

type Options<Input, Answer> = {
  /**
   * The call, with the submission's Idempotency-Key to send; a rejection is the failure (the API
   * client turns every failure into one).
   */
  send: (input: Input, idempotencyKey: string) => Promise<Answer>;
  /** `closed`: for a 409, what the form was for no longer takes submissions (a vacancy past its deadline). */
  messages: { success: string; failure: string; closed?: string };
  /** What the form does after a success, with the server's answer, before the message shows (clear its fields). */
  onSuccess?: (answer: Answer) => void;
  /**
   * For a refusal of what was sent (400): shows the reasons at the fields the server named and gives
   * the failure message that names them, or undefined when it names none of the form's fields.
   */
  onRefusal?: (problem: Problem) => string | undefined;
  /** For a 404 (what the form names is gone: a personal link not known): the message to show, and what the form does about it. */
  onNotFound?: (problem: Problem) => string;
};

/**
 * Sends a form's values once: no retry (spec section 7), no second call while one is pending, the
 * result shown as a transient status (success as status, failure as alert). On failure nothing is
 * reset, so the user loses nothing they typed, and their "Try again" with the same content carries
 * the same Idempotency-Key: a first try that was stored after all is not stored twice.
 */
export function useSubmission<Input, Answer = unknown>({ send, messages, onSuccess, onRefusal, onNotFound }: Options<Input, Answer>) {
  const mutation = useMutation({
    mutationFn: ({ input, key }: { input: Input; key: string }) => send(input, key),
    retry: false,
  });
  const [keys] = useState(submissionKeys);
  const { status, show } = useTransientStatus();
  // The pending flag of the last render can be stale for a second submit in the same frame.
  const inFlight = useRef(false);

  const submit = async (input: Input) => {
    if (inFlight.current) return;
    inFlight.current = true;
    show(null);
    try {
      const answer = await mutation.mutateAsync({ input, key: keys.keyFor(input) });
      keys.succeeded();
      onSuccess?.(answer);
      show({ kind: 'success', text: messages.success });
    } catch (error) {
      const status = error instanceof ApiError ? error.problem.status : undefined;
      const problem = (error as ApiError).problem;
      const refused =
        status === 400 ? onRefusal?.(problem) : status === 409 ? messages.closed : status === 404 ? onNotFound?.(problem) : undefined;
      show({ kind: 'error', text: refused ?? messages.failure });
    } finally {
      inFlight.current = false;
    }
  };

  return { submit, pending: mutation.isPending, status };
}
