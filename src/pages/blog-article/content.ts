import { company } from '../../content/company';

/** One numbered practice in the article body (spec: points). */
type BlogPoint = {
  pointNumber: number;
  pointTitle: string;
  pointDescription: string;
};

/** One card of 'Related articles'. */
type RelatedArticle = {
  id: number;
  title: string;
  summary: string;
};

const points: readonly BlogPoint[] = [
  {
    pointNumber: 1,
    pointTitle: 'Turn on multi-factor authentication everywhere',
    pointDescription:
      'Stolen or guessed passwords remain the most common way attackers get in. Require a second factor, such as an authenticator app or a hardware key, for email, remote access, cloud consoles, banking portals and every administrator account. SMS codes are better than nothing, but app-based or hardware factors resist SIM-swap fraud far better.',
  },
  {
    pointNumber: 2,
    pointTitle: 'Patch systems promptly and retire what you cannot patch',
    pointDescription:
      'Most successful attacks exploit vulnerabilities for which a fix already exists. Keep an inventory of every server, laptop, phone and network device, apply security updates on a fixed schedule, and treat critical patches as urgent. Systems that no longer receive updates should be isolated or replaced.',
  },
  {
    pointNumber: 3,
    pointTitle: 'Train your people to recognise phishing and fraud',
    pointDescription:
      'Attackers target staff with convincing emails, text messages and phone calls, including fake supplier invoices and urgent requests that appear to come from senior managers. Short, regular training and simulated phishing exercises, combined with a simple way to report suspicious messages, turn employees into your first line of defence.',
  },
  {
    pointNumber: 4,
    pointTitle: 'Back up critical data and test your restores',
    pointDescription:
      'Ransomware, hardware failure and human error can all destroy data in minutes. Follow the 3-2-1 rule: three copies of important data, on two types of storage, with one copy offline or off-site. Test restoring from backup regularly, because a backup you have never restored is only a hope.',
  },
  {
    pointNumber: 5,
    pointTitle: 'Limit access and monitor for unusual activity',
    pointDescription:
      'Give each person and system only the access their role requires, remove accounts promptly when staff leave, and keep administrator rights separate from everyday accounts. Centralise logs from key systems and set alerts for unusual sign-ins, large data transfers and changes to security settings, so problems are spotted in hours rather than months.',
  },
];

const relatedArticles: readonly RelatedArticle[] = [
  {
    id: 1,
    title: "Preparing your business for Ghana's Data Protection Act",
    summary: 'What the law expects from organisations that collect personal data, and the practical steps to get compliant.',
  },
  {
    id: 2,
    title: 'USSD or mobile app: choosing the right channel for your customers',
    summary: 'How reach, cost and user experience compare when you take a financial or telecom service mobile.',
  },
  {
    id: 3,
    title: 'Five signs it is time to replace your payroll spreadsheet',
    summary: 'Manual payroll works until it does not. Here is how to tell when an HR information system will pay for itself.',
  },
  {
    id: 4,
    title: 'Getting the most from an outsourced development team',
    summary: 'Clear goals, shared tools and regular demos: the habits that make outsourced software projects succeed.',
  },
];

/** Labels of the article page (/blog/:id); the article itself comes from the store. */
export const blogArticleContent = {
  backLabel: 'Back to blog',
  loadingLabel: 'Loading the article',
  shareLabel: 'Share',
  shareCopiedText: 'Link copied to clipboard.',
  shareFailedText: 'Could not share this article. Copy the address from your browser instead.',
  likeLabel: 'Like',
  writtenBy: 'Written by',
  relatedHeading: 'Related articles',
} as const;

/**
 * The spec's fixed article (spec section 2) and its four related articles: the store's seed makes
 * them articles 1 to 5 (server/store/seed/). Apart from the page's labels, so that the page's
 * JavaScript does not carry them.
 */
export const sampleArticle = {
  date: '12 March 2025',
  dateTime: '2025-03-12',
  title: 'Five Cybersecurity Practices Every Business Should Adopt in 2025',
  summary:
    'Cyber attacks on businesses in Ghana and across Africa are rising every year. These five practical measures close the gaps attackers exploit most often, without a large security budget.',
  author: {
    name: 'Kojo Asante',
    role: `Head of Information Security, ${company.name}`,
  },
  longDescription:
    'As more of our customers, payments and operations move online, every business has become a target, not just banks and telecom operators. Attackers rarely need sophisticated tools; they rely on weak passwords, unpatched systems and busy staff who click before they think. The good news is that a small number of well-established practices prevent the large majority of incidents. Drawing on our work securing platforms for telecommunications and financial clients, here are the five we recommend to every organisation.',
  pointsHeading: 'Five practices to put in place now',
  points,
  closingParagraphs: [
    'None of these measures requires a large team or expensive tools, but each one needs an owner and a regular check that it is still working. Start with the practice that addresses your biggest risk, agree a timeline, and review progress with senior management every quarter.',
    `If you would like an independent review of your current security posture or help building these controls into your systems, our team is ready to help. Contact us at ${company.emails.info}.`,
  ],
  related: relatedArticles,
} as const;
