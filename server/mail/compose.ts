import type { ApplicationFields, ApplicationFileKey } from '../../src/contracts/applications';
import type { ContactMessage } from '../../src/contracts/contact';
import { company } from '../../src/content/company';
import { formatDay } from '../../src/content/day';
import { oneLine } from '../safe-text';
import type { OutboxMail } from '../store/outbox';

/**
 * The team's notification mails as outbox rows: pure functions of the submission, so that its save
 * (server/submissions/) queues the mail in the same transaction as the submission itself, and the
 * worker (./worker.ts) sends exactly what was written.
 */

/** A file of an application as the mail names it (the worker attaches the stored content). */
export type MailedFile = { field: ApplicationFileKey; fileName: string; mediaType: string; size: number };

const maxSubjectLength = 200;

/** A subject: one line, at most 200 characters. */
export function subjectLine(value: string): string {
  const line = oneLine(value);
  return line.length > maxSubjectLength ? `${line.slice(0, maxSubjectLength - 1).trimEnd()}…` : line;
}

/** "Label: value" lines, the values on one line each; an empty value shows as a dash. */
function fieldLines(fields: readonly (readonly [string, string])[]): string {
  return fields.map(([label, value]) => `${label}: ${oneLine(value) || '–'}`).join('\n');
}

/** The mail to the sales address for a contact message. */
export function contactMessageMail(message: ContactMessage, messageId: number, to: string): OutboxMail {
  const body = [
    'A message came through the contact form of the website.',
    '',
    fieldLines([
      ['Full name', message.fullName],
      ['E-mail', message.email],
      ['Company', message.company],
    ]),
    '',
    'Message:',
    // The message keeps its lines; only stray carriage returns are made plain line ends.
    message.messageBody.replace(/\r\n?/g, '\n'),
    '',
    `(Contact message ${messageId} in the store. Reply to this mail to answer the sender.)`,
    '',
  ].join('\n');
  return {
    kind: 'contact-message',
    subjectId: messageId,
    recipient: oneLine(to),
    replyTo: oneLine(message.email),
    subject: subjectLine(`Contact message from ${message.fullName} (${message.company})`),
    body,
  };
}

const fileLabels: Record<ApplicationFileKey, string> = { Resume: 'Resume', CoverLetter: 'Cover letter' };

