/**
 * Seed data for the store's first start: the careers page and the blog show real lists from day one
 * instead of empty states. Vacancy 1 and article 1 are the spec's fixed samples (the job detail sample
 * and the blog article, imported from the page content so the text lives in one place); the rest are
 * realistic vacancies and articles for the company. Rows are inserted in array order, so index 0
 * becomes id 1.
 */
import { company } from '../../src/content/company';
import { jobDetailSample, similarRoles } from '../../src/content/jobs';
import type { NewArticle } from '../../src/contracts/new-article';
import type { NewJob } from '../../src/contracts/new-job';
import { sampleArticle } from '../../src/pages/blog-article/content';

/** The entry at `index`, or a clear error if the imported content has changed shape. */
function at<T>(list: readonly T[], index: number, what: string): T {
  const entry = list[index];
  if (entry === undefined) throw new Error(`The seed expects ${what} ${index + 1}, which the content no longer has.`);
  return entry;
}

/** The list fields of one of the spec's 'Similar Roles' cards. */
function similarRole(index: number): Pick<NewJob, 'title' | 'techSkills' | 'location' | 'roleType'> {
  const role = at(similarRoles, index, 'similar role');
  return { title: role.title, techSkills: [...role.techSkills], location: role.location, roleType: role.roleType };
}

/** The title and summary of one of the blog article's related articles. */
function relatedArticle(index: number): Pick<NewArticle, 'title' | 'summary'> {
  const related = at(sampleArticle.related, index, 'related article');
  return { title: related.title, summary: related.summary };
}

const hrProduct = company.hrProduct.name;

