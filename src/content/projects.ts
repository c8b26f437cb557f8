/**
 * Portfolio projects shown at /portfolio/:id (spec section 3, "Portfolio project").
 * Images live in src/assets and are paired with these entries by id in the page component.
 */
import type { PortfolioId } from '../routes/portfolio-ids';

export type PortfolioProject = {
  id: PortfolioId;
  title: string;
  year: 2022;
  focus: string;
  headingText: string;
  descriptionText: readonly string[];
  type: 'webApp' | 'mobileApp';
  /** One short caption per product screenshot, in carousel order. */
  screenshotCaptions: readonly string[];
  /** One sentence for meta descriptions and cards. */
  summary: string;
};

const portfolioProjects: readonly PortfolioProject[] = [
  {
    id: 'nabs-web',
    title: 'NABS Web',
    year: 2022,
    focus: 'Business Automation',
    headingText: 'Automating business-service requests from order to activation',
    descriptionText: [
      "NABS Web is the browser-based back office a telecom operator's enterprise team uses to capture, approve and fulfil business-service requests. It replaced a chain of spreadsheets and emailed forms with one tracked workflow, from the sales order to the moment the service goes live.",
      'Each request moves through configurable approval stages, with automatic checks against credit limits and stock, notifications to the next person in line and a complete audit trail. Integrations with billing and provisioning systems remove the re-keying that used to cause delays and errors.',
      'Managers now see every open request, its age and its owner on a single dashboard, and turnaround times for new business connections have fallen from weeks to days.',
    ],
    type: 'webApp',
    screenshotCaptions: [
      'Request dashboard with ageing and ownership',
      'New business-service order form',
      'Multi-stage approval workflow',
      'Fulfilment and activation report',
    ],
    summary: 'A workflow platform that takes business-service requests from sales order to activation in one tracked process.',
  },
  {
    id: 'my-mtn',
    title: 'Operator Self-Care App',
    year: 2022,
    focus: 'Business Automation',
    headingText: "Putting self-care in every subscriber's pocket",
    descriptionText: [
      'The Operator Self-Care App lets subscribers of a national mobile network manage their accounts without visiting a service centre or calling support. Customers check balances, buy data and voice bundles, pay bills and track their usage from one app on Android and iOS.',
      "Behind the app, we built secure APIs to the operator's charging, provisioning and customer-management systems, with one-time-password sign-in and fraud controls on every purchase.",
      'By moving the most common requests into the app, the operator reduced call-centre volumes and gave its marketing team a direct channel for personalised offers.',
    ],
    type: 'mobileApp',
    screenshotCaptions: [
      'Account overview with live balances',
      'Bundle catalogue and purchase',
      'Usage history by service',
      'Bill payment and receipts',
    ],
    summary: "A self-care mobile app that lets a telecom operator's subscribers manage balances, bundles and payments on their phones.",
  },
  {
    id: 'hr3pp',
    title: 'HR3PP',
    year: 2022,
    focus: 'Workforce Management Portal',
    headingText: 'One portal for a large outsourced workforce',
    descriptionText: [
      'HR3PP is a workforce management portal for an organisation that relies on hundreds of third-party staff placed through several outsourcing agencies. It gives the client, the agencies and the workers themselves one shared view of contracts, placements and hours worked.',
      'Agencies onboard staff and upload documents, supervisors approve timesheets and attendance, and validated hours flow directly into payroll and invoicing. Automatic reminders flag expiring contracts and missing documents before they become compliance problems.',
    ],
    type: 'webApp',
    screenshotCaptions: [
      'Workforce overview by agency and site',
      'Staff onboarding and document checklist',
      'Timesheet approval queue',
      'Contract expiry and compliance alerts',
    ],
    summary:
      'A workforce management portal that unites a client, its staffing agencies and their workers around contracts, timesheets and payroll.',
  },
  {
    id: 'fttx-web',
    title: 'FTTX Web',
    year: 2022,
    focus: 'Business Automation',
    headingText: 'Coordinating fibre roll-out from survey to service',
    descriptionText: [
      'FTTX Web manages the end-to-end process of connecting homes and businesses to fibre. Sales captures the order, the platform checks coverage, and field teams receive survey and installation jobs with the right equipment already reserved.',
      'Technicians update job status from site, and completed installations trigger service activation and billing automatically. Operations managers follow every order on a live map, spot bottlenecks by area and contractor, and report roll-out progress without compiling spreadsheets.',
    ],
    type: 'webApp',
    screenshotCaptions: [
      'Order intake with coverage check',
      'Field job scheduling board',
      'Installation progress on a live map',
      'Roll-out performance report',
    ],
    summary: 'An order and field-operations platform that takes fibre connections from coverage check to live service.',
  },
  {
    id: 'hype-b',
    title: 'HYPE B',
    year: 2022,
    focus: 'Mobile Applications',
    headingText: 'A lifestyle app built for a young, mobile-first audience',
    descriptionText: [
      'HYPE B is a lifestyle and rewards app for a youth-focused digital brand. Members buy data and social bundles, collect points for everyday activity and redeem them for offers from partner merchants.',
      'We designed the app for fast, low-data use on entry-level smartphones, with a bold interface, simple onboarding and in-app campaigns the brand team can schedule without a new release.',
      'Engagement features such as challenges, referrals and event check-ins keep members coming back and give the brand clear insight into what its audience values.',
    ],
    type: 'mobileApp',
    screenshotCaptions: [
      'Home feed with featured offers',
      'Bundle purchase in two taps',
      'Rewards wallet and points history',
      'Challenges and referrals',
    ],
    summary: 'A mobile lifestyle and rewards app that helps a youth brand sell bundles and keep its members engaged.',
  },
];

/** The project with this id, or undefined (the page then shows the not-found screen). */
export function findPortfolioProject(id: string | undefined): PortfolioProject | undefined {
  return portfolioProjects.find((project) => project.id === id);
}
