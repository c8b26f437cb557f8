/**
 * Jobs data and copy shared by the Careers page, the job detail page (/careers/:id) and the job
 * application form: job categories and types (spec section 3), the fixed job detail sample, the
 * similar roles, the job detail labels and the application form copy (spec sections 2, 5 and 8).
 */
import { validationMessages } from '../contracts/content';
import { paths } from '../routes/routes';
import { company } from './company';

export type JobCategory = {
  readonly id: string;
  readonly name: string;
  readonly types: readonly string[];
};

export const jobCategories: readonly JobCategory[] = [
  { id: 'engineer', name: 'Engineer', types: ['Frontend', 'Fullstack', 'Backend Engineer'] },
  { id: 'finance', name: 'Finance', types: ['Accountant', 'Account Officer', 'Financial Analyst'] },
  { id: 'designer', name: 'Designer', types: ['Graphic', 'UI/UX', 'Product Designer'] },
  {
    id: 'marketing',
    name: 'Marketing',
    types: ['Marketing Manager', 'Marketing Specialist', 'Advertising Manager'],
  },
  { id: 'hr', name: 'HR', types: ['HR Manager', 'HR Specialist', 'Recruitment Manager'] },
  {
    id: 'operations',
    name: 'Operations',
    types: ['Operations Manager', 'Operations Specialist', 'Finance Operations'],
  },
  {
    id: 'customer-service',
    name: 'Customer Service',
    types: ['Customer Service Manager', 'Customer Service Representative'],
  },
];

/** Every type of every category, offered when 'All Categories' is selected. */
export const allJobTypes: readonly string[] = jobCategories.flatMap((category) => category.types);

/**
 * A job vacancy list item (spec section 3). The API names the role type freely (Full Time,
 * Internship, ...); our server also gives the category and type the careers filters use.
 */
export type JobVacancy = {
  readonly id: number | string;
  readonly title: string;
  readonly techSkills: readonly string[];
  readonly location: string;
  readonly roleType: string;
  readonly category?: string;
  readonly type?: string;
};

/** The fixed sample shown on every job detail page (spec section 2). */
export type JobDetail = {
  readonly id: number;
  readonly title: string;
  /** Sent with an application as JobCategory (one of jobCategories). */
  readonly category: string;
  readonly location: string;
  readonly type: string;
  readonly deadline: string;
  readonly skills: readonly string[];
  readonly roleDescription: string;
  readonly summary: string;
  readonly descriptionTitle: string;
  readonly description: string;
  readonly descriptionPoints: readonly string[];
  readonly technicalRequirements: readonly string[];
  readonly softSkillsRequirement: readonly string[];
};

export const jobDetailSample: JobDetail = {
  id: 1,
  title: 'National Service and Internship Opportunities',
  category: 'Engineer',
  location: 'San Francisco, CA',
  type: 'Full-Time',
  deadline: 'Application end on 23/09/24',
  skills: ['Java', 'Kotlin', 'Docker', 'Cupboard'],
  roleDescription:
    `${company.name} invites recent graduates and final-year students to join our engineering team ` +
    'for national service and internship placements. You will work alongside senior engineers on ' +
    'production mobile and backend systems used by our telecommunications and financial services ' +
    'clients, and leave with real projects in your portfolio.',
  summary:
    'As a national service person or intern in our engineering team, you will help design, build, test ' +
    'and maintain Android applications and the services behind them. You will be paired with a mentor, ' +
    'take part in sprint planning and code reviews, and own well-defined features from first commit to ' +
    'release.',
  descriptionTitle: 'What you will do',
  description: 'Your responsibilities during the placement include:',
  descriptionPoints: [
    'Build and maintain features for Android applications in Kotlin and Java, following our architecture and coding standards.',
    'Implement local data storage with SQLite and Cupboard, and integrate the apps with REST APIs.',
    'Package and run services in Docker containers for local development, testing and deployment.',
    'Write unit and integration tests, and fix defects reported by our quality team and by users.',
    'Take part in daily stand-ups, sprint planning, code reviews and product demonstrations to clients.',
  ],
  technicalRequirements: [
    'A degree or HND in Computer Science, Computer Engineering or a related field, completed or in its final year.',
    'Working knowledge of Java or Kotlin and of object-oriented programming.',
    'Familiarity with Android development, Git and REST APIs.',
    'Some experience with Docker, SQL databases or Linux is an advantage.',
  ],
  softSkillsRequirement: [
    'Clear written and spoken communication in English.',
    'Eagerness to learn and to act on feedback.',
    'Good time management and the ability to meet deadlines.',
    'A collaborative attitude and comfort working in a team.',
  ],
};