export const seedJobs: readonly NewJob[] = [
  // 1: the spec's fixed job detail sample.
  {
    title: jobDetailSample.title,
    category: jobDetailSample.category,
    type: 'Fullstack',
    roleType: jobDetailSample.type,
    location: jobDetailSample.location,
    deadline: '2024-09-23',
    techSkills: [...jobDetailSample.skills],
    roleDescription: jobDetailSample.roleDescription,
    summary: jobDetailSample.summary,
    descriptionTitle: jobDetailSample.descriptionTitle,
    description: jobDetailSample.description,
    decriptionPoints: [...jobDetailSample.descriptionPoints],
    technicalRequirements: [...jobDetailSample.technicalRequirements],
    softSkillsRequirement: [...jobDetailSample.softSkillsRequirement],
  },
  // 2-5: the spec's four 'Similar Roles' cards, in order.
  {
    ...similarRole(0),
    category: 'Engineer',
    type: 'Frontend',
    deadline: '2026-10-30',
    roleDescription:
      `${company.name} is looking for an Android Developer to build and maintain the mobile apps we deliver for ` +
      'telecommunications and financial services clients. You will work remotely with a cross-functional squad of ' +
      'engineers, designers and testers, turning product requirements into fast, reliable and accessible apps used by ' +
      'subscribers across Ghana.',
    summary:
      'You will own features end to end in our Kotlin codebases, from technical design and implementation through ' +
      'testing and Play Store release. You will build modern interfaces with Jetpack Compose, integrate securely with ' +
      'our APIs, and help keep the apps responsive on the entry-level devices many of our users rely on.',
    descriptionTitle: 'Your responsibilities',
    description: 'In this role you will:',
    decriptionPoints: [
      'Design and build new app features in Kotlin and Jetpack Compose, maintaining older Java modules where needed.',
      'Integrate the apps with backend services over REST, handling authentication, offline states and poor network ' +
        'conditions gracefully.',
      'Profile and improve start-up time, memory use and battery consumption on low- and mid-range Android devices.',
      "Write unit and UI tests, review teammates' pull requests and keep our continuous integration pipeline green.",
      'Prepare releases for the Google Play Store, monitor crash reports and fix production issues quickly.',
    ],
    technicalRequirements: [
      'At least three years of professional Android development experience with Kotlin.',
      'Hands-on experience with Jetpack Compose, coroutines and an architecture pattern such as MVVM.',
      'Good knowledge of Java and of Android SDK fundamentals, including lifecycles, permissions and background work.',
      'Experience with Git, Gradle, automated testing and publishing apps to the Google Play Store.',
    ],
    softSkillsRequirement: [
      'The self-motivation and organisation to deliver reliably while working remotely.',
      'Clear written communication, especially in pull requests, tickets and design discussions.',
      'Attention to detail and pride in a polished user experience.',
      'Openness to giving and receiving constructive feedback in code reviews.',
    ],
  },
  {
    ...similarRole(1),
    category: 'Engineer',
    type: 'Frontend',
    deadline: '2026-11-13',
    roleDescription:
      `We are hiring a UI/UX Developer who is equally at home in Figma and in code. You will join the ${company.name} ` +
      'product team remotely and turn research insights and wireframes into accessible, responsive interfaces for our ' +
      `web portals, self-service dashboards and the ${hrProduct} platform.`,
    summary:
      'You will bridge design and engineering: shaping user flows and high-fidelity prototypes in Figma, then ' +
      'building them as clean, semantic HTML and CSS components that engineers can reuse. You will look after our ' +
      'design system, champion accessibility and test your work with real users before and after release.',
    descriptionTitle: 'What you will be doing',
    description: 'Day to day, you will:',
    decriptionPoints: [
      'Translate requirements and user research into user flows, wireframes and interactive prototypes in Figma.',
      'Build responsive, accessible interface components in semantic HTML and modern CSS, working closely with frontend engineers.',
      'Maintain and extend our design system, including design tokens, typography, colour and component documentation.',
      'Run usability tests with clients and end users, and turn the findings into clear, prioritised improvements.',
      'Review implemented screens against the designs and the agreed accessibility standards before each release.',
    ],
    technicalRequirements: [
      'A portfolio showing both interface design work and front-end code you have written.',
      'Advanced skills in Figma, including components, variants, auto layout and prototyping.',
      'Strong HTML and CSS, including Flexbox, Grid and responsive layout; some JavaScript or React is a plus.',
      'Working knowledge of the WCAG 2.2 accessibility guidelines and how to test against them.',
    ],
    softSkillsRequirement: [
      'Empathy for users and curiosity about how people actually use software.',
      'The confidence to present and explain design decisions to clients and engineers.',
      'Good organisation and the ability to manage several workstreams at once.',
      'A collaborative approach that welcomes critique and iteration.',
    ],
  },
  {
    ...similarRole(2),
    category: 'Engineer',
    type: 'Backend Engineer',
    deadline: '2026-12-04',
    roleDescription:
      `${company.name} is seeking a Lead Software Engineer to guide one of our delivery teams building backend ` +
      'platforms for telecom operators and financial institutions. You will set technical direction, mentor engineers ' +
      'and stay hands-on with the Java services that activate bundles, process payments and power our enterprise ' +
      'portals.',
    summary:
      "As technical lead you will be accountable for the architecture, quality and delivery of your team's services. " +
      'You will design scalable Spring Boot services, make pragmatic build-or-buy decisions, and work with delivery ' +
      'managers and clients to plan releases, estimate work and manage technical risk.',
    descriptionTitle: 'Key responsibilities',
    description: 'As Lead Software Engineer you will:',
    decriptionPoints: [
      'Lead the design of secure, scalable backend services in Java and Spring Boot, and document key architecture decisions.',
      'Mentor and coach a team of four to eight engineers through pairing, code reviews and regular one-to-ones.',
      'Containerise services with Docker and work with our DevOps engineers on CI/CD pipelines and production deployments.',
      'Set and uphold engineering standards for testing, observability, performance and security across the team.',
      'Work with clients and delivery managers to refine requirements, estimate effort and plan releases.',
    ],
    technicalRequirements: [
      'Seven or more years of backend software development, including at least two years leading a team.',
      'Expert knowledge of Java, Spring Boot and RESTful API design.',
      'Practical experience with Docker, relational databases such as PostgreSQL or MySQL, and message brokers such as RabbitMQ.',
      'Experience designing systems for high transaction volumes; telecom or payments experience is a strong advantage.',
    ],
    softSkillsRequirement: [
      'Leadership that builds trust and helps others grow.',
      'The ability to explain technical trade-offs to non-technical stakeholders.',
      'Sound judgement and calm decision-making under delivery pressure.',
      'Ownership of outcomes, not just of tasks.',
    ],
  },
  {
    ...similarRole(3),
    category: 'Engineer',
    type: 'Frontend',
    deadline: '2026-08-28',
    roleDescription:
      'Our Android internship gives students and recent graduates six months of real product experience at ' +
      `${company.name}. Working remotely with a dedicated mentor, you will contribute to the Android apps we build ` +
      'for telecom and financial services clients and learn how professional mobile software is planned, built, ' +
      'tested and released.',
    summary:
      'You will join an Android squad and take on well-scoped tasks in our Kotlin and Java codebases, from fixing ' +
      'bugs and writing tests to building small features. Along the way you will learn to store data locally with ' +
      'Cupboard and SQLite, work with REST APIs and take part in every step of our agile delivery process.',
    descriptionTitle: 'What you will learn and do',
    description: 'During the internship you will:',
    decriptionPoints: [
      'Fix bugs and build small features in our Android apps using Kotlin and Java, guided by your mentor.',
      'Work with local storage using SQLite and the Cupboard library, and consume data from REST APIs.',
      'Write unit tests and help our quality assurance team reproduce and verify reported issues.',
      'Join daily stand-ups, sprint planning and retrospectives with the rest of the squad.',
      'Present what you have built to the team at the end of each sprint and at the end of the internship.',
    ],
    technicalRequirements: [
      'Currently studying, or recently graduated in, Computer Science, Computer Engineering or a related field.',
      'Basic knowledge of Kotlin or Java and of object-oriented programming.',
      'Some experience building Android apps, for example in coursework or personal projects.',
      'Familiarity with Git and a willingness to learn testing and debugging tools.',
    ],
    softSkillsRequirement: [
      'Curiosity and a genuine eagerness to learn.',
      'Reliability and good time management when working remotely.',
      'The confidence to ask questions early when stuck.',
      'Good communication and a team-first attitude.',
    ],
  },
  // 6-17: the other open positions, covering every category of the careers filters.
  {
    title: 'Senior Backend Engineer',
    category: 'Engineer',
    type: 'Backend Engineer',
    roleType: 'Full Time',
    location: 'Accra, Ghana',
    deadline: '2026-09-30',
    techSkills: ['Java', 'Spring Boot', 'PostgreSQL', 'RabbitMQ'],
    roleDescription:
      'We are looking for a Senior Backend Engineer to join our telecom platforms team in Accra. You will build and ' +
      `run the services behind the ${company.name} bundle activation, subscriber management and campaign platforms, ` +
      'which process large volumes of transactions every day for mobile network operators.',
    summary:
      'You will design, build and operate high-throughput Java services, integrating with operator charging systems, ' +
      'USSD gateways and SMS centres. You will take part in architecture decisions, improve monitoring and ' +
      'resilience, and share the on-call rota for the platforms you help build.',
    descriptionTitle: 'What you will do',
    description: 'Your main responsibilities will be to:',
    decriptionPoints: [
      'Build and maintain Spring Boot services that activate bundles, products and services in real time for operator subscribers.',
      'Design PostgreSQL schemas and queries that stay fast at high transaction volumes, and tune them as traffic grows.',
      'Implement asynchronous processing with RabbitMQ, including retries, idempotency and dead-letter handling.',
      'Integrate with operator systems such as charging, USSD and SMS gateways using REST, SOAP and SMPP interfaces.',
      'Improve logging, metrics and alerting, and take part in incident reviews and the on-call rota.',
    ],
    technicalRequirements: [
      'At least five years of backend development experience in Java, including Spring Boot in production.',
      'Strong SQL skills and experience with PostgreSQL or MySQL at scale.',
      'Experience with message queues, preferably RabbitMQ, and with running services on Linux.',
      'Knowledge of telecom protocols such as SMPP or USSD, or of payment systems, is an advantage.',
    ],
    softSkillsRequirement: [
      'A methodical approach to troubleshooting production issues.',
      'Clear communication with operator engineers and internal teams.',
      'Willingness to mentor less experienced engineers.',
      'A strong sense of ownership for service reliability.',
    ],
  },
  {
    title: 'Accountant',
    category: 'Finance',
    type: 'Accountant',
    roleType: 'Full Time',
    location: 'Accra, Ghana',
    deadline: '2026-07-31',
    techSkills: ['Sage 50', 'QuickBooks', 'Microsoft Excel', 'IFRS'],
    roleDescription:
      `${company.name} is looking for a qualified Accountant to join our finance team in Accra. You will keep our ` +
      'books accurate and up to date, prepare monthly management accounts and make sure we meet our tax and statutory ' +
      'obligations on time.',
    summary:
      'Reporting to the Finance Manager, you will run the day-to-day accounting cycle, from recording transactions ' +
      'and reconciling accounts to preparing VAT and withholding tax returns. You will support the annual audit and ' +
      'help strengthen our financial controls as the business grows.',
    descriptionTitle: 'Your responsibilities',
    description: 'In this role you will:',
    decriptionPoints: [
      'Record and review daily transactions, including supplier invoices, client billing, payroll journals and bank receipts.',
      'Prepare monthly bank, supplier and client reconciliations, and resolve differences promptly.',
      'Prepare monthly management accounts and support the preparation of annual financial statements under IFRS.',
      'Prepare and file VAT, withholding tax and PAYE returns with the Ghana Revenue Authority by their deadlines.',
      'Liaise with external auditors and maintain clear, well-organised supporting schedules.',
    ],
    technicalRequirements: [
      'A degree in Accounting or Finance and a professional qualification such as ICAG or ACCA, completed or in progress.',
      'At least three years of accounting experience, ideally in a services or technology company.',
      'Good working knowledge of IFRS and of Ghanaian tax regulations.',
      'Advanced Microsoft Excel skills and experience with accounting software such as Sage or QuickBooks.',
    ],
    softSkillsRequirement: [
      'High integrity and discretion with confidential information.',
      'Strong attention to detail and accuracy.',
      'The ability to meet month-end and statutory deadlines.',
      'Clear communication with colleagues outside the finance team.',
    ],
  },
  {
    title: 'Financial Analyst',
    category: 'Finance',
    type: 'Financial Analyst',
    roleType: 'Contract',
    location: 'Remote',
    deadline: '2026-08-14',
    techSkills: ['Microsoft Excel', 'Power BI', 'SQL'],
    roleDescription:
      'We are hiring a Financial Analyst on a twelve-month contract to strengthen planning and reporting at ' +
      `${company.name}. Working remotely with our finance and delivery teams, you will turn project and operational ` +
      'data into forecasts and insights that guide pricing, hiring and investment decisions.',
    summary:
      'You will build and maintain our budgeting and forecasting models, track project profitability and prepare ' +
      'clear monthly performance reports for the leadership team. You will also analyse the commercial case for new ' +
      'service lines and large client proposals.',
    descriptionTitle: 'What the role involves',
    description: 'Your main responsibilities will include:',
    decriptionPoints: [
      'Build and maintain the annual budget and rolling quarterly forecasts with department heads.',
      'Track revenue, costs and margins by client and project, and explain variances against budget.',
      'Develop Power BI dashboards that give leadership a timely view of financial and operational performance.',
      'Model pricing, cash flow and return on investment for new proposals, products and service lines.',
      'Improve the quality and speed of financial data by automating recurring reports with SQL and Excel.',
    ],
    technicalRequirements: [
      'A degree in Finance, Economics, Accounting or a related field; progress towards CFA or ACCA is an advantage.',
      'At least three years of experience in financial planning and analysis or a similar role.',
      'Advanced Excel modelling skills and experience building dashboards in Power BI or a similar tool.',
      'Working knowledge of SQL for extracting and preparing data.',
    ],
    softSkillsRequirement: [
      'Strong analytical thinking and a healthy scepticism towards numbers that look too good.',
      'The ability to present complex findings simply to colleagues outside finance.',
      'Self-discipline and good organisation when working remotely.',
      'Curiosity about how the business earns and spends money.',
    ],
  },
  {
    title: 'UI/UX Designer',
    category: 'Designer',
    type: 'UI/UX',
    roleType: 'Full Time',
    location: 'Accra, Ghana',
    deadline: '2026-09-11',
    techSkills: ['Figma', 'FigJam', 'Maze', 'Adobe Illustrator'],
    roleDescription:
      `${company.name} is looking for a UI/UX Designer to shape the experience of the web portals, mobile apps and ` +
      'self-service tools we build for clients. Based in our Accra office, you will work closely with product owners ' +
      'and engineers to design products that are simple to use, accessible and consistent.',
    summary:
      'You will lead design on one or two client projects at a time, from discovery workshops and user research to ' +
      'wireframes, prototypes and final interface designs. You will test ideas with real users, document decisions ' +
      'and make sure that what ships matches what was designed.',
    descriptionTitle: 'What you will do',
    description: 'Your responsibilities will include:',
    decriptionPoints: [
      'Plan and run discovery workshops and user interviews with clients and their customers.',
      'Create user journeys, wireframes and high-fidelity interface designs for web and mobile products.',
      'Build interactive prototypes in Figma and test them with users, remotely and in person.',
      'Contribute components and guidelines to our shared design system.',
      'Work with engineers during development to resolve design questions and review builds before release.',
    ],
    technicalRequirements: [
      'Three or more years of UI/UX design experience, with a portfolio of shipped web or mobile products.',
      'Excellent skills in Figma and experience with collaboration tools such as FigJam or Miro.',
      'Experience running usability tests, for example with Maze or in moderated sessions.',
      'An understanding of accessibility and of designing for small screens and low-bandwidth conditions.',
    ],
    softSkillsRequirement: [
      'Strong empathy for users from a wide range of backgrounds.',
      'The ability to facilitate workshops and build consensus among stakeholders.',
      'Clear storytelling when presenting design work.',
      'Openness to feedback and a habit of iterating quickly.',
    ],
  },
  {
    title: 'Product Designer',
    category: 'Designer',
    type: 'Product Designer',
    roleType: 'Part Time',
    location: 'Remote',
    deadline: '2026-10-16',
    techSkills: ['Figma', 'Miro', 'Hotjar'],
    roleDescription:
      `We are looking for a part-time Product Designer to help evolve ${hrProduct}, our HR information system used by ` +
      'organisations across Ghana for payroll, leave, attendance and performance management. This remote role suits ' +
      'an experienced designer who wants to shape a growing SaaS product three days a week.',
    summary:
      'Working with the product manager and the engineering lead, you will identify opportunities from customer ' +
      'feedback and usage data, design new features and refine existing workflows. You will be responsible for the ' +
      'end-to-end experience, from framing the problem to measuring the impact of what we release.',
    descriptionTitle: 'Your responsibilities',
    description: 'As our Product Designer, you will:',
    decriptionPoints: [
      `Analyse support tickets, customer interviews and Hotjar recordings to find where ${hrProduct} users struggle.`,
      'Frame problems and explore solutions with the product manager and engineers in Miro workshops.',
      'Design end-to-end workflows for features such as payroll runs, leave approval and employee self-service.',
      'Produce clear, developer-ready specifications and interactive prototypes in Figma.',
      'Define success measures for new features and review them with the team after release.',
    ],
    technicalRequirements: [
      'Four or more years of product design experience, including work on a B2B or SaaS product.',
      'Expert skills in Figma and experience with product analytics or session recording tools.',
      'Experience designing data-heavy interfaces such as forms, tables and dashboards.',
      'Knowledge of HR, payroll or finance software is an advantage.',
    ],
    softSkillsRequirement: [
      'Strong product thinking and the ability to balance user needs with business goals.',
      'Reliable, asynchronous communication suited to a part-time remote role.',
      'Comfort with ambiguity and with making decisions on incomplete information.',
      'A collaborative attitude towards engineers and customer support colleagues.',
    ],
  },
  {
    title: 'Graphic Designer',
    category: 'Designer',
    type: 'Graphic',
    roleType: 'Internship',
    location: 'Accra, Ghana',
    deadline: '2026-06-26',
    techSkills: ['Adobe Illustrator', 'Adobe Photoshop', 'Adobe InDesign'],
    roleDescription:
      'Our six-month Graphic Designer internship is for creative students and graduates who want to design for a ' +
      'fast-growing technology company. Working in our Accra office alongside the marketing team, you will create ' +
      `visual content that explains the services of ${company.name} clearly and consistently.`,
    summary:
      'You will produce social media graphics, presentation templates, product brochures and event materials under ' +
      'the guidance of a senior designer. You will learn to apply a brand system across print and digital channels ' +
      'and to take a brief from first sketch to finished artwork.',
    descriptionTitle: 'What you will do',
    description: 'During your internship you will:',
    decriptionPoints: [
      'Design social media graphics and banners for campaigns, announcements and company events.',
      'Lay out product brochures, case studies and company profiles in Adobe InDesign.',
      'Create illustrations and icons in Adobe Illustrator that follow our brand guidelines.',
      'Prepare print-ready files and work with printers on event materials.',
      'Help keep our library of brand assets organised and up to date.',
    ],
    technicalRequirements: [
      'Currently studying, or recently graduated in, Graphic Design, Communication Design or a related field.',
      'Working knowledge of Adobe Illustrator, Photoshop and InDesign.',
      'A portfolio showing layout, typography and illustration work.',
      'A basic understanding of preparing files for print and for the web.',
    ],
    softSkillsRequirement: [
      'Creativity and a keen eye for detail.',
      'Openness to feedback and a willingness to revise work.',
      'Good time management when handling several requests.',
      'Enthusiasm for learning about technology and how to communicate it.',
    ],
  },
  {
    title: 'Marketing Specialist',
    category: 'Marketing',
    type: 'Marketing Specialist',
    roleType: 'Full Time',
    location: 'Accra, Ghana',
    deadline: '2026-11-27',
    techSkills: ['HubSpot', 'Google Analytics 4', 'LinkedIn Campaign Manager', 'Canva'],
    roleDescription:
      `${company.name} is looking for a Marketing Specialist to grow awareness of our software outsourcing, telecom ` +
      'and HR technology services among businesses in Ghana and West Africa. Based in Accra, you will plan and run ' +
      'campaigns that turn interest into qualified conversations for our sales team.',
    summary:
      'You will manage our business-to-business marketing channels day to day: the website, the email newsletter, ' +
      'LinkedIn and industry events. You will create content with subject-matter experts, run targeted campaigns and ' +
      'report on what works, working closely with sales to improve the quality of leads.',
    descriptionTitle: 'What you will do',
    description: 'Your responsibilities will include:',
    decriptionPoints: [
      `Plan and run multi-channel campaigns for our services and for ${hrProduct}, from brief to results.`,
      'Manage the newsletter and email nurture journeys in HubSpot, keeping contact lists clean and compliant.',
      'Write and publish blog articles, case studies and social posts with our engineers and delivery managers.',
      'Run and optimise paid LinkedIn campaigns aimed at decision-makers in telecoms, finance and the public sector.',
      'Track performance in Google Analytics and HubSpot, and share monthly insights with the sales team.',
    ],
    technicalRequirements: [
      'A degree in Marketing, Communications or a related field.',
      'Two to four years of B2B marketing experience, ideally in technology or professional services.',
      'Hands-on experience with HubSpot or a similar marketing automation platform, and with Google Analytics.',
      'Excellent writing skills and basic design skills in Canva or a similar tool.',
    ],
    softSkillsRequirement: [
      'Creativity grounded in data.',
      'Strong organisation and the ability to juggle several campaigns at once.',
      'Confidence working with senior technical colleagues to shape content.',
      'A proactive attitude towards testing new ideas.',
    ],
  },
  {
    title: 'HR Specialist',
    category: 'HR',
    type: 'HR Specialist',
    roleType: 'Full Time',
    location: 'Accra, Ghana',
    deadline: '2026-08-21',
    techSkills: [hrProduct, 'Microsoft Excel', 'Microsoft 365'],
    roleDescription:
      'We are looking for an HR Specialist to support our growing team of engineers, designers and business ' +
      'professionals in Accra. You will look after the whole employee lifecycle, from onboarding to exit, and make ' +
      "sure our people processes are fair, compliant with Ghana's Labour Act and easy to follow.",
    summary:
      'You will be the first point of contact for HR questions, run onboarding and records management in ' +
      `${hrProduct}, and support the payroll, leave and performance cycles. You will also help shape the policies and ` +
      `wellbeing initiatives that make ${company.name} a great place to work.`,
    descriptionTitle: 'Your responsibilities',
    description: 'In this role you will:',
    decriptionPoints: [
      'Manage onboarding and offboarding, including contracts, induction plans and system access requests.',
      `Keep employee records, leave balances and attendance data accurate in ${hrProduct}.`,
      'Prepare monthly payroll inputs and support the finance team with SSNIT and PAYE reconciliations.',
      'Coordinate the performance review cycle and track learning and development activities.',
      'Advise managers and staff on HR policies and help resolve employee relations matters fairly.',
    ],
    technicalRequirements: [
      'A degree in Human Resource Management or a related field; CIHRM membership is an advantage.',
      'At least three years of generalist HR experience.',
      'Good knowledge of the Labour Act, 2003 (Act 651) and of statutory employment requirements in Ghana.',
      'Experience with an HR information system and strong Microsoft Excel skills.',
    ],
    softSkillsRequirement: [
      'Discretion and sound judgement with confidential matters.',
      'Approachability and strong interpersonal skills.',
      'Good organisation and attention to detail.',
      'Fairness and consistency when applying policies.',
    ],
  },
  {
    title: 'Recruitment Manager',
    category: 'HR',
    type: 'Recruitment Manager',
    roleType: 'Contract',
    location: 'Accra, Ghana',
    deadline: '2027-01-15',
    techSkills: ['LinkedIn Recruiter', 'Boolean search', 'Applicant tracking systems'],
    roleDescription:
      `${company.name} is hiring a Recruitment Manager on a one-year contract to lead our hiring as we grow our ` +
      'engineering and delivery teams. Based in Accra, you will own the recruitment process end to end and build the ' +
      'talent pipelines that let us staff client projects quickly with the right people.',
    summary:
      'You will work with delivery managers and team leads to plan hiring, run sourcing for technical and ' +
      'non-technical roles, and guide candidates from first contact to signed offer. You will also manage our ' +
      'national service and internship intake and improve how we measure and report on hiring.',
    descriptionTitle: 'Key responsibilities',
    description: 'As Recruitment Manager you will:',
    decriptionPoints: [
      'Agree hiring plans with leadership and delivery managers based on project pipelines and budgets.',
      'Source candidates through LinkedIn, university partnerships, referrals and technical communities.',
      'Design structured interviews and practical assessments with hiring managers, and train interviewers.',
      'Manage offers, references and pre-employment checks, keeping candidates informed at every step.',
      'Run the annual national service and internship intake, and report on time to hire and quality of hire.',
    ],
    technicalRequirements: [
      'At least five years of recruitment experience, including two or more years hiring software engineers.',
      'Advanced sourcing skills with LinkedIn Recruiter and Boolean search.',
      'Experience setting up or running an applicant tracking system.',
      'A good understanding of employment practice and data protection in recruitment in Ghana.',
    ],
    softSkillsRequirement: [
      'Excellent communication and relationship-building with candidates and managers.',
      'Persistence and resilience in a competitive talent market.',
      'A structured, data-driven approach to decisions.',
      'A commitment to fair and inclusive hiring.',
    ],
  },
  {
    title: 'Operations Manager',
    category: 'Operations',
    type: 'Operations Manager',
    roleType: 'Full Time',
    location: 'Accra, Ghana',
    deadline: '2026-10-02',
    techSkills: ['Jira', 'Confluence', 'Microsoft Project', 'Power BI'],
    roleDescription:
      `We are looking for an Operations Manager to make sure ${company.name} runs smoothly as it grows. Based at our ` +
      'Accra head office, you will oversee the processes, suppliers and internal services that our delivery teams ' +
      'rely on, and drive improvements that help us serve clients faster and more efficiently.',
    summary:
      'Reporting to the Deputy Managing Director, you will manage facilities, IT support, procurement and supplier ' +
      'relationships, and coordinate resourcing across projects. You will set operational targets, track them with ' +
      'clear reporting and lead a small team of operations specialists.',
    descriptionTitle: 'What you will be responsible for',
    description: 'Your key responsibilities will be to:',
    decriptionPoints: [
      'Oversee day-to-day office operations, facilities, IT support and business continuity arrangements.',
      'Coordinate staff allocation across client projects with delivery managers, using Jira and shared resource plans.',
      'Manage procurement and supplier contracts, including cloud services, software licences and hardware.',
      'Define operational KPIs and report on them monthly to the leadership team through Power BI dashboards.',
      'Document and improve internal processes in Confluence, and lead the operations team.',
    ],
    technicalRequirements: [
      'A degree in Business Administration, Operations Management or a related field.',
      'At least six years of operations experience, including three in a management role, ideally in technology.',
      'Experience with project and work-tracking tools such as Jira, Confluence or Microsoft Project.',
      'Sound budgeting and supplier management skills.',
    ],
    softSkillsRequirement: [
      'Strong leadership and people-management skills.',
      'Excellent problem-solving and prioritisation.',
      'Calm, decisive judgement under pressure.',
      'Clear communication at every level of the organisation.',
    ],
  },
  {
    title: 'Operations Specialist (Telecom Platforms)',
    category: 'Operations',
    type: 'Operations Specialist',
    roleType: 'Contract',
    location: 'Takoradi, Ghana',
    deadline: '2026-09-04',
    techSkills: ['Linux', 'Bash', 'Zabbix', 'Grafana'],
    roleDescription:
      `${company.name} is looking for an Operations Specialist to support the telecom platforms we run for a mobile ` +
      'network operator client in the Western Region. Based in Takoradi on a one-year contract, you will keep ' +
      'activation, campaign and reporting systems healthy and be the first responder when something needs attention.',
    summary:
      'You will monitor platform health, carry out routine maintenance and configuration changes, and handle ' +
      'operational requests from the client. Working with our engineers in Accra, you will diagnose incidents, apply ' +
      'fixes within the agreed service levels and keep clear records of every change.',
    descriptionTitle: 'What you will do',
    description: 'Your day-to-day responsibilities will include:',
    decriptionPoints: [
      'Monitor servers, services and transaction volumes with Zabbix and Grafana dashboards, and respond to alerts.',
      'Carry out scheduled maintenance, backups and configuration changes on Linux servers under change control.',
      "Configure campaign parameters, bundles and reports in our telecom platform at the client's request.",
      'Log, diagnose and escalate incidents, and keep the client informed until each one is resolved.',
      'Write and maintain runbooks and shell scripts that automate routine operational tasks.',
    ],
    technicalRequirements: [
      'A diploma or degree in Telecommunications, Computer Science, IT or a related field.',
      'At least two years of experience supporting production systems on Linux.',
      'Familiarity with monitoring tools such as Zabbix, Nagios or Grafana, and with Bash scripting.',
      'Basic SQL and an understanding of telecom value-added services are advantages.',
    ],
    softSkillsRequirement: [
      'A calm, methodical approach to incidents.',
      'Professional, client-facing communication.',
      'Reliability, including a willingness to take part in an on-call rota.',
      'Good record-keeping and attention to detail.',
    ],
  },
  {
    title: 'Customer Service Representative',
    category: 'Customer Service',
    type: 'Customer Service Representative',
    roleType: 'National Service',
    location: 'Kumasi, Ghana',
    deadline: '2026-07-17',
    techSkills: ['Zendesk', 'Microsoft Excel', hrProduct],
    roleDescription:
      'We are offering national service placements for Customer Service Representatives at our Kumasi support desk. ' +
      `You will help organisations across Ghana get the most from ${hrProduct}, our HR and payroll software, ` +
      'answering their questions by phone, email and chat and making sure every issue is followed through.',
    summary:
      'After a structured training programme on our products and support tools, you will handle customer enquiries, ' +
      'guide users through common tasks and log issues accurately for our product and engineering teams. It is an ' +
      'ideal first step for graduates interested in customer success, product support or HR technology.',
    descriptionTitle: 'What you will do',
    description: 'As a Customer Service Representative you will:',
    decriptionPoints: [
      'Respond to customer enquiries by phone, email and live chat within our agreed response times.',
      `Guide users through tasks such as running payroll, approving leave and updating employee records in ${hrProduct}.`,
      'Log, categorise and track tickets in Zendesk, escalating technical issues with clear steps to reproduce them.',
      'Contribute to help-centre articles and frequently asked questions based on recurring enquiries.',
      'Collect customer feedback and share the trends with the product team every month.',
    ],
    technicalRequirements: [
      'A recent degree or HND in any discipline, with a valid national service posting.',
      'Confident computer skills, including Microsoft Excel and web applications.',
      'Any experience with a help-desk tool such as Zendesk or Freshdesk is an advantage.',
      'An interest in HR, payroll or business software.',
    ],
    softSkillsRequirement: [
      'Excellent spoken and written English; Twi is an advantage.',
      'Patience, empathy and a friendly, professional manner.',
      'Strong listening and problem-solving skills.',
      'Dependability and a willingness to learn.',
    ],
  },
];

