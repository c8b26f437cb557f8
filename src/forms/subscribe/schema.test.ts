import { describe, expect, it } from 'vitest';
import { validSubscribeEmail } from './schema';

describe('subscribe e-mail rule', () => {
  it.each(['', '   ', 'not-an-email', 'a@b', '@example.com', 'a b@example.com'])('refuses %j', (email) => {
    expect(validSubscribeEmail(email)).toBeNull();
  });

  it('accepts an address and trims it', () => {
    expect(validSubscribeEmail('  ama@example.com ')).toBe('ama@example.com');
  });
});
