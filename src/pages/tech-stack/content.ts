import type { TechIconId } from '../../assets/tech-stack/tech-icons';
import { company } from '../../content/company';

/** One icon of the technology row; `id` names its image. */
type TechLogo = {
  id: TechIconId;
  name: string;
};

/** One titled description inside a technology area. */
type TechDetail = {
  id: string;
  title: string;
  description: string;
};

/** One tab of the technology areas. */
type TechArea = {
  id: string;
  area: string;
  details: readonly TechDetail[];
};

const technologies: readonly TechLogo[] = [
  { id: 'git', name: 'Git' },
  { id: 'python', name: 'Python' },
  { id: 'rabbitmq', name: 'RabbitMQ' },
  { id: 'ubuntu', name: 'Ubuntu' },
  { id: 'microsoft', name: 'Microsoft' },
  { id: 'apache', name: 'Apache' },
  { id: 'mysql', name: 'MySQL' },
  { id: 'java', name: 'Java' },
];

const areas: readonly TechArea[] = [
  {
    id: 'quality-management',
    area: 'Quality Management',
    details: [
      {
        id: 'sonarqube',
        title: 'SonarQube',
        description:
          'Continuous code inspection on every merge request, catching bugs, vulnerabilities and code smells before they reach production.',
      },
      {
        id: 'jest',
        title: 'Jest',
        description: 'Fast unit and component tests for our JavaScript and TypeScript code, run automatically in every build.',
      },
      {
        id: 'junit',
        title: 'JUnit',
        description: 'The foundation of our Java test suites, from unit tests to integration tests against real databases and queues.',
      },
      {
        id: 'selenium',
        title: 'Selenium',
        description: 'Automated browser testing that walks through critical user journeys across browsers before each release.',
      },
      {
        id: 'postman',
        title: 'Postman',
        description: 'Collections of API tests that document each endpoint and verify integrations with partners and network systems.',
      },
    ],
  },
  {
    id: 'cloud-tech-stack',
    area: 'Cloud Tech Stack',
    details: [
      {
        id: 'aws',
        title: 'Amazon Web Services',
        description: 'Elastic compute, managed databases and object storage for client platforms that need to scale with demand.',
      },
      {
        id: 'azure',
        title: 'Microsoft Azure',
        description: 'Hosting and identity services for organisations standardised on Microsoft, including Azure AD single sign-on.',
      },
      {
        id: 'google-cloud',
        title: 'Google Cloud',
        description: 'Managed Kubernetes and analytics services for data-heavy workloads and reporting pipelines.',
      },
      {
        id: 'docker',
        title: 'Docker',
        description:
          'Every service we build ships as a container, so it runs the same way on a developer laptop, in the cloud or on premises.',
      },
      {
        id: 'kubernetes',
        title: 'Kubernetes',
        description: 'Orchestration for high-availability deployments, with rolling updates and automatic recovery from failures.',
      },
    ],
  },
  {
    id: 'frontend-tech-stack',
    area: 'Frontend Tech Stack',
    details: [
      {
        id: 'react',
        title: 'React',
        description: 'Our first choice for interactive web applications and customer portals, built from reusable, accessible components.',
      },
      {
        id: 'angular',
        title: 'Angular',
        description: 'A structured framework for large enterprise applications where many developers work on the same codebase.',
      },
      {
        id: 'vue',
        title: 'Vue.js',
        description: 'A lightweight option for dashboards and embedded interfaces that need to load quickly.',
      },
      {
        id: 'flutter',
        title: 'Flutter',
        description: 'One codebase for Android and iOS apps with a native look and feel, ideal for consumer self-care apps.',
      },
    ],
  },
  {
    id: 'backend-frameworks',
    area: 'Backend Frameworks',
    details: [
      {
        id: 'spring-boot',
        title: 'Spring Boot',
        description:
          'The backbone of our high-volume telecom and financial services, with mature support for security, transactions and messaging.',
      },
      {
        id: 'dotnet',
        title: '.NET',
        description: 'Robust APIs and business applications for clients whose infrastructure runs on the Microsoft ecosystem.',
      },
      {
        id: 'django',
        title: 'Django',
        description: 'Rapid development of data-driven web applications and admin tools with Python.',
      },
      {
        id: 'nodejs',
        title: 'Node.js',
        description: 'Lightweight, event-driven services for real-time notifications, USSD gateways and API aggregation.',
      },
    ],
  },
  {
    id: 'programming-languages',
    area: 'Programming Languages',
    details: [
      {
        id: 'java',
        title: 'Java',
        description: 'Our primary language for reliable, long-running back-end systems that process millions of transactions.',
      },
      {
        id: 'python',
        title: 'Python',
        description: 'Used for automation, data processing, reporting and integration scripts across our platforms.',
      },
      {
        id: 'csharp',
        title: 'C#',
        description: 'Enterprise applications and services built on .NET for finance and HR clients.',
      },
      {
        id: 'typescript',
        title: 'TypeScript',
        description: 'Type-safe JavaScript for every front end and Node.js service we write, reducing errors as code grows.',
      },
      {
        id: 'kotlin',
        title: 'Kotlin',
        description: 'Modern, concise code for native Android applications and selected JVM services.',
      },
    ],
  },
  {
    id: 'analytics',
    area: 'Analytics',
    details: [
      {
        id: 'power-bi',
        title: 'Power BI',
        description: 'Interactive business dashboards that give managers a clear view of sales, activations and operational performance.',
      },
      {
        id: 'google-analytics',
        title: 'Google Analytics',
        description: 'Measurement of how visitors use websites and apps, so product decisions rest on real behaviour.',
      },
      {
        id: 'grafana',
        title: 'Grafana',
        description: 'Live monitoring of system health, transaction volumes and response times, with alerts to our support team.',
      },
      {
        id: 'apache-superset',
        title: 'Apache Superset',
        description: 'Open-source exploration and reporting on large datasets, deployed alongside our telecom platforms.',
      },
    ],
  },
  {
    id: 'databases',
    area: 'Databases',
    details: [
      {
        id: 'mysql',
        title: 'MySQL',
        description: 'Proven relational storage for transactional systems, with replication for high availability.',
      },
      {
        id: 'postgresql',
        title: 'PostgreSQL',
        description: 'Advanced relational features, strong consistency and rich indexing for complex business data.',
      },
      {
        id: 'sql-server',
        title: 'Microsoft SQL Server',
        description: 'Enterprise database for clients with existing Microsoft licensing and reporting services.',
      },
      {
        id: 'mongodb',
        title: 'MongoDB',
        description: 'Flexible document storage for content, event logs and fast-changing product catalogues.',
      },
      {
        id: 'redis',
        title: 'Redis',
        description: 'In-memory caching and session storage that keeps USSD and API responses fast under heavy load.',
      },
    ],
  },
  {
    id: 'content-management-systems',
    area: 'Content Management Systems',
    details: [
      {
        id: 'wordpress',
        title: 'WordPress',
        description: 'Corporate websites and blogs that marketing teams can update themselves, hardened and maintained by us.',
      },
      {
        id: 'strapi',
        title: 'Strapi',
        description: 'A headless CMS that serves structured content to websites and mobile apps through one API.',
      },
      {
        id: 'drupal',
        title: 'Drupal',
        description: 'Multi-site, multi-language content platforms with fine-grained editorial workflows and permissions.',
      },
    ],
  },
  {
    id: 'os-providers',
    area: 'OS Providers',
    details: [
      {
        id: 'ubuntu',
        title: 'Ubuntu',
        description: 'Our standard server operating system for application hosting, with long-term support releases.',
      },
      {
        id: 'red-hat',
        title: 'Red Hat Enterprise Linux',
        description: 'Certified, commercially supported Linux for clients whose policies require vendor-backed platforms.',
      },
      {
        id: 'windows-server',
        title: 'Windows Server',
        description: 'Hosting for .NET applications and integration with Active Directory in Microsoft environments.',
      },
      {
        id: 'debian',
        title: 'Debian',
        description: 'A stable, minimal base for containers and appliances where a small footprint matters.',
      },
    ],
  },
];

export const techStackContent = {
  hero: {
    heading: 'The Technology Behind Our Solutions',
    intro: `${company.name} builds on proven, well-supported technologies, chosen for reliability in high-volume telecom and financial environments and for the long-term maintainability our clients depend on.`,
  },
  technologies: {
    label: 'Core technologies',
    items: technologies,
  },
  areas: {
    heading: 'Our technology areas',
    tabListLabel: 'Technology areas',
    scrollLeftLabel: 'Scroll tabs left',
    scrollRightLabel: 'Scroll tabs right',
    items: areas,
  },
} as const;
