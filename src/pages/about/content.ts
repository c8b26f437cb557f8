/**
 * Copy for the About page (/about). The team and the managing director's quote live in
 * src/content/team.ts; the get-in-touch banner copy in src/content/cta.ts.
 */
import { company } from '../../content/company';
import { managingDirectorQuote } from '../../content/team';

type StatCardId = 'experience' | 'successRate' | 'clientRating' | 'customerRetention';

type StatCard = {
  readonly id: StatCardId;
  readonly label: string;
  /** Target of the count-up animation. */
  readonly statsValue: number;
  /** '+' for experience, '%' for the others. */
  readonly suffix: '+' | '%';
};

const statCards: readonly StatCard[] = [
  { id: 'experience', label: 'Years of Experience', statsValue: 10, suffix: '+' },
  { id: 'successRate', label: 'Project Success Rate', statsValue: 100, suffix: '%' },
  { id: 'clientRating', label: 'Client Rating', statsValue: 80, suffix: '%' },
  { id: 'customerRetention', label: 'Customer Retention', statsValue: 100, suffix: '%' },
];

export const aboutContent = {
  hero: {
    heading: 'Outsourced Technical Talent to Power Your Project Success',
    paragraph:
      'Scale your delivery capacity with experienced engineers, designers, testers and project leads ' +
      'who join your team, follow your processes and answer for results, without the cost and delay ' +
      'of hiring in-house.',
  },
  stats: {
    /** Accessible name of the stats region. */
    label: 'Our track record in numbers',
    items: statCards,
  },
  executiveSummary: {
    heading: 'Executive Summary',
    paragraphs: [
      `${company.name} is a Ghanaian software development and technology services company founded ` +
        `in ${company.foundedYear}. We deliver custom software, outsourced technical talent, voice ` +
        'applications, telecom platform services and human resource management solutions to clients ' +
        'in telecommunications, banking and financial services, and the wider enterprise sector.',
      'Over more than a decade we have delivered business automation portals, workforce management ' +
        'systems, self-service mobile applications and value-added service platforms for demanding ' +
        'operators and institutions. Every project we have taken on has been delivered, and the clients ' +
        'we have served have stayed with us.',
      'Our model is simple: understand the business problem first, put the right people on it, and ' +
        'stay accountable until the solution is live and delivering value.',
    ],
  },
  aboutUs: {
    heading: 'About Us',
    paragraphs: [
      'We are a team of software engineers, designers, quality analysts, delivery managers and ' +
        'telecom specialists based in North Legon, Accra. We build web and mobile applications, APIs ' +
        'and enterprise portals, run the platforms that activate and manage telecom bundles and ' +
        'services, and create voice applications that let businesses reach customers on any phone.',
      `Our own HR information system, ${company.hrProduct.name}, brings payroll, leave, time and ` +
        'attendance, performance and employee self-service together in one place for organisations of ' +
        'every size.',
      'We invest in people as much as in technology. Through our national service and internship ' +
        'programmes we train the next generation of Ghanaian engineers, and many of them now lead ' +
        'projects for our clients.',
    ],
  },
  team: {
    heading: 'Meet Our Executive Team',
    intro:
      'The people who set our direction and stand behind every engagement, with long experience in ' +
      'software delivery, telecommunications and finance.',
    /** Accessible name of the scroller region. */
    regionLabel: 'Executive team',
    previousLabel: 'Previous team members',
    nextLabel: 'Next team members',
    profileLinkLabel: (name: string): string => `${company.social.professionalNetwork.name} profile of ${name}`,
  },
  quote: managingDirectorQuote,
} as const;
