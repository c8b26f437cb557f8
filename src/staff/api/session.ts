import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffSession } from '../../contracts/staff/session';
import { ApiError } from '../../api/problem';
import { staffCall } from './staff-client';

const sessionKey = ['staff', 'session'] as const;

/** The signed-in account and its CSRF token, or null when there is no session (an answer of null, or 401). */
const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: async (): Promise<StaffSession | null> => {
    try {
      return (await staffCall('me')) ?? null;
    } catch (error) {
      if (error instanceof ApiError && error.problem.status === 401) return null;
      throw error;
    }
  },
  retry: false,
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** The session of a page behind the sign-in (the frame renders none without one). */
export function useSignedIn(): StaffSession {
  const { data } = useQuery(sessionQuery);
  if (!data) throw new Error('A staff page rendered without a session.');
  return data;
}

/** Sets the session after a sign-in or set-up, or clears it after a sign-out; every other staff query is dropped. */
export function useSetSession() {
  const client = useQueryClient();
  return (session: StaffSession | null) => {
    client.removeQueries({ predicate: (query) => query.queryKey[0] === 'staff' && query.queryKey[1] !== 'session' });
    client.setQueryData(sessionKey, session);
  };
}

/** Sets the session's answer after proving it is you again: the other staff queries stay. */
export function useUpdateSession() {
  const client = useQueryClient();
  return (session: StaffSession) => client.setQueryData(sessionKey, session);
}
