import { describe, expect, it } from 'vitest';
import { contactRules } from './rules';
import { refusedFields } from './refusal';

describe('the fields a refusal names', () => {
  it('reads a field named before its reason, and a field refused with its own sentence', () => {
    expect(refusedFields('email: At most 254 characters. Company name is required.', contactRules)).toEqual({
      email: 'At most 254 characters.',
      company: 'Company name is required.',
    });
  });

  it('reads nothing from a detail that names no field of the form', () => {
    expect(refusedFields('There was an error processing your request. Try again later.', contactRules)).toEqual({});
    expect(refusedFields('The body is not valid JSON.', contactRules)).toEqual({});
  });
});
