/**
 * The words the workbench's stories of the form kit show: the contact, job application and newsletter
 * forms' own, copied here so that a story imports nothing above the kit
 * (docs/decisions/201-stories-read-no-higher-layer.md).
 */
export const formStoryContent = {
  /** The contact form's. */
  contact: {
    email: {
      label: 'Email',
      placeholder: 'you@company.com',
    },
    emailInvalid: 'Email format is invalid.',
    submitLabel: 'Send Message',
    pendingLabel: 'Sending...',
  },
  /** The job application form's. */
  jobApplication: {
    email: {
      label: 'Email address',
      placeholder: 'john.doe@example.com',
    },
    requiredMark: '*',
    resumeLabel: 'Resume',
    uploadHint: 'DOC or PDF, less than 10 MB',
  },
  /** The newsletter band's. */
  newsletter: {
    inputLabel: 'Email address',
    placeholder: 'Email Address here...',
  },
} as const;