/** The mail to the HR address for an application; the worker attaches the files it names. */
export function applicationMail(
  source: 'apply' | 'submit-resume',
  fields: ApplicationFields,
  files: readonly MailedFile[],
  applicationId: number,
  to: string,
): OutboxMail {
  const fileLines = files.length
    ? [
        'Attached files:',
        ...files.map((file) => `- ${fileLabels[file.field]}: ${oneLine(file.fileName)} (${file.mediaType}, ${formatSize(file.size)})`),
      ]
    : [source === 'submit-resume' ? 'Attached files: none (the resume form sends no files).' : 'Attached files: none.'];
  const body = [
    source === 'apply'
      ? 'An application came through the careers page of the website.'
      : 'An application came through the resume form of the website.',
    '',
    fieldLines([
      ['Job title', fields.JobTitle],
      ['Job category', fields.JobCategory],
      ['First name', fields.FirstName],
      ['Last name', fields.LastName],
      ['E-mail', fields.EmailAddress],
      ['Location', fields.Location],
      ['Years of experience', fields.YearsOfExperience],
      ['Application type', fields.ApplicationType],
      ['Salary expectation', fields.SalaryExpectation],
      ['Phone number', fields.PhoneNumber],
      ['Highest qualification', fields.HighestQualification],
    ]),
    '',
    ...fileLines,
    '',
    `(Application ${applicationId} in the store. Reply to this mail to answer the applicant.)`,
    '',
  ].join('\n');
  // No job named: a general application ("Can't find a role?").
  const job = oneLine(fields.JobTitle);
  return {
    kind: 'application',
    subjectId: applicationId,
    recipient: oneLine(to),
    replyTo: oneLine(fields.EmailAddress),
    subject: subjectLine(`${job ? `Application: ${job}` : 'General application'} – ${fields.FirstName} ${fields.LastName}`),
    body,
  };
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The company's details at the foot of a mail to a visitor: who wrote, and how else to reach it.
 * Nothing of what the visitor sent is repeated (it could be someone else's address they typed).
 */
export function companyFooter(): string {
  return ['--', company.legalName, company.location.street, company.phones[0], `${company.siteUrl}/`].join('\n');
}

/** The short mail that tells a visitor their contact message arrived (unless ACKNOWLEDGE=0). */
export function contactAcknowledgementMail(
  message: ContactMessage,
  stored: { id: number; reference: string },
  replyTo: string,
): OutboxMail {
  const body = [
    `Hello ${oneLine(message.fullName)},`,
    '',
    `Thank you for writing to ${company.name}. Your message has arrived and our team will answer you by e-mail, usually within two working days.`,
    '',
    `Your reference: ${stored.reference}`,
    '',
    'You can reply to this e-mail to add anything.',
    '',
    companyFooter(),
    '',
  ].join('\n');
  return {
    kind: 'contact-acknowledgement',
    subjectId: stored.id,
    recipient: oneLine(message.email),
    replyTo: oneLine(replyTo),
    subject: subjectLine(`We received your message – ${company.name}`),
    body,
  };
}

/** The applicant's private status link and the day it stops working (issue 40, point 5). */
export type StatusLink = { link: string; expiresAt: Date };

/**
 * The short mail that tells an applicant their application arrived, naming the job and nothing else
 * they sent, with the private link to where it stands (when one was made).
 */
export function applicationAcknowledgementMail(
  fields: ApplicationFields,
  stored: { id: number; reference: string },
  replyTo: string,
  status?: StatusLink,
): OutboxMail {
  const job = oneLine(fields.JobTitle);
  const statusLines = status
    ? [
        'See where your application stands, withdraw it, or ask us to delete your data, at any time:',
        status.link,
        '',
        `This link is yours alone: anyone who has it can see and withdraw your application, so please do not share it. It works until ${formatDay(status.expiresAt.toISOString())}, when we delete applications.`,
        '',
      ]
    : [];
  const body = [
    `Hello ${oneLine(fields.FirstName)},`,
    '',
    job
      ? `Thank you for applying for ${job} at ${company.name}. Your application has arrived and our people team will be in touch by e-mail.`
      : `Thank you for sending your resume to ${company.name}. It has arrived and our people team will be in touch by e-mail when a role fits.`,
    '',
    `Your reference: ${stored.reference}`,
    '',
    ...statusLines,
    'You can reply to this e-mail with any question about your application.',
    '',
    companyFooter(),
    '',
  ].join('\n');
  return {
    kind: 'application-acknowledgement',
    subjectId: stored.id,
    recipient: oneLine(fields.EmailAddress),
    replyTo: oneLine(replyTo),
    subject: subjectLine(job ? `We received your application for ${job} – ${company.name}` : `We received your resume – ${company.name}`),
    body,
  };
}

/**
 * The mail to the HR address when an applicant asks, from their status page, for their data to be
 * deleted: the reference and the application's id, so that HR finds it; replying reaches the applicant.
 */
export function deletionRequestMail(application: { id: number; reference: string; email: string }, to: string, at: Date): OutboxMail {
  const body = [
    `The applicant of application ${application.reference} asked on ${formatDay(at.toISOString())}, from their private status page, for their data to be deleted.`,
    '',
    fieldLines([
      ['Reference', application.reference],
      ['Application', `${application.id} in the store`],
    ]),
    '',
    'An administrator deletes everything stored about the applicant (the application, its files, their e-mails) with the command line:',
    `npm run admin -- forget ${oneLine(application.email)} --as <your e-mail>`,
    '',
    '(Reply to this mail to tell the applicant when it is done.)',
    '',
  ].join('\n');
  return {
    kind: 'deletion-request',
    subjectId: application.id,
    recipient: oneLine(to),
    replyTo: oneLine(application.email),
    subject: subjectLine(`Data deletion request: ${application.reference}`),
    body,
  };
}

/**
 * The mail to the sales address for a lead: an address left in a call-to-action block ("Email sent.
 * The sales team will reach out to you soon."), with the page it was left on (issue 40, point 1).
 */
export function leadMail(
  lead: { email: string; pageOfOrigin: string | null },
  leadId: number,
  to: string,
  siteUrl: string,
  at: Date,
): OutboxMail {
  const page = lead.pageOfOrigin ? `${siteUrl}${lead.pageOfOrigin}` : 'not known';
  const body = [
    'Someone left their e-mail address on the website and asked the sales team to reach out.',
    '',
    fieldLines([
      ['E-mail', lead.email],
      ['Page', page],
      ['When', `${at.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Accra' })} (Accra time)`],
    ]),
    '',
    `(Lead ${leadId} in the staff Messages inbox. Reply to this mail to write to them.)`,
    '',
  ].join('\n');
  return {
    kind: 'lead',
    subjectId: leadId,
    recipient: oneLine(to),
    replyTo: oneLine(lead.email),
    subject: subjectLine(`New lead from the website: ${lead.email}`),
    body,
  };
}
