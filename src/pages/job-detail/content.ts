/** Copy of the job detail page (/careers/:id, spec section 2): labels, share links and tabs. */
import { company } from '../../content/company';
import { paths } from '../../routes/routes';

export type ShareTargetId = 'linkedin' | 'facebook' | 'x' | 'whatsapp';

type ShareTarget = {
  readonly id: ShareTargetId;
  readonly label: string;
  /** The network's share address for a page (pageUrl) and its text. */
  readonly href: (pageUrl: string, text: string) => string;
};

const enc = encodeURIComponent;

/** The four 'Share Job' links: each network's public share address, given the page's own URL. */
const shareTargets: readonly ShareTarget[] = [
  {
    id: 'linkedin',
    label: 'Share on LinkedIn',
    href: (pageUrl) => `https://www.linkedin.com/sharing/share-offsite/?url=${enc(pageUrl)}`,
  },
  {
    id: 'facebook',
    label: 'Share on Facebook',
    href: (pageUrl) => `https://www.facebook.com/sharer/sharer.php?u=${enc(pageUrl)}`,
  },
  {
    id: 'x',
    label: 'Share on X',
    href: (pageUrl, text) => `https://x.com/intent/post?url=${enc(pageUrl)}&text=${enc(text)}`,
  },
  {
    id: 'whatsapp',
    label: 'Share on WhatsApp',
    href: (pageUrl, text) => `https://wa.me/?text=${enc(`${text} ${pageUrl}`)}`,
  },
];

/** Labels of the job detail page. */
export const jobDetailContent = {
  backLink: { label: 'Back to all jobs', to: paths.careers },
  /** Accessible names of the header's meta items (location, type, deadline, skill tags). */
  meta: {
    location: 'Location',
    type: 'Job type',
    deadline: 'Application deadline',
    skills: 'Skills',
  },
  share: {
    heading: 'Share Job',
    targets: shareTargets,
    /** Text that goes with the link. */
    shareText: (title: string): string => `${title} at ${company.name}`,
  },
  tabs: {
    /** Accessible name of the tab list. */
    label: 'Job details',
    jobInformation: 'Job Information',
    jobApplication: 'Job Application',
  },
  /** 'YYYY-MM-DD' → 'Application end on DD/MM/YY', as the spec's sample shows it. */
  deadline: (date: string): string => {
    const [year = '', month = '', day = ''] = date.split('-');
    return `Application end on ${day}/${month}/${year.slice(2)}`;
  },
  loadingJob: 'Loading the job',
  apply: 'Apply',
  /** Shown for the moment the application form takes to load. */
  loadingForm: 'Loading the application form…',
  sections: {
    roleDescription: 'Role Description',
    positionSummary: 'Position Summary',
    jobDescription: 'Job Description',
    jobRequirements: 'Job Requirements',
    technicalSkills: 'Technical Skills',
    softSkills: 'Soft Skills',
    similarRoles: 'Similar Roles',
  },
} as const;
