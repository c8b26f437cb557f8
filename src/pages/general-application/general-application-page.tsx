import { PageHero } from '../../components/blocks/page-hero';
import { BackLink } from '../../components/ui/back-link';
import { island } from '../../hydration/island';
import { generalApplicationContent as copy } from './content';

// The form and its library come in a chunk of their own, after the page's (as the contact form).
const JobApplicationForm = island(() =>
  import('../../forms/job-application/job-application-form').then((module) => module.JobApplicationForm),
);

/**
 * /careers/general-application: "Can't find a role?" (issue 40, point 6). The job application's
 * fields and checks, no job named; it is stored as a general application, acknowledged with a
 * reference, and listed for the team as one.
 */
export function GeneralApplicationPage() {
  return (
    <>
      <PageHero
        above={<BackLink to={copy.backLink.to} label={copy.backLink.label} />}
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        lead={copy.lead}
      />
      {/* The site's section spacing after a hero, as on the careers page: no style sheet of its own. */}
      <div className="container section">
        <JobApplicationForm job={null} />
      </div>
    </>
  );
}
