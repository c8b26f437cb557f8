import type { ApplicationStatus } from '../contracts/application-pipeline';

/** What an applicant is told of one status: the stage's name and a sentence of what it means for them. */
export type ApplicationStage = { name: string; meaning: string };

/**
 * The words the company chooses for each status of the hiring pipeline, as the applicant sees them on
 * their private status page (issue 40, point 5). Several statuses may share a stage: an applicant is
 * told "Closed" whether hired or not (the decision itself comes by e-mail, from a person). The server
 * answers these words with the status, and the page shows the steps in this order.
 */
export const applicationStages: Readonly<Record<ApplicationStatus, ApplicationStage>> = {
  new: {
    name: 'Received',
    meaning: 'Your application has arrived. Our people team reads every application and will write to you by e-mail.',
  },
  reviewed: {
    name: 'In review',
    meaning: 'Our people team is reading your application and comparing it with what the role needs.',
  },
  shortlisted: {
    name: 'Interviewing',
    meaning: 'We would like to know you better: we will write to you by e-mail to arrange an interview, if we have not already.',
  },
  rejected: {
    name: 'Closed',
    meaning:
      'This application is closed and we have written to you with our decision. If no e-mail has reached you, reply to your acknowledgement e-mail.',
  },
  hired: {
    name: 'Closed',
    meaning:
      'This application is closed and we have written to you with our decision. If no e-mail has reached you, reply to your acknowledgement e-mail.',
  },
  withdrawn: {
    name: 'Withdrawn',
    meaning: 'You withdrew this application, so we will not consider it any further. You are welcome to apply for other roles.',
  },
};

/** The statuses an open application passes through, in order; one of the others ends it. */
const openSteps: readonly ApplicationStatus[] = ['new', 'reviewed', 'shortlisted'];

/**
 * The stages the page lists for an application at `status`, in order: received, in review,
 * interviewing, then how it ends (closed, or withdrawn once it is). Only the current one is marked:
 * an application may be closed or withdrawn from any stage, so those before it are not said to be passed.
 */
export function stagesOf(status: ApplicationStatus): ApplicationStage[] {
  const end = openSteps.includes(status) ? applicationStages.rejected : applicationStages[status];
  return [...openSteps.map((step) => applicationStages[step]), end];
}
