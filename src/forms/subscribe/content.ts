/** The footer's newsletter form (spec sections 2 and 4): type=Newsletter. */
export const newsletterContent = {
  heading: 'Subscribe to our newsletter',
  intro: 'News, insights and product updates from our team, now and then. No spam.',
  inputLabel: 'Email address',
  placeholder: 'Email Address here...',
  button: 'Subscribe',
  pending: 'Subscribing',
  messages: {
    success: 'Thank you for subscribing.',
    failure: 'Failed to send message. Try again.',
  },
} as const;
