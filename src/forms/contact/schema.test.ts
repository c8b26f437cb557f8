import { describe, expect, it } from 'vitest';
import { contactFormContent } from './content';
import { validateContact } from './schema';

const messages = contactFormContent.errors;
const valid = { fullName: 'Ama Mensah', email: 'ama@example.com', company: 'Acme Ltd', messageBody: 'Hello' };

/** The first message for each field, as the form shows them. */
function firstMessages(values: typeof valid) {
  return validateContact(values, messages).errors;
}

describe('contact schema', () => {
  it('accepts a complete message and trims it', () => {
    expect(validateContact({ ...valid, fullName: '  Ama Mensah ', email: ' ama@example.com ' }, messages)).toEqual({
      values: valid,
      errors: {},
    });
  });

  it('gives the spec message for every empty field', () => {
    expect(firstMessages({ fullName: '', email: '', company: '', messageBody: '' })).toEqual({
      fullName: 'Full Name is required.',
      email: 'Email is required.',
      company: 'Company name is required.',
      messageBody: 'Message is required.',
    });
  });

  it('treats whitespace only as empty', () => {
    expect(firstMessages({ fullName: '   ', email: '  ', company: '\t', messageBody: ' \n ' })).toEqual({
      fullName: 'Full Name is required.',
      email: 'Email is required.',
      company: 'Company name is required.',
      messageBody: 'Message is required.',
    });
  });

  it('refuses control characters and bidi overrides, and lets only the message break lines', () => {
    expect(
      firstMessages({ fullName: 'Ama\u0000', email: 'ama\u0000@example.com', company: 'Acme\u202e', messageBody: 'Hi\u001b[2J' }),
    ).toEqual({
      fullName: 'Please remove the invisible control characters from this field.',
      email: 'Email format is invalid.',
      company: 'Please remove the invisible control characters from this field.',
      messageBody: 'Please remove the invisible control characters from this field.',
    });
    expect(firstMessages({ ...valid, fullName: 'Ama\tMensah' })).toEqual({
      fullName: 'Please remove the invisible control characters from this field.',
    });
    expect(firstMessages({ ...valid, messageBody: 'Hello,\r\n\tline two' })).toEqual({});
  });

  it.each(['ama', 'ama@example', '@example.com', 'ama@.com x', 'a b@example.com'])('refuses the e-mail %j as invalid', (email) => {
    expect(firstMessages({ ...valid, email })).toEqual({ email: 'Email format is invalid.' });
  });

  it('has no length limits', () => {
    const long = 'x'.repeat(20_000);
    expect(validateContact({ ...valid, fullName: long, company: long, messageBody: long }, messages).errors).toEqual({});
  });
});
