import { company } from '../../content/company';
import { retention } from '../../content/retention';

export type PrivacySubsection = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
};

/** One numbered section of the policy; `list` follows the paragraphs, subsections follow the list. */
export type PrivacySection = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  subsections?: readonly PrivacySubsection[];
};

const sections: readonly PrivacySection[] = [
  {
    id: 'information-we-collect',
    heading: 'Information We Collect',
    paragraphs: [
      'We collect only the information we need to respond to you, provide our services and improve this website. The information falls into the following categories.',
    ],
    subsections: [
      {
        id: 'personal-information',
        heading: 'Personal Information',
        paragraphs: [
          'We collect personal information that you choose to give us, for example when you subscribe to our newsletter, send a message through our contact form, request a demonstration or apply for a job. Depending on the form, this may include:',
        ],
        list: [
          'your name and email address;',
          'your company or organisation and your message to us;',
          'your phone number and location;',
          'for job applications, your CV, cover letter, qualifications, experience and salary expectations.',
        ],
      },
      {
        id: 'usage-data',
        heading: 'Usage Data',
        paragraphs: [
          'For each request our server records only the page or address requested (without anything after a question mark), the result and the time it took, to keep the website working and secure. These records hold no IP address, name, email address or file content.',
          'To protect our forms from abuse, the server counts the forms sent from each internet address for one minute, then forgets it.',
        ],
      },
      {
        id: 'cookies-and-tracking',
        heading: 'Cookies and Tracking Technologies',
        paragraphs: [
          'This website sets no cookies and uses no analytics, advertising or tracking technologies. It reads no information from your device beyond what your browser sends with every request.',
        ],
      },
      {
        id: 'storage-and-retention',
        heading: 'Storage and Retention',
        paragraphs: [
          'What you send through our forms is stored in our own database, and the messages and applications are also emailed to the team that handles them. We keep it only as long as we need it:',
        ],
        list: [
          'newsletter and sales contact addresses: until you unsubscribe or ask us to delete them (after unsubscribing we keep the address only to remember not to write to you);',
          `contact messages: ${retention.contactMessagesMonths} months after we receive them, then they are deleted;`,
          `job applications, with their CV and cover letter: ${retention.applicationsMonths} months after we receive them, then they are deleted, files included.`,
        ],
      },
    ],
  },
  {
    id: 'how-we-use',
    heading: 'How We Use Your Information',
    paragraphs: ['We use the information we collect to:'],
    list: [
      'respond to your enquiries and provide the services you request;',
      'send you our newsletter and information about our products and services, where you have asked to receive it;',
      'assess job applications and communicate with candidates;',
      'operate, maintain, secure and improve our website and services;',
      'comply with our legal and regulatory obligations.',
    ],
  },
  {
    id: 'how-we-share',
    heading: 'How We Share Your Information',
    paragraphs: [
      'We do not sell, rent or trade your personal information to third parties. We share it only in the limited circumstances described below.',
    ],
    subsections: [
      {
        id: 'service-providers',
        heading: 'Service Providers',
        paragraphs: [
          'We work with trusted companies that host our website, deliver our emails and support our operations. They act only on our instructions, receive only the information they need for that work, and are bound by confidentiality and data protection obligations.',
        ],
      },
      {
        id: 'legal-obligations',
        heading: 'Legal Obligations',
        paragraphs: [
          'We may disclose information where we are required to do so by law, regulation, court order or a request from a competent public authority, or where disclosure is necessary to protect our rights, our users or the public.',
        ],
      },
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your Rights and Choices',
    paragraphs: [
      `You have choices about the personal information we hold about you. To exercise any of the rights below, contact us at ${company.emails.sales}. We will respond within a reasonable time and may ask you to confirm your identity first.`,
    ],
    subsections: [
      {
        id: 'access-and-update',
        heading: 'Access and Update',
        paragraphs: [
          'You may ask for a copy of the personal information we hold about you and ask us to correct anything that is inaccurate or out of date.',
        ],
      },
      {
        id: 'opt-out',
        heading: 'Opt-Out',
        paragraphs: [
          'You may unsubscribe from our newsletter and marketing emails at any time, using the unsubscribe link in any email we send or by contacting us.',
        ],
      },
      {
        id: 'data-deletion',
        heading: 'Data Deletion',
        paragraphs: [
          'You may ask us to delete your personal information. We will then delete every subscription, message and job application held under your email address, CV and cover letter included, unless we need to keep certain information to meet a legal obligation or to establish or defend a legal claim.',
        ],
      },
    ],
  },
  {
    id: 'security',
    heading: 'Security',
    paragraphs: [
      'We use appropriate technical and organisational measures to protect your personal information against loss, misuse and unauthorised access, including encrypted connections, access controls and regular security reviews. No method of transmission over the internet or of electronic storage is completely secure, however, so we cannot guarantee absolute security.',
    ],
  },
  {
    id: 'third-party-links',
    heading: 'Third-Party Links',
    paragraphs: [
      'Our website may contain links to websites and services run by others, such as social networks and partner sites. We are not responsible for their content or their privacy practices, and we encourage you to read the privacy policy of every site you visit.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to This Policy',
    paragraphs: [
      'We may update this Privacy Policy from time to time to reflect changes in our practices or in the law. When we do, we will publish the revised policy on this page and update the effective date above. We encourage you to review this page periodically.',
    ],
  },
];

export const privacyPolicyContent = {
  heading: 'Privacy Policy',
  tocLabel: 'On this page',
  /** Written as links wherever they appear in the policy text. */
  emails: [company.emails.sales, company.emails.info],
  effectiveLabel: 'Effective',
  effectiveDate: 'January 2025',
  intro: `${company.legalName} ("${company.name}", "we", "us" or "our") respects your privacy. This Privacy Policy explains what information we collect when you use our website and services, how we use and share it, and the choices you have.`,
  sections,
  contact: {
    heading: 'Contact Us',
    paragraph: `If you have any questions about this Privacy Policy or how we handle your information, please write to us at ${company.emails.sales} or ${company.emails.info}, or visit us at ${company.location.street}.`,
  },
} as const;
