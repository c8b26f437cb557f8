import { validationMessages } from '../../contracts/content';
import { company } from '../../content/company';

export const unsubscribeContent = {
  heading: "We're sorry to see you go",
  thankYouText: `Thank you for reading the ${company.name} newsletter. If you unsubscribe, we will stop sending you news and product updates. You can subscribe again at any time from the footer of our website.`,
  emailField: {
    label: 'Email address',
    placeholder: 'Enter the email address you subscribed with',
  },
  unsubscribeLabel: 'Unsubscribe',
  pendingLabel: 'Unsubscribing...',
  cancelLabel: 'Cancel',
  success: 'You have been unsubscribed.',
  failure: 'Failed to unsubscribe. Try again.',
  emptyEmail: validationMessages.emailEmpty,
  illustrationAlt: 'A sad envelope',
  addressIntro: 'We will unsubscribe this address:',
  otherAddressLabel: 'Use a different address',
} as const;
