import { describe, expect, it } from 'vitest';
import { contactMessageBody } from '../../contracts/contact';
import { validateContact } from './schema';

const valid = { fullName: 'Ama Mensah', email: 'ama@example.com', company: 'Acme Ltd', messageBody: 'Hello' };

/** The first message for each field, as the form shows them. */
function firstMessages(values: typeof valid) {
  return validateContact(values).errors;
}

describe('contact schema', () => {
  it('accepts a complete message and trims it', () => {
    expect(validateContact({ ...valid, fullName: '  Ama Mensah ', email: ' ama@example.com ' })).toEqual({
      values: valid,
      errors: {},
    });
  });

  /** The spec's message of each field, when it is empty. */
  const everyFieldRequired = {
    fullName: 'Full Name is required.',
    email: 'Email is required.',
    company: 'Company name is required.',
    messageBody: 'Message is required.',
  };

  it('gives the spec message for every empty field', () => {
    expect(firstMessages({ fullName: '', email: '', company: '', messageBody: '' })).toEqual(everyFieldRequired);
  });

  it('treats whitespace only as empty', () => {
    expect(firstMessages({ fullName: '   ', email: '  ', company: '\t', messageBody: ' \n ' })).toEqual(everyFieldRequired);
  });

  it('refuses control characters and bidi overrides, and lets only the message break lines', () => {
    expect(
      firstMessages({ fullName: 'Ama\u0000', email: 'ama\u0000@example.com', company: 'Acme\u202e', messageBody: 'Hi\u001b[2J' }),
    ).toEqual({
      fullName: 'Please remove the invisible control characters from this field.',
      email: 'Please remove the invisible control characters from this field.',
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

  it('caps the lengths where the server does, and says so', () => {
    const at = (length: number) => 'x'.repeat(length);
    const address = (length: number) => `${'a'.repeat(length - 'a@example.com'.length + 1)}@example.com`;
    expect(validateContact({ ...valid, fullName: at(200), company: at(200), messageBody: at(10_000), email: address(254) }).errors).toEqual(
      {},
    );
    expect(validateContact({ ...valid, fullName: at(201), company: at(201), messageBody: at(10_001), email: address(262) }).errors).toEqual(
      {
        fullName: 'At most 200 characters.',
        email: 'At most 254 characters.',
        company: 'At most 200 characters.',
        messageBody: 'At most 10000 characters.',
      },
    );
  });

  it('refuses exactly what the server refuses', () => {
    const samples = [valid, { ...valid, email: 'A@B.CO' }, { ...valid, company: ' ' }, { ...valid, email: 'a'.repeat(300) }];
    for (const sample of samples) {
      const server = contactMessageBody.safeParse(sample);
      expect(Object.keys(validateContact(sample).errors).length === 0, JSON.stringify(sample)).toBe(server.success);
    }
  });
});
