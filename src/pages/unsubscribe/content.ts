import { company } from '../../content/company';

export const unsubscribeContent = {
  heading: "We're sorry to see you go",
  thankYouText: `Thank you for reading the ${company.name} newsletter. If you unsubscribe, we will stop sending you news and product updates. You can subscribe again at any time from the footer of our website.`,
  illustrationAlt: 'A sad envelope',
} as const;
