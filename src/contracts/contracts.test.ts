import { describe, expect, it } from 'vitest';
import { applicationFields } from './applications';
import { contactMessageBody } from './contact';
import { textMessages } from './content';
import { emailPattern, mailtoHref } from './email';
import { jobByIdBody } from './jobs';
import { pageQuery } from './paging';
import { subscribeBody, subscribeQuery } from './subscriptions';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('the call contracts', () => {
  it('pages default to 1 and the cap, cap a large size and refuse the rest', () => {
    expect(pageQuery.parse({})).toEqual({ pageNo: 1, pageSize: 100 });
    expect(pageQuery.parse({ pageNo: '2', pageSize: '500' })).toEqual({ pageNo: 2, pageSize: 100 });
    expect(pageQuery.parse({ pageNo: 3, pageSize: 30 })).toEqual({ pageNo: 3, pageSize: 30 });
    for (const bad of [{ pageNo: '0' }, { pageNo: '1e3' }, { pageSize: '-5' }, { pageNo: 'x' }, { pageNo: 1.5 }, { pageNo: ['1', '2'] }]) {
      expect(pageQuery.safeParse(bad).success).toBe(false);
    }
  });

  it('contact messages are trimmed and refused with the spec sentences', () => {
    expect(messagesOf(contactMessageBody.safeParse({ fullName: ' ', email: 'a@b', company: '', messageBody: '\n' }))).toEqual([
      'Full Name is required.',
      'Email format is invalid.',
      'Company name is required.',
      'Message is required.',
    ]);
    expect(contactMessageBody.parse({ fullName: ' Ama ', email: ' Ama@Example.COM ', company: 'Acme', messageBody: 'Hi' })).toEqual({
      fullName: 'Ama',
      email: 'ama@example.com',
      company: 'Acme',
      messageBody: 'Hi',
    });
    expect(messagesOf(contactMessageBody.safeParse({}))).toContain('Email is required.');
  });

  it('subscriptions take one of the two types and a real-looking address', () => {
    expect(subscribeQuery.safeParse({ type: 'Newsletter' }).success).toBe(true);
    expect(subscribeQuery.safeParse({ type: 'newsletter' }).success).toBe(false);
    expect(messagesOf(subscribeBody.safeParse({ subscriberEmail: '   ' }))).toEqual(['Please enter a valid email address.']);
    expect(subscribeBody.safeParse({ subscriberEmail: 42 }).success).toBe(false);
  });

  it('a job id is a positive whole number, as a number or digits', () => {
    expect(jobByIdBody.parse({ id: '3' })).toEqual({ id: 3 });
    expect(jobByIdBody.parse({ id: 7 })).toEqual({ id: 7 });
    for (const id of [0, -1, 1.5, '1.5', '-1', '', 'abc', null, 1e12]) expect(jobByIdBody.safeParse({ id }).success).toBe(false);
  });

  it('an application needs names and an address; the rest may be empty', () => {
    expect(applicationFields.parse({ FirstName: 'Ama', LastName: 'Mensah', EmailAddress: 'ama@example.com' })).toMatchObject({
      JobTitle: '',
      SalaryExpectation: '',
    });
    expect(messagesOf(applicationFields.safeParse({ FirstName: '', LastName: 'M', EmailAddress: 'x' }))).toEqual([
      'First name is required.',
      'Enter a valid email address.',
    ]);
    expect(applicationFields.safeParse({ FirstName: 'A', LastName: 'B', EmailAddress: 'a@b.co', SalaryExpectation: 'lots' }).success).toBe(
      false,
    );
  });

  describe('text fields refuse control characters and bidi overrides', () => {
    const valid = { fullName: 'Ama', email: 'ama@example.com', company: 'Acme', messageBody: 'Hi' };
    const application = { FirstName: 'Ama', LastName: 'Mensah', EmailAddress: 'ama@example.com' };
    // NUL, BEL, ESC (a terminal sequence), DEL, NEL and CSI (C1), RLO (U+202E) and RLI (U+2067).
    const refusedEverywhere = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b', '\u202e', '\u2067'];
    const lineBreaks = ['\t', '\n', '\r'];
    /** A value with the character inside, valid in every other way (an address, an amount, a phone number). */
    const holding = (field: string, character: string) =>
      /email/i.test(field) ? `ama${character}x@example.com` : /Salary|Phone/.test(field) ? `1${character}2` : `A${character}b`;
    const refusal = (field: string) => [{ path: [field], message: textMessages.refusedCharacters }];
    const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      result.error?.issues.map(({ path, message }) => ({ path, message }));

    it('in every field of the contact message, the application and the subscription, naming the field', () => {
      for (const character of refusedEverywhere) {
        for (const field of Object.keys(valid)) {
          expect(issuesOf(contactMessageBody.safeParse({ ...valid, [field]: holding(field, character) }))).toEqual(refusal(field));
        }
        for (const field of Object.keys(applicationFields.shape)) {
          expect(issuesOf(applicationFields.safeParse({ ...application, [field]: holding(field, character) }))).toEqual(refusal(field));
        }
        expect(issuesOf(subscribeBody.safeParse({ subscriberEmail: holding('email', character) }))).toEqual(refusal('subscriberEmail'));
      }
    });

    it('tabs and line breaks only in the message, which keeps them', () => {
      for (const character of lineBreaks) {
        expect(issuesOf(contactMessageBody.safeParse({ ...valid, fullName: holding('fullName', character) }))).toEqual(refusal('fullName'));
        expect(issuesOf(applicationFields.safeParse({ ...application, Location: holding('Location', character) }))).toEqual(
          refusal('Location'),
        );
      }
      const message = 'Hello,\r\n\tline two\nline three';
      expect(contactMessageBody.parse({ ...valid, messageBody: message }).messageBody).toBe(message);
    });

    it('keeps the bidi marks of right-to-left names and text', () => {
      const arabicName = 'حسن\u200f \u061cعلي';
      expect(applicationFields.parse({ ...application, FirstName: arabicName }).FirstName).toBe(arabicName);
      expect(contactMessageBody.parse({ ...valid, messageBody: `(${arabicName})\u200e` }).messageBody).toBe(`(${arabicName})\u200e`);
    });

    it('the e-mail pattern the forms share refuses them too, bidi marks included', () => {
      for (const character of [...refusedEverywhere, '\u200e', '\u200f', '\u061c'])
        expect(emailPattern.test(holding('email', character))).toBe(false);
      expect(emailPattern.test('ama.mensah@example.com')).toBe(true);
    });

    it('checks the domain as a domain: nothing smuggled after it into a mailto: link', () => {
      for (const address of [
        'sales@example.org?cc=attacker%40evil.example',
        'sales@example.org&bcc=x',
        'sales@exa%6dple.org',
        'sales@example.org/path',
        'sales@example.org#x',
        'sales@example.',
        'sales@.org',
      ])
        expect(emailPattern.test(address), address).toBe(false);
      for (const address of ['ama+jobs@example.com', 'kofi@bücher.example', 'a@b.c', "o'neil@mail.example.com.gh"])
        expect(emailPattern.test(address), address).toBe(true);
    });

    it('builds every mailto: link from the parts of the address', () => {
      expect(mailtoHref('sales@voltasystems.com.gh')).toBe('mailto:sales@voltasystems.com.gh');
      expect(mailtoHref('a?cc=b@example.com')).toBe('mailto:a%3Fcc%3Db@example.com');
    });
  });
});
