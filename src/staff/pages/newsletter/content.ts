const subscribers = (n: number) => `${n} ${n === 1 ? 'subscriber' : 'subscribers'}`;

/** The newsletter's pages (issue 40, point 2): the issues with their counts, and the editor that sends one. */
export const newsletterContent = {
  title: 'Newsletter',
  caption: 'Issues of the newsletter, newest first',
  newIssue: 'Write an issue',
  reach: (n: number) =>
    n === 0
      ? 'No one has confirmed a subscription yet: an issue sent now would reach no one.'
      : `An issue sent now goes to the ${subscribers(n)} who confirmed their subscription.`,
  empty: 'No issue has been written yet.',
  columns: {
    subject: 'Subject',
    status: 'Status',
    createdAt: 'Written',
    sentAt: 'Sent on',
    queued: 'Mails queued',
    sent: 'Mails sent',
    failed: 'Failing, retried',
    unsubscribed: 'Unsubscribed since',
  },
  statuses: { draft: 'Draft', sending: 'Sending', sent: 'Sent' },
  notSent: 'Not sent',
  editor: {
    newTitle: 'Write an issue',
    editTitle: (subject: string) => `Edit: ${subject}`,
    sentTitle: (subject: string) => `Issue: ${subject}`,
    loading: 'Loading the issue',
    back: 'All issues',
    formLabel: 'The issue',
    fields: { subject: 'Subject', body: 'Text' },
    hints: {
      body: 'Markdown, as in articles: paragraphs, ## headings, lists, > quotes, tables, [links](https://…). HTML is not taken.',
    },
    save: 'Save draft',
    saving: 'Saving…',
    saved: 'The draft is saved.',
    created: 'The draft is saved. Send a test to yourself before you send it.',
    preview: 'Preview',
    previewing: 'Making the preview…',
    test: 'Send a test to me',
    testing: 'Sending the test…',
    testSent: (to: string) => `A test was sent to ${to}.`,
    send: (n: number) => `Send to ${subscribers(n)}`,
    sending: 'Sending…',
    saveFirst: 'Save the draft to send a test to yourself, then the issue.',
    nobody: 'No one has confirmed a subscription yet, so there is no one to send this issue to.',
    previewHeading: 'Preview',
    previewNote: 'As the subscribers’ mail will show it, made by the server with the articles’ renderer.',
    previewEmpty: 'Press Preview to see the issue as the mail will show it.',
    previewStale: 'The text has changed since this preview: press Preview again to see the change.',
    subjectIs: (subject: string) => `Subject: ${subject}`,
  },
  dialog: {
    heading: (n: number) => `Send this issue to ${subscribers(n)}?`,
    text: (subject: string, n: number) =>
      `“${subject}” goes to the ${subscribers(n)} who confirmed their subscription, in batches. An issue is sent once: after this it can no longer be changed or sent again.`,
    confirm: (n: number) => `Yes, send to ${subscribers(n)}`,
    cancel: 'Cancel',
  },
  sent: {
    heading: { sending: 'Sending', sent: 'Sent' },
    readOnly: 'This issue has been sent, so it can no longer be changed or sent again.',
    started: (n: number) => `Sending has started: ${subscribers(n)} will get this issue, in batches.`,
    startedAt: 'Sending started',
    finishedAt: 'All queued',
    notYet: 'Not yet',
    text: 'The issue as it was sent',
    textNote: 'As the subscribers’ mail shows it, made by the server with the articles’ renderer.',
  },
} as const;
