import { callApi } from '../../api/client';
import type { ApplicantStatus } from '../../contracts/application-status';
import { api } from '../../contracts/calls';

/** The cache key of the application a token opens. */
export const statusQueryKey = (token: string) => ['application-status', token] as const;

/**
 * Checks an answer with the calls' contract, loaded with the first call: zod stays out of the page's
 * first JavaScript (as the record pages' queries do).
 */
async function checked(answer: Promise<unknown>): Promise<ApplicantStatus> {
  const [{ applicantStatus }, value] = await Promise.all([import('../../contracts/application-status'), answer]);
  return applicantStatus.parse(value);
}

/** Where the application stands; a bad link is an ApiError (404, or 400 for text that cannot be a token), never retried. */
export const statusQuery = (token: string) => ({
  queryKey: statusQueryKey(token),
  queryFn: () => checked(callApi(api.getApplicationStatus, { body: { token } })),
  retry: false,
  staleTime: 60_000,
});

/** The two changes the applicant may make, each answering where the application stands then. */
export const applicantChanges = {
  withdraw: (token: string, idempotencyKey: string) => checked(callApi(api.withdrawApplication, { body: { token }, idempotencyKey })),
  askDeletion: (token: string, idempotencyKey: string) => checked(callApi(api.requestDataDeletion, { body: { token }, idempotencyKey })),
};
