import { describe, expect, it } from 'vitest';
import { subscribeBody } from '../../contracts/subscriptions';
import { checkSubscribeEmail } from './schema';

describe('subscribe e-mail rule', () => {
  it.each(['', '   ', 'not-an-email', 'a@b', '@example.com', 'a b@example.com'])('refuses %j', (email) => {
    expect(checkSubscribeEmail(email).error).toBe('Please enter a valid email address.');
    expect(subscribeBody.safeParse({ subscriberEmail: email }).success).toBe(false);
  });

  it('accepts an address and trims it', () => {
    expect(checkSubscribeEmail('  ama@example.com ')).toEqual({ value: 'ama@example.com' });
  });

  it('refuses an address longer than the server takes, saying so', () => {
    const address = `${'a'.repeat(250)}@example.com`;
    expect(checkSubscribeEmail(address).error).toBe('At most 254 characters.');
    expect(subscribeBody.safeParse({ subscriberEmail: address }).success).toBe(false);
  });
});
