import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay } from './query-client';

describe('query defaults (spec section 9)', () => {
  it('retries 3 times with an exponential delay from 1 s to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(3);
    expect(defaults.queries?.gcTime).toBe(5 * 60 * 1000);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
