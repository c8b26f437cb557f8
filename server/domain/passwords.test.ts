import { describe, expect, it } from 'vitest';
import { staffPassword } from '../../e2e/staff/staff-kit';
import { testPassword } from '../test/staff-kit';
import { minimumScore, passwordProblem } from './passwords';

/**
 * A new password's rules (issue 39, point 1): the shipped list of common passwords, the account's own
 * name, and zxcvbn-ts's estimate of at least `minimumScore` with the company's words in its dictionary.
 */
describe('a new password', () => {
  const email = 'mary.owusu@voltasystems.com';

  it('is refused when it is on the list of common passwords', () => {
    expect(passwordProblem('1qaz2wsx3edc', email)).toMatch(/common passwords/);
  });

  it('is refused when it holds the e-mail address or its name part', () => {
    expect(passwordProblem('mary.owusu-was-here-2026', email)).toMatch(/e-mail/);
  });

  it.each(['password1234', '123456789012', 'aaaaaaaaaaaa', 'qwertyuiop12', 'voltasystems2026', 'maryowusu1990'])(
    'is refused when it would be easy to guess: %s',
    (password) => {
      expect(passwordProblem(password, email)).toMatch(/^This password would be easy to guess/);
    },
  );

  it('names what makes it weak, as zxcvbn says it', () => {
    expect(passwordProblem('password1234', email)).toBe(
      'This password would be easy to guess (this is similar to a commonly used password): a few unrelated words make a strong one.',
    );
  });

  it.each(['correct horse battery staple', 'Velvet lagoon 42 harbour kite', 'tV8#qLm2!xRz9', testPassword, staffPassword])(
    'is taken when it is hard to guess: %s',
    (password) => {
      expect(passwordProblem(password, email)).toBeUndefined();
    },
  );

  it('asks for zxcvbn’s "safely unguessable" or more', () => {
    expect(minimumScore).toBe(3);
  });
});