const article = sampleArticle;

export const seedArticles: readonly NewArticle[] = [
  // 1: the spec's fixed blog article.
  {
    title: article.title,
    summary: article.summary,
    date: article.dateTime,
    author: article.author.name,
    authorRole: article.author.role,
    longDescription: article.longDescription,
    pointsHeading: article.pointsHeading,
    points: article.points.map((point) => ({ ...point })),
    closingParagraphs: [...article.closingParagraphs],
  },
  // 2-5: the article's four related articles, in order.
  {
    ...relatedArticle(0),
    date: '2025-02-20',
    author: 'Adwoa Sarpong',
    authorRole: `Legal and Compliance Manager, ${company.name}`,
    longDescription:
      "Ghana's Data Protection Act, 2012 (Act 843) sets out how organisations must collect, use, store and share " +
      'personal information about customers, employees and suppliers. Many businesses still treat it as a concern for ' +
      'banks and telecom operators alone, yet the Act applies to almost every organisation that keeps personal data, ' +
      "from a clinic's patient register to a payroll spreadsheet. The Data Protection Commission continues to raise " +
      'awareness and enforce the law, and clients increasingly ask their suppliers to show that they comply. Here are ' +
      'the steps we recommend to get your organisation ready.',
    pointsHeading: 'Five steps towards compliance',
    points: [
      {
        pointNumber: 1,
        pointTitle: 'Register with the Data Protection Commission',
        pointDescription:
          'The Act requires data controllers that process personal data to register with the Data Protection Commission ' +
          'and to renew that registration periodically. Registration is straightforward, but it makes you describe what ' +
          'data you hold and why. Make one person responsible for it, diarise the renewal date and keep a copy of your ' +
          'certificate where auditors and clients can find it.',
      },
      {
        pointNumber: 2,
        pointTitle: 'Map the personal data you hold',
        pointDescription:
          'You cannot protect what you do not know about. List every system, spreadsheet and paper file that contains ' +
          'personal data, who can access it, where it is stored and how long it is kept. Include data held by suppliers ' +
          'on your behalf, such as payroll bureaux or cloud providers. This inventory becomes the foundation for every ' +
          'other step.',
      },
      {
        pointNumber: 3,
        pointTitle: 'Collect only what you need, for a clear purpose',
        pointDescription:
          "The Act's principles include purpose specification and minimality: collect personal data for a specific, " +
          'lawful purpose and no more than that purpose requires. Review your forms and sign-up flows, remove fields you ' +
          'never use, and tell people plainly why you are collecting their information. Where you rely on consent, record ' +
          'when and how it was given.',
      },
      {
        pointNumber: 4,
        pointTitle: 'Secure the data and plan for breaches',
        pointDescription:
          'Organisations must take appropriate technical and organisational measures against loss, damage and ' +
          'unauthorised access. In practice that means access controls, encryption for laptops and backups, secure ' +
          'software development and staff training. Prepare a simple breach response plan so you know who investigates, ' +
          'who notifies the Commission and the people affected, and how quickly.',
      },
      {
        pointNumber: 5,
        pointTitle: 'Respect the rights of data subjects',
        pointDescription:
          'Individuals have the right to ask what information you hold about them, to have inaccurate data corrected and ' +
          'to object to certain processing, including direct marketing. Agree how requests will be received, verified and ' +
          'answered, and who is responsible for them. Handling requests promptly and courteously builds trust, and it is ' +
          'far easier with well-organised records.',
      },
    ],
    closingParagraphs: [
      'Compliance is not a one-off project. Review your data inventory at least once a year, whenever you launch a ' +
        'new system, and whenever you engage a supplier that will handle personal data on your behalf.',
      'We build privacy into the software we deliver, from access controls to audit trails and data retention ' +
        `settings. If you would like help reviewing your systems against the Act, contact us at ${company.emails.info}.`,
    ],
  },
  {
    ...relatedArticle(1),
    date: '2025-01-28',
    author: 'Selorm Agbeko',
    authorRole: `Voice and USSD Solutions Manager, ${company.name}`,
    longDescription:
      'When a bank, microfinance institution or telecom operator in Ghana decides to take a service mobile, the first ' +
      'question is usually whether to build a USSD service, a smartphone app or both. Smartphone ownership keeps ' +
      'growing, but many customers still rely on basic handsets, patchy data coverage or bundles they ration ' +
      'carefully. Each channel has real strengths and real limits, and the right answer depends on who your customers ' +
      'are and what you want them to do. Having built both for our clients, these are the five factors we weigh.',
    pointsHeading: 'Five factors to weigh before you build',
    points: [
      {
        pointNumber: 1,
        pointTitle: 'Reach: who can use it today',
        pointDescription:
          'USSD works on every GSM handset, from the most basic feature phone to the latest smartphone, and needs no data ' +
          'connection or download. That makes it the natural choice for services aimed at the mass market, rural ' +
          'customers or older users. An app reaches only smartphone owners who are willing to install it, keep it updated ' +
          'and spare the storage it needs.',
      },
      {
        pointNumber: 2,
        pointTitle: 'Cost to build and to run',
        pointDescription:
          'A USSD service needs a short code and integration with each network operator, usually through an aggregator, ' +
          'and session charges can apply to every interaction. Apps avoid per-session fees, but they must be designed, ' +
          'built, tested and maintained for Android and often iOS, then published and promoted. Compare the total cost ' +
          'over three years, not just the first release.',
      },
      {
        pointNumber: 3,
        pointTitle: 'User experience and complexity',
        pointDescription:
          'USSD menus are text-only, limited in length and end when a session times out, so they suit short, simple tasks ' +
          'such as checking a balance, buying airtime or paying a bill. Apps can offer rich interfaces, notifications, ' +
          'saved preferences and offline features, which make longer journeys such as loan applications or customer ' +
          'onboarding much easier to complete.',
      },
      {
        pointNumber: 4,
        pointTitle: 'Security and fraud risk',
        pointDescription:
          'USSD sessions rely on the SIM and a PIN, which makes SIM-swap fraud a real risk that operators and service ' +
          'providers must manage together. Apps can add device binding, biometrics and stronger encryption, but they ' +
          'bring their own risks, such as fake apps and compromised phones. Whichever channel you choose, design ' +
          'transaction limits, alerts and fraud monitoring from the start.',
      },
      {
        pointNumber: 5,
        pointTitle: 'Why many services need both',
        pointDescription:
          'For many organisations the best answer is a shared backend that serves both channels: USSD for reach and quick ' +
          'transactions, and an app for customers who want more. Building the business logic once, behind well-designed ' +
          'APIs, keeps rules consistent, lowers maintenance costs and lets you add channels such as WhatsApp or voice ' +
          'later without starting again.',
      },
    ],
    closingParagraphs: [
      'Start with your customers rather than the technology. Talk to them, study the handsets and networks they ' +
        'actually use, and pilot the simplest version of your service before you scale it.',
      'Our team has delivered USSD, voice and mobile app services for telecom and financial clients. To discuss which ' +
        `channel fits your customers, contact us at ${company.emails.sales}.`,
    ],
  },
  {
    ...relatedArticle(2),
    date: '2024-12-10',
    author: 'Kojo Tetteh',
    authorRole: `HR Solutions Manager, ${company.name}`,
    longDescription:
      'Spreadsheets are where most organisations start their payroll, and for a team of ten they can work perfectly ' +
      'well. As headcount grows, however, so do allowances, deductions, leave records and statutory returns, and a ' +
      'workbook that was once simple becomes fragile and hard to audit. We speak every week with HR and finance teams ' +
      'who spend days each month checking formulas instead of supporting their people. An HR information system such ' +
      `as ${hrProduct} is an investment, so here are five signs that it is likely to pay for itself.`,
    pointsHeading: 'Five signs you have outgrown your spreadsheet',
    points: [
      {
        pointNumber: 1,
        pointTitle: 'Errors keep reaching payslips',
        pointDescription:
          "A mistyped figure, a formula copied one row too far or a deduction left in after an employee's circumstances " +
          'change can all end up on a payslip. Each error means corrections, back payments and awkward conversations, and ' +
          'repeated mistakes erode staff trust quickly. If you regularly fix payroll after it has been paid, the ' +
          'spreadsheet has become a risk.',
      },
      {
        pointNumber: 2,
        pointTitle: 'Statutory deadlines are a monthly scramble',
        pointDescription:
          'Every month employers must calculate and pay SSNIT contributions, tier-two pension contributions and PAYE ' +
          'income tax to the Ghana Revenue Authority on time. When these figures are assembled by hand from several ' +
          'workbooks, deadlines slip and penalties follow. A payroll system calculates statutory deductions automatically ' +
          'and produces the schedules and reports you need for filing.',
      },
      {
        pointNumber: 3,
        pointTitle: 'Only one person understands the workbook',
        pointDescription:
          'Many payroll spreadsheets depend on a single colleague who built them and knows which cells must never be ' +
          'touched. When that person is on leave or moves on, payroll grinds to a halt. A system with documented rules, ' +
          'role-based access and an audit trail of every change removes that dependency and makes audits far less ' +
          'painful.',
      },
      {
        pointNumber: 4,
        pointTitle: 'Leave and attendance live somewhere else',
        pointDescription:
          'If leave requests arrive by email, attendance comes from a separate clocking system and overtime is agreed on ' +
          'paper, someone has to reconcile them all before payroll can run. Bringing time and attendance, leave and ' +
          'payroll into one system means approved absences and hours flow straight into pay, with far fewer manual ' +
          'adjustments.',
      },
      {
        pointNumber: 5,
        pointTitle: 'Staff keep asking HR for the same information',
        pointDescription:
          "Requests for payslips, leave balances and employment letters can take up a surprising share of an HR team's " +
          'week. Employee self-service lets staff view payslips, apply for leave and update their own details from a ' +
          'phone or laptop, freeing HR to focus on recruitment, development and the work that genuinely needs a human.',
      },
    ],
    closingParagraphs: [
      'If two or more of these signs sound familiar, compare the hours your team spends on payroll each month with ' +
        'the cost of a system. For many organisations, the time saved and the errors avoided cover the investment ' +
        'sooner than expected.',
      `To see how ${hrProduct} handles payroll, leave and self-service for organisations in Ghana, contact us at ` +
        `${company.emails.sales} to book a demonstration.`,
    ],
  },
  {
    ...relatedArticle(3),
    date: '2024-11-05',
    author: 'Nii Armah Quaye',
    authorRole: `Head of Delivery, ${company.name}`,
    longDescription:
      'Outsourcing software development can give an organisation skills, capacity and speed that would take years to ' +
      'build in-house. Yet outsourced projects still fail for familiar reasons: vague goals, poor communication and ' +
      'surprises discovered too late. After more than ten years of delivering projects for clients in ' +
      'telecommunications, finance and the public sector, we have learnt that success depends as much on how client ' +
      'and supplier work together as on the technical skills of the team. These are the habits we see in the projects ' +
      'that go best.',
    pointsHeading: 'Five habits of successful outsourced projects',
    points: [
      {
        pointNumber: 1,
        pointTitle: 'Agree clear goals and a definition of done',
        pointDescription:
          'Before any code is written, agree what problem the software must solve, how success will be measured and what ' +
          "'done' means for each piece of work. Written acceptance criteria, reviewed by both sides, prevent the costly " +
          'misunderstandings that otherwise surface only at the end. Revisit the goals at each milestone, because ' +
          'priorities change as you learn.',
      },
      {
        pointNumber: 2,
        pointTitle: 'Name one accountable owner on each side',
        pointDescription:
          'Projects stall when decisions wait for a committee. Appoint a product owner in your organisation who can ' +
          'answer questions, set priorities and accept work, and expect your supplier to provide a single delivery ' +
          'manager who is accountable for the team. Regular contact between these two people resolves most issues before ' +
          'they become problems.',
      },
      {
        pointNumber: 3,
        pointTitle: 'Share tools and keep work visible',
        pointDescription:
          'Work in shared tools rather than separate worlds. Your team should be able to see the backlog, the code ' +
          'repository, the test results and the deployment pipeline at any time. Visibility builds trust, makes progress ' +
          'easy to check and ensures that, if you ever change supplier, the knowledge and the code stay with you.',
      },
      {
        pointNumber: 4,
        pointTitle: 'Hold regular demonstrations',
        pointDescription:
          'Status reports can hide problems; working software cannot. Ask for a demonstration at the end of every sprint, ' +
          'ideally every two weeks, and invite the people who will actually use the system. Early feedback on real ' +
          'screens is the cheapest way to correct course, and it keeps everyone focused on outcomes rather than activity.',
      },
      {
        pointNumber: 5,
        pointTitle: 'Plan for handover and support from day one',
        pointDescription:
          'Software needs support long after launch. Agree early on documentation, automated tests, deployment ' +
          'instructions and knowledge transfer, and decide who will run and maintain the system in production. Building ' +
          'these into every sprint, rather than leaving them to the final weeks, avoids a rushed handover and protects ' +
          'your investment.',
      },
    ],
    closingParagraphs: [
      'Outsourcing works best as a partnership in which both sides share responsibility for the result. The habits ' +
        'above take discipline, but they repay it many times over in predictable delivery and software that does what ' +
        'the business needs.',
      `If you are planning a software project and would like to discuss how our teams work, contact us at ${company.emails.sales}.`,
    ],
  },
  // 6-8: earlier articles on the company's own fields.
  {
    title: 'Launching bundles faster: what a modern telecom activation platform should offer',
    summary:
      'Operators compete on how quickly they can launch and adjust bundles and campaigns. These are the platform ' +
      'capabilities that make the difference.',
    date: '2024-09-17',
    author: 'Esi Amponsah',
    authorRole: `Delivery Manager, ${company.name}`,
    longDescription:
      'Mobile network operators live and die by their offers. Data bundles, voice packs, night plans and promotional ' +
      'campaigns change constantly in response to competitors and customer demand, and every day spent waiting for a ' +
      'new offer to go live is revenue lost. Yet many operators still depend on rigid, vendor-locked systems in which ' +
      'a simple price change needs a change request and weeks of testing. From our work building activation and ' +
      'campaign platforms for operators, these are the five capabilities we believe matter most.',
    pointsHeading: 'Five capabilities that shorten time to market',
    points: [
      {
        pointNumber: 1,
        pointTitle: 'Configuration instead of code',
        pointDescription:
          'Product managers should be able to create a bundle, set its price, validity and eligibility rules, and ' +
          'schedule a campaign through configuration rather than new software releases. Configurable parameters, ' +
          'protected by approval workflows and audit trails, turn launches that once took weeks into tasks of hours, ' +
          'while keeping control over what goes live and when.',
      },
      {
        pointNumber: 2,
        pointTitle: 'One suite for activation across channels',
        pointDescription:
          'Customers buy bundles through USSD, apps, SMS, retail agents and partner channels. A single activation suite ' +
          'behind all of them ensures that the same rules, prices and checks apply everywhere. It also gives operators ' +
          'one place to add a new channel or product, rather than repeating the work in several disconnected systems.',
      },
      {
        pointNumber: 3,
        pointTitle: 'A modular design that grows with you',
        pointDescription:
          'A modular platform lets operators start with the components they need, such as bundle activation or campaign ' +
          'management, and add loyalty, reporting or partner integrations later. Well-defined interfaces between modules ' +
          'make upgrades safer, because one component can be improved or replaced without putting the whole platform at ' +
          'risk.',
      },
      {
        pointNumber: 4,
        pointTitle: 'Commodity servers and open technologies',
        pointDescription:
          'Modern platforms do not need specialised hardware. Running on commodity servers with Linux, open-source ' +
          'databases and standard message queues lowers costs, avoids lock-in and makes it easier to scale out when ' +
          'traffic peaks during promotions. It also widens the pool of engineers who can operate and support the platform ' +
          'locally.',
      },
      {
        pointNumber: 5,
        pointTitle: 'Reporting that drives decisions',
        pointDescription:
          'Every activation, renewal and failure is valuable data. Extensive, near real-time reporting lets commercial ' +
          'teams see which offers are selling, in which regions and through which channels, and spot technical problems ' +
          'before customers complain. The best platforms give business users these reports directly, without waiting for ' +
          'an analyst to extract them.',
      },
    ],
    closingParagraphs: [
      'Operators that can launch, measure and adjust offers quickly are better placed to win and keep subscribers in ' +
        'a highly competitive market. The platform behind those offers is a strategic asset, not just back-office ' +
        'infrastructure.',
      `To learn more about our telecom platform services, contact us at ${company.emails.sales}.`,
    ],
  },
  {
    title: 'Voice applications: reaching customers who would rather talk',
    summary:
      'Interactive voice response, outbound voice messages and voice self-service reach customers that text and apps ' +
      'miss. Here is how to get them right.',
    date: '2024-07-02',
    author: 'Yaw Mensah',
    authorRole: `Voice Solutions Lead, ${company.name}`,
    longDescription:
      'Not every customer wants to read a menu or download an app. Many prefer to speak, in their own language, and a ' +
      'well-designed voice application lets them do exactly that at any hour. Interactive voice response, outbound ' +
      'voice messages and voice-based self-service are helping banks, telecom operators, insurers and public bodies ' +
      'in Ghana reach people that text-based channels miss, while easing the load on call-centre agents. Poorly ' +
      'designed voice systems, however, frustrate callers quickly. These are the principles we follow when we build ' +
      'them.',
    pointsHeading: 'Five principles for voice applications callers enjoy',
    points: [
      {
        pointNumber: 1,
        pointTitle: "Speak your callers' languages",
        pointDescription:
          'Offering prompts in English alone excludes a large share of potential callers. Record menus in the languages ' +
          'your customers actually use, such as Twi, Ga, Ewe or Hausa, and let callers choose at the start of the call. ' +
          'Use professional voice talent and plain, conversational wording rather than formal scripts that are hard to ' +
          'follow by ear.',
      },
      {
        pointNumber: 2,
        pointTitle: 'Keep menus short and shallow',
        pointDescription:
          'Callers cannot scroll back through a voice menu, so keep each menu to four or five options and the whole ' +
          'journey to as few levels as possible. Put the most common requests first, confirm important choices clearly, ' +
          'and always offer a way to repeat the options or return to the main menu without hanging up.',
      },
      {
        pointNumber: 3,
        pointTitle: 'Always offer a route to a person',
        pointDescription:
          'Self-service should save callers time, not trap them. Make it easy to reach an agent when the application ' +
          'cannot help, and pass on what the caller has already entered so that they do not have to repeat themselves. ' +
          'Nothing damages trust in a voice service faster than a loop with no way out.',
      },
      {
        pointNumber: 4,
        pointTitle: 'Use outbound voice thoughtfully',
        pointDescription:
          'Outbound voice messages work well for reminders, alerts and announcements, particularly for customers who find ' +
          'text messages hard to read. Send them at sensible times, keep them short, name your organisation at the start ' +
          "and give recipients a simple way to opt out. Respecting customers' time keeps the channel effective for the " +
          'messages that matter.',
      },
      {
        pointNumber: 5,
        pointTitle: 'Measure and improve continuously',
        pointDescription:
          'Every call produces data: where callers drop off, which options they choose, how often they ask for an agent ' +
          'and how long each journey takes. Review these reports regularly, listen to samples of real calls where ' +
          'permitted, and refine prompts and menus in small steps. Voice applications improve markedly when they are ' +
          'treated as products, not one-off projects.',
      },
    ],
    closingParagraphs: [
      'Voice remains one of the most inclusive channels available to organisations in Ghana. Designed with care, it ' +
        'extends services to customers who might otherwise be left out and frees human agents for the conversations ' +
        'that need them most.',
      `If you would like to explore a voice application for your organisation, contact us at ${company.emails.sales}.`,
    ],
  },
  {
    title: 'Payroll compliance in Ghana: getting the basics right',
    summary:
      'Pension contributions, PAYE and record-keeping: the obligations every employer in Ghana manages each month, ' +
      'and how to stay on top of them.',
    date: '2024-04-16',
    author: 'Efua Owusu',
    authorRole: `Payroll Implementation Consultant, ${company.name}`,
    longDescription:
      'Paying staff correctly and on time is one of the most basic duties of any employer, yet payroll compliance in ' +
      'Ghana involves far more than transferring salaries. Employers must deduct and remit pension contributions and ' +
      'income tax, keep accurate records and respond to changes in rates and thresholds, which are often announced in ' +
      'the national budget. Mistakes can lead to penalties, strained relations with staff and difficult audits. ' +
      'Drawing on our experience implementing payroll for organisations of every size, here are the basics every ' +
      'employer should have firmly in place.',
    pointsHeading: 'Five payroll essentials for employers in Ghana',
    points: [
      {
        pointNumber: 1,
        pointTitle: 'Register correctly from the start',
        pointDescription:
          'Before the first payroll, make sure your organisation is registered with the Social Security and National ' +
          'Insurance Trust and with the Ghana Revenue Authority, that every employee has the identifiers these bodies ' +
          'require, and that you have appointed a licensed trustee for tier-two occupational pensions. Gaps at ' +
          'registration cause rejected schedules and unmatched contributions later.',
      },
      {
        pointNumber: 2,
        pointTitle: 'Deduct and remit pension contributions on time',
        pointDescription:
          "Under the three-tier pension scheme, employers deduct the employee's contribution, add their own, and each " +
          'month remit the first-tier contribution to SSNIT and the second-tier contribution to the chosen trustee. Late ' +
          "payment attracts penalties and can affect employees' benefits. Set internal deadlines ahead of the statutory " +
          'ones and reconcile every remittance.',
      },
      {
        pointNumber: 3,
        pointTitle: 'Apply PAYE with the current tax bands',
        pointDescription:
          'Income tax must be calculated under PAYE using the graduated rates and reliefs in force for the period, then ' +
          'paid to the Ghana Revenue Authority with the monthly return. Tax bands change from time to time, often after ' +
          'the national budget, so check for updates every year and make sure your payroll tool is updated before the ' +
          'effective date.',
      },
      {
        pointNumber: 4,
        pointTitle: 'Treat allowances and benefits consistently',
        pointDescription:
          'Allowances, bonuses, overtime and benefits in kind can be treated differently for tax and pension purposes. ' +
          'Document how each pay element is handled, apply the rules consistently to every employee and seek professional ' +
          'advice before introducing something new. Consistency protects you in an audit and helps staff understand ' +
          'exactly how their pay is calculated.',
      },
      {
        pointNumber: 5,
        pointTitle: 'Keep complete, accessible records',
        pointDescription:
          'Keep payroll registers, payslips, remittance receipts and supporting approvals in an organised, secure form ' +
          'for as long as the law requires. Good records make it easy to answer employee queries, respond to SSNIT or GRA ' +
          'reviews and prepare year-end returns. They also make any future move to a new payroll system far simpler.',
      },
    ],
    closingParagraphs: [
      'Payroll rules change, so compliance is an ongoing discipline rather than a one-off task. A short monthly ' +
        'checklist, owned by a named person and reviewed by finance, goes a long way towards keeping your organisation ' +
        'on the right side of the regulations.',
      `${hrProduct} automates statutory calculations, remittance schedules and payslips for employers in Ghana. To ` +
        `arrange a demonstration, contact us at ${company.emails.sales}.`,
    ],
  },
];
