import { QueryClient } from '@tanstack/react-query';
import { behaviour } from '../styles/behaviour';

const { gcTimeMs, retries, retryDelayMinMs, retryDelayMaxMs } = behaviour.query;

/** 1 s, 2 s, 4 s … capped at 30 s (spec section 9). */
export function retryDelay(attempt: number): number {
  return Math.min(retryDelayMinMs * 2 ** attempt, retryDelayMaxMs);
}

/** TanStack Query with the spec's defaults; the subscribe and job calls turn retry off themselves. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: gcTimeMs, retry: retries, retryDelay, refetchOnWindowFocus: false },
      mutations: { gcTime: gcTimeMs, retry: false },
    },
  });
}
