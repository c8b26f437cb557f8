import { paths } from '../routes/paths';

export const notFoundContent = {
  code: '404',
  heading: 'Page Error',
  message: "Oops! It seems like you've taken a wrong turn; the page doesn't exist or may have been moved.",
  shortMessage: 'Please check the URL or return to the homepage.',
  actions: [
    { id: 'home', label: 'Go Home', href: paths.home },
    { id: 'company-profile', label: 'Company Profile', href: paths.about },
  ],
} as const;