/** The four 'Similar Roles' cards on the job detail page. */
export const similarRoles: readonly JobVacancy[] = [
  {
    id: 2,
    title: 'Android Developer',
    techSkills: ['Kotlin', 'Java', 'Jetpack Compose'],
    location: 'Remote',
    roleType: 'Full Time',
  },
  {
    id: 3,
    title: 'Ui/Ux Developer',
    techSkills: ['Figma', 'HTML', 'CSS'],
    location: 'Remote',
    roleType: 'Full Time',
  },
  {
    id: 4,
    title: 'Lead Software Engineer',
    techSkills: ['Java', 'Spring Boot', 'Docker'],
    location: 'Remote',
    roleType: 'Full Time',
  },
  {
    id: 5,
    title: 'Android Developer',
    techSkills: ['Kotlin', 'Java', 'Cupboard'],
    location: 'Remote',
    roleType: 'Internship',
  },
];

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

/** Labels of a job card (careers list and similar roles). */
export const jobCardContent = {
  techSkillsLabel: 'Tech skills',
  locationLabel: 'Location',
  roleTypeLabel: 'Role type',
} as const;

type FormOption = {
  readonly id: string;
  /** Shown in the list and sent to the API. */
  readonly label: string;
};

const applicationTypeOptions: readonly FormOption[] = [
  { id: 'full-time', label: 'Full Time' },
  { id: 'part-time', label: 'Part Time' },
  { id: 'contract', label: 'Contract' },
  { id: 'internship', label: 'Internship' },
  { id: 'national-service', label: 'National Service' },
];

const yearsOfExperienceOptions: readonly FormOption[] = [
  { id: 'less-than-1', label: 'Less than 1 year' },
  { id: '1-2', label: '1-2 years' },
  { id: '3-5', label: '3-5 years' },
  { id: '6-10', label: '6-10 years' },
  { id: 'more-than-10', label: 'More than 10 years' },
];

/** Copy of the job application form (Job Application tab). */
export const jobApplicationContent = {
  heading: 'Apply for this role',
  intro: 'Tell us about yourself and attach your resume. Fields marked with an asterisk (*) are required.',
  requiredMark: '*',
  fields: {
    firstName: { label: 'First name', placeholder: 'John' },
    lastName: { label: 'Last name', placeholder: 'Doe' },
    email: { label: 'Email address', placeholder: 'john.doe@example.com' },
    phoneNumber: { label: 'Phone number', placeholder: '+233 20 000 0000' },
    highestQualification: {
      label: 'Highest qualification',
      placeholder: 'What is your highest qualification',
    },
    location: { label: 'Location', placeholder: 'Accra, Ghana' },
    applicationType: {
      label: 'Application type',
      placeholder: 'Select application type',
      options: applicationTypeOptions,
    },
    yearsOfExperience: {
      label: 'Years of experience',
      placeholder: 'Select your years of experience',
      options: yearsOfExperienceOptions,
    },
    salaryExpectation: {
      label: 'Salary expectation',
      placeholder: '0.00',
      prefix: 'GHC',
      /** Spoken description of the prefix. */
      prefixDescription: 'Amount in Ghana cedis',
    },
  },
  uploads: {
    resume: { id: 'resume', label: 'Resume' },
    coverLetter: { id: 'coverLetter', label: 'Cover letter' },
    hint: 'DOC or PDF, less than 10 MB',
    prompt: 'Drag and drop your file here, or',
    browse: 'browse',
    /** Accessible name of the button that clears a chosen file. */
    removeLabel: (fileName: string): string => `Remove ${fileName}`,
    /** Size of the chosen file; kilobytes are given with two decimals. */
    fileSize: (kilobytes: string): string => `${kilobytes} KB`,
    fileTypeLabels: { pdf: 'PDF', doc: 'DOC' },
    messages: validationMessages.upload,
  },
  errors: validationMessages.application,
  submit: 'Submit Application',
  pending: 'Submitting',
  success: 'Your application has been sent. Our HR team will be in touch.',
  failure: 'Failed to send your application. Try again.',
} as const;
