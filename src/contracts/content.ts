/**
 * The refusal messages of spec sections 5 and 8, shared by the browser forms and the server: a field
 * the server refuses is named with the same sentence the form shows.
 */
export const validationMessages = {
  emailEmpty: 'Please enter a valid email address.',
  contact: {
    fullNameRequired: 'Full Name is required.',
    emailRequired: 'Email is required.',
    emailInvalid: 'Email format is invalid.',
    companyRequired: 'Company name is required.',
    messageRequired: 'Message is required.',
  },
  application: {
    firstNameRequired: 'First name is required.',
    lastNameRequired: 'Last name is required.',
    emailRequired: 'Email is required.',
    emailInvalid: 'Enter a valid email address.',
    resumeRequired: 'Please attach your resume.',
  },
  upload: {
    fileTooLarge: 'File size must be less than 10 MB.',
    fileTypeNotSupported: 'File type is not supported',
  },
  subscriptionType: 'The type must be Newsletter or contactACS.',
  jobAlertCategories: 'Choose at least one kind of job.',
  jobAlertCategory: 'Choose kinds of job from the list.',
  linkToken: 'This link is not complete: open it again from your e-mail.',
  jobId: 'The id must be a whole number from 1, without leading zeros.',
  articleId: "The article id must be a whole number from 1, without leading zeros, or the article's slug.",
  page: 'pageNo and pageSize must be positive whole numbers.',
} as const;

/**
 * Refusals that any text field may give, so they do not name one: a form shows them under the
 * field, the server puts the field's name before them ("FirstName: Please remove …").
 */
export const textMessages = {
  refusedCharacters: 'Please remove the invisible control characters from this field.',
} as const;
