import { describe, expect, it } from 'vitest';
import { applicationFields } from '../../src/contracts/applications';
import { applicationText, contactText } from '../test/documents';
import { oneLine } from '../safe-text';
import { applicationAcknowledgementMail, applicationMail, contactMessageMail, deletionRequestMail } from './compose';
import { backoffMs } from './worker';

const message = { ...contactText, messageBody: 'We need a USSD service\r\nfor our drivers.\n\nThanks.' };

const fields = applicationFields.parse(applicationText);

describe('the contact message mail', () => {
  const mail = contactMessageMail(message, 12, 'sales@example.com');

  it('names the sender in its subject without their bidi controls', () => {
    const spoofing = contactMessageMail({ ...message, fullName: 'Abena\u202e', company: 'Acme\u200f' }, 13, 'sales@example.com');
    expect(spoofing.subject).toBe('Contact message from Abena (Acme)');
  });

  it('goes to the sales address, answers to the sender, and names the sender in its subject', () => {
    expect(mail).toMatchObject({
      kind: 'contact-message',
      subjectId: 12,
      recipient: 'sales@example.com',
      replyTo: 'abena@example.com',
      subject: 'Contact message from Abena Owusu (Owusu Logistics)',
    });
  });

  it('lists the fields and keeps the message lines', () => {
    expect(mail.body).toContain('Full name: Abena Owusu\nE-mail: abena@example.com\nCompany: Owusu Logistics\n');
    expect(mail.body).toContain('Message:\nWe need a USSD service\nfor our drivers.\n\nThanks.\n');
    expect(mail.body).toContain('Contact message 12');
    expect(mail.body).not.toContain('\r');
  });

  it('keeps line breaks out of the subject and the headers', () => {
    const injected = contactMessageMail(
      { ...message, fullName: 'Eve\r\nBcc: victim@example.com', company: 'Acme\n\rX-Spam: yes' },
      1,
      'sales@example.com\r\n',
    );
    expect(injected.subject).toBe('Contact message from Eve Bcc: victim@example.com (Acme X-Spam: yes)');
    for (const header of [injected.subject, injected.recipient, injected.replyTo]) expect(header).not.toMatch(/[\r\n]/);
    expect(injected.recipient).toBe('sales@example.com');
    // A field's line breaks cannot make up a line of its own in the body's field list either.
    expect(injected.body).toContain('Full name: Eve Bcc: victim@example.com\n');
  });

  it('caps a long subject', () => {
    const long = contactMessageMail({ ...message, fullName: 'A'.repeat(200), company: 'B'.repeat(200) }, 1, 'sales@example.com');
    expect(long.subject.length).toBe(200);
    expect(long.subject.endsWith('…')).toBe(true);
  });
});

