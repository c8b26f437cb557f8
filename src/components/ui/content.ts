import { company } from '../../content/company';
import { paths } from '../../routes/paths';

/**
 * The words the workbench's stories of these widgets show (a widget takes its words as props). They
 * are the words of the pages and forms that use each widget, copied here so that a story imports
 * nothing above its widget (docs/decisions/201-stories-read-no-higher-layer.md); they need not follow
 * later edits of the site's copy, since the stories test the widgets.
 */
export const widgetStoryContent = {
  /** The frame's link to the HR product, and the products page's 'Learn More'. */
  externalLink: {
    hrSoftware: { label: 'HR Software', href: company.hrProduct.url },
    learnMore: { label: 'Learn More', href: company.hrProduct.url },
  },
  logoLabel: `${company.name} home`,
  /** The products page's video. */
  video: {
    pauseLabel: 'Pause video',
    playLabel: 'Play video',
  },
  /** The home page's. */
  testimonials: {
    regionLabel: 'Client testimonials',
    previousLabel: 'Previous testimonial',
    nextLabel: 'Next testimonial',
    items: [
      {
        id: 'telecom-operator-digital-channels',
        title: 'A partner that delivers under pressure',
        testimony:
          'Volta Systems rebuilt our bundle activation and self-service platform on a tight deadline and without a single day of unplanned downtime. Their engineers understood the telecom domain from day one, kept us informed at every step and are still the first people we call when we want to launch something new.',
        author: 'Daniel Ankrah',
        authorRole: 'Head of Digital Channels',
        company: 'Mobile network operator, Ghana',
      },
      {
        id: 'bank-payroll',
        title: 'Payroll that simply runs',
        testimony:
          'Moving our payroll and leave management to Volta HR saved our HR team days of work every month. The implementation team migrated ten years of records carefully and trained every branch, and support answers within the hour.',
        author: 'Abena Owusu',
        authorRole: 'Head of Human Resources',
        company: 'Commercial bank, Accra',
      },
      {
        id: 'fintech-team-extension',
        title: 'Engineers who feel like our own team',
        testimony:
          'We needed four experienced mobile and backend engineers in three weeks. The developers Volta Systems placed with us joined our stand-ups on day one and shipped our wallet app redesign ahead of schedule.',
        author: 'Yaw Boateng',
        authorRole: 'Chief Technology Officer',
        company: 'Fintech start-up, Accra',
      },
    ],
  },
  /** The home page's process steps. */
  processSteps: [
    {
      id: 'opportunity-identification',
      title: 'Opportunity Identification',
      desc: 'We study your business, your customers and your current systems to find where software can remove friction, cut costs or open new revenue. The result is a short list of opportunities, each with its expected value and a first view of effort.',
    },
    {
      id: 'project-initiation-software-scoping',
      title: 'Project Initiation & Software Scoping',
      desc: 'Together with your stakeholders we agree the goals, the users and the measures of success. Discovery workshops turn them into a clear scope, a high-level architecture and a delivery plan everyone signs up to.',
    },
    {
      id: 'software-scoping-resource-allocation',
      title: 'Software Scoping & Resource Allocation',
      desc: 'We break the scope down into a prioritised backlog with estimates and milestones. We then assemble the right mix of engineers, designers, testers and a delivery manager, from our own bench or alongside your in-house team.',
    },
    {
      id: 'software-delivery-deployment',
      title: 'Software Delivery & Deployment',
      desc: 'We build in short, demonstrable iterations with automated testing and regular reviews, so you see progress every sprint. Releases go live through a controlled deployment, followed by handover, training and support.',
    },
    {
      id: 'customer-led-opportunity-discovery',
      title: 'Customer-Led Opportunity Discovery',
      desc: 'Once the solution is in use, we listen to your teams and your customers. Usage data, feedback and support trends show us where the product can do more.',
    },
    {
      id: 'capitalising-on-identified-prospects',
      title: 'Capitalising on Identified Prospects',
      desc: 'We turn the most valuable of those insights into enhancements, integrations and new products. Each one goes back through the same disciplined process, so your investment keeps paying off.',
    },
  ],
  /** The careers page's 'Why work with'. */
  whyWork: {
    defaultOpen: ['who-we-are'],
    sections: [
      {
        id: 'who-we-are',
        number: '01',
        title: 'Who we are',
        paragraphs: [
          'Volta Systems has built software for telecommunications operators, financial institutions and growing businesses since 2014. From our office in Accra, we design, build and run platforms that people rely on every day.',
          'We are engineers, designers, analysts and delivery specialists who care about doing the work properly: understanding the problem, writing software that lasts and standing behind it after go-live.',
        ],
        bullets: [],
      },
      {
        id: 'why-join',
        number: '02',
        title: 'Why Join',
        paragraphs: ['Here your work reaches real users quickly, and you get the support you need to grow with it.'],
        bullets: [
          'Work on production systems for leading telecom and finance clients from your first month.',
          'Learn from senior engineers through mentoring, pair programming and code reviews.',
          'Own your features from design to release, and see the impact they have.',
          'Grow along a clear career path, with regular feedback and a personal development plan.',
          'Be part of a friendly, respectful team where good ideas win, wherever they come from.',
        ],
      },
      {
        id: 'our-benefits',
        number: '03',
        title: 'Our Benefits',
        paragraphs: ['We look after the people who look after our clients.'],
        bullets: [
          'Competitive salary, reviewed every year.',
          'Medical cover for you and your immediate family.',
          'Learning budget and paid time for certifications and courses.',
          'Hybrid and flexible working arrangements for eligible roles.',
          'Paid annual leave on top of public holidays.',
          'Structured national service and internship programmes with a path to full-time roles.',
        ],
      },
    ],
  },
  /** The home page's mission, vision and values. */
  purpose: {
    label: 'Our mission, vision and values',
    defaultTab: 'mission',
    tabs: [
      {
        id: 'mission',
        label: 'Mission',
      },
      {
        id: 'vision',
        label: 'Vision',
      },
      {
        id: 'values',
        label: 'Values',
      },
    ],
    mission: {
      heading: 'Our Mission',
      statement:
        'To design, build and support dependable software that helps telecom operators, financial institutions and growing businesses serve their customers better, and to develop the local technical talent that makes it possible.',
    },
    vision: {
      heading: 'Our Vision',
      statement:
        "To be Africa's most trusted partner for enterprise software and technical talent, known for solutions that work from day one and keep working as our clients grow.",
    },
    values: {
      heading: 'Our Values',
      items: [
        {
          id: 'ingenious',
          name: 'Ingenious',
          description: 'We look for the simplest solution to the real problem, and we invent one when none exists.',
        },
        {
          id: 'collaborative',
          name: 'Collaborative',
          description: 'We work as one team with our clients, sharing knowledge openly from the first workshop to the last release.',
        },
        {
          id: 'accountable',
          name: 'Accountable',
          description: 'We own our commitments: the scope, timeline and quality we promise are what we deliver.',
        },
        {
          id: 'resilient',
          name: 'Resilient',
          description: 'We build systems and teams that hold up under peak traffic, tight deadlines and changing requirements.',
        },
        {
          id: 'empathetic',
          name: 'Empathetic',
          description: 'We start from the people who will use what we build, and treat clients and colleagues with the same care.',
        },
      ],
    },
  },
  /** The about page's executive team. */
  team: {
    ...{
      regionLabel: 'Executive team',
      previousLabel: 'Previous team members',
      nextLabel: 'Next team members',
    },
    profileLinkLabel: (name: string): string => `${company.social.professionalNetwork.name} profile of ${name}`,
  },
  /** The about page's. */
  stats: {
    label: 'Our track record in numbers',
    items: [
      {
        id: 'experience',
        label: 'Years of Experience',
        statsValue: 10,
        suffix: '+',
      },
      {
        id: 'successRate',
        label: 'Project Success Rate',
        statsValue: 100,
        suffix: '%',
      },
      {
        id: 'clientRating',
        label: 'Client Rating',
        statsValue: 80,
        suffix: '%',
      },
      {
        id: 'customerRetention',
        label: 'Customer Retention',
        statsValue: 100,
        suffix: '%',
      },
    ],
  },
  /** The job page's. */
  backLink: { label: 'Back to all jobs', to: paths.careers },
  /** The contact form's, and the newsletter band's. */
  status: {
    success: 'Message sent successfully.',
    failure: 'Failed to send message. Try again.',
    newsletterSuccess: 'Thank you for subscribing.',
    newsletterFailure: 'Failed to send message. Try again.',
  },
  /** The careers page's open positions, and the blog's visible label. */
  loading: {
    ringLabel: 'Loading open positions',
    visibleLabel: 'Loading...',
  },
  /** The careers page's open positions: the search field and the category filter. */
  search: {
    label: 'Search open positions',
    placeholder: 'Search for role',
  },
  category: {
    label: 'Filter by job category',
    allOption: 'All Categories',
  },
} as const;
