/** The unsubscribe form (design brief section 9: the page's buttons work). */
export const unsubscribeFormContent = {
  emailField: {
    label: 'Email address',
    placeholder: 'Enter the email address you subscribed with',
  },
  unsubscribeLabel: 'Unsubscribe',
  pendingLabel: 'Unsubscribing...',
  cancelLabel: 'Cancel',
  success: 'You have been unsubscribed.',
  failure: 'Failed to unsubscribe. Try again.',
  addressIntro: 'We will unsubscribe this address:',
  linkIntro: 'You opened your personal unsubscribe link: one press unsubscribes the address it was sent to.',
  otherAddressLabel: 'Use a different address',
} as const;