describe('the application mail', () => {
  const files = [
    { field: 'Resume' as const, fileName: 'Ama Mensah CV.pdf', mediaType: 'application/pdf', size: 2048 },
    {
      field: 'CoverLetter' as const,
      fileName: 'letter.docx',
      mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: 300,
    },
  ];
  const mail = applicationMail('apply', fields, files, 7, 'hr@example.com');

  it('goes to the HR address, answers to the applicant, and names job and applicant in its subject', () => {
    expect(mail).toMatchObject({
      kind: 'application',
      subjectId: 7,
      recipient: 'hr@example.com',
      replyTo: 'ama.mensah@example.com',
      subject: 'Application: Accountant – Ama Mensah',
    });
  });

  it('lists every field and the attached files', () => {
    expect(mail.body).toContain(
      [
        'Job title: Accountant',
        'Job category: Finance',
        'First name: Ama',
        'Last name: Mensah',
        'E-mail: ama.mensah@example.com',
        'Location: Accra, Ghana',
        'Years of experience: 3-5 years',
        'Application type: Full Time',
        'Salary expectation: 4500.00',
        'Phone number: +233 20 000 0000',
        'Highest qualification: BSc Accounting',
      ].join('\n'),
    );
    expect(mail.body).toContain('Attached files:\n- Resume: Ama Mensah CV.pdf (application/pdf, 2.0 KB)\n- Cover letter: letter.docx (');
    expect(mail.body).toContain('300 bytes)');
    expect(mail.body).toContain('Application 7');
  });

  it('says when there are no files, and shows empty fields as a dash', () => {
    const resumeForm = applicationMail('submit-resume', { ...fields, JobTitle: '', Location: '' }, [], 8, 'hr@example.com');
    expect(resumeForm.subject).toBe('General application – Ama Mensah');
    expect(resumeForm.body).toContain('Attached files: none (the resume form sends no files).');
    expect(resumeForm.body).toContain('Location: –\n');
    expect(resumeForm.body).toContain('resume form');
  });

  it('keeps line breaks out of the subject, the headers and the file list', () => {
    const injected = applicationMail(
      'apply',
      { ...fields, JobTitle: 'Dev\r\nBcc: x@example.com', FirstName: 'A\u2028B', LastName: 'C\u0000D' },
      [{ ...files[0]!, fileName: 'cv\r\n.pdf' }],
      9,
      'hr@example.com',
    );
    expect(injected.subject).toBe('Application: Dev Bcc: x@example.com – A B C D');
    expect(injected.body).toContain('- Resume: cv .pdf (');
  });

  it('keeps bidi controls out of the subject and the file list, so that nothing shows reversed', () => {
    const spoofing = applicationMail(
      'apply',
      { ...fields, JobTitle: 'Dev\u202e', FirstName: '\u2067Ama\u2069', LastName: 'Mensah\u200f' },
      [{ ...files[0]!, fileName: 'cv\u202efdp.exe' }],
      10,
      'hr@example.com',
    );
    expect(spoofing.subject).toBe('Application: Dev – Ama Mensah');
    expect(spoofing.body).toContain('- Resume: cvfdp.exe (');
  });
});

describe("the applicant's acknowledgement and deletion request", () => {
  const stored = { id: 7, reference: 'VS-2026-0042' };
  const link = 'https://www.example.com/application-status?token=abc';

  it('carries the private status link and the day it stops working, when one was made', () => {
    const mail = applicationAcknowledgementMail(fields, stored, 'HR_EMAIL', { link, expiresAt: new Date('2028-11-26T09:00:00Z') });
    expect(mail.body).toContain(
      `Your reference: VS-2026-0042\n\nSee where your application stands, withdraw it, or ask us to delete your data, at any time:\n${link}\n`,
    );
    expect(mail.body).toContain('It works until 26 November 2028, when we delete applications.');
    expect(applicationAcknowledgementMail(fields, stored, 'HR_EMAIL').body).not.toContain('/application-status');
  });

  it('tells HR which application asks to be deleted, and answers to the applicant', () => {
    const mail = deletionRequestMail({ ...stored, email: 'ama.mensah@example.com' }, 'HR_EMAIL', new Date('2026-11-26T09:00:00Z'));
    expect(mail).toMatchObject({
      kind: 'deletion-request',
      subjectId: 7,
      recipient: 'HR_EMAIL',
      replyTo: 'ama.mensah@example.com',
      subject: 'Data deletion request: VS-2026-0042',
    });
    expect(mail.body).toContain('asked on 26 November 2026, from their private status page, for their data to be deleted.');
    expect(mail.body).toContain('npm run admin -- forget ama.mensah@example.com --as <your e-mail>');
  });
});

describe('oneLine', () => {
  it('turns control characters and runs of white space into one space', () => {
    expect(oneLine(' a\r\n\tb\u0085c\u2029d  e ')).toBe('a b c d e');
  });

  it('removes every bidi control, leaving no gap', () => {
    const bidiControls = [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
    ];
    for (const control of bidiControls) expect(oneLine(`Ama${control}Mensah ${control}`)).toBe('AmaMensah');
  });
});

describe('the retry delays', () => {
  it('double from 10 s up to an hour', () => {
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(backoffMs(9)).toBe(2_560_000);
    expect(backoffMs(10)).toBe(3_600_000);
    expect(backoffMs(5_000)).toBe(3_600_000);
    expect(backoffMs(3, 100, 250)).toBe(250);
  });
});
