import { company } from '../../content/company';
import { retention } from '../../content/retention';

/** The applicant's private status page (issue 40, point 5); the stages' own words are in src/content/application-stages.ts. */
export const applicationStatusContent = {
  heading: 'Your application',
  /**
   * Without a link, and before the page has read it (as prerendered, and with JavaScript off): one
   * text for both, so that nothing moves when the page hydrates.
   */
  noLink:
    'This page shows where your job application stands when you open it from the private link in the e-mail we sent when you applied.',
  loading: 'Opening your application',
  notFound: {
    heading: 'This link does not work',
    text: `It may be incomplete or mistyped, or it has expired: a link works for ${retention.applicationsMonths} months, until we delete the application.`,
    askUs: 'For any question, write to',
    email: company.emails.hr,
  },
  failure: {
    text: 'We could not open your application just now. Try again in a few minutes.',
    retry: 'Try again',
  },
  careersLink: 'See our open positions',
  facts: {
    reference: 'Reference',
    job: 'Job',
    noJob: 'Resume sent without a job',
    sent: 'Sent on',
  },
  stages: {
    heading: 'Where it stands',
    current: 'current stage',
  },
  withdraw: {
    heading: 'Withdraw your application',
    text: 'If you no longer want us to consider you for this role, you can withdraw your application. You cannot undo this, but you are welcome to apply again.',
    button: 'Withdraw application',
    question: 'Are you sure you want to withdraw your application?',
    confirm: 'Yes, withdraw it',
    cancel: 'Keep my application',
    pending: 'Withdrawing...',
    done: 'Your application is withdrawn. We will not consider it any further.',
    failure: 'We could not withdraw your application. Try again.',
    refused: 'This application can no longer be withdrawn.',
  },
  deletion: {
    heading: 'Your data',
    text: `You can ask us to delete everything you sent with this application: your details, your CV and your cover letter. Our people team deletes it and replies to tell you. We delete applications after ${retention.applicationsMonths} months in any case.`,
    button: 'Ask us to delete your data',
    question: 'Are you sure you want us to delete your data? We will no longer be able to consider this application.',
    confirm: 'Yes, delete my data',
    cancel: 'Cancel',
    pending: 'Sending...',
    done: 'Your request has reached our people team. They will reply by e-mail when your data is deleted.',
    failure: 'We could not send your request. Try again.',
    requested: (day: string) =>
      `You asked us on ${day} to delete your data. Our people team will delete your application, your files and your e-mail address, and reply to tell you when it is done.`,
  },
  expiry: (day: string) =>
    `This private link works until ${day}. Please do not share it: anyone who has it can see and withdraw your application.`,
} as const;
