/**
 * Jobs data and copy shared by the Careers page and the job detail page (/careers/:id): job
 * categories and types (spec section 3), the fixed job detail sample, the similar roles and the job
 * card's labels. The job page's own labels are in src/pages/job-detail/content.ts, the application
 * form's copy in src/forms/job-application/content.ts.
 */
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

/** Labels of a job card (careers list and similar roles). */
export const jobCardContent = {
  techSkillsLabel: 'Tech skills',
  locationLabel: 'Location',
  roleTypeLabel: 'Role type',
} as const;
