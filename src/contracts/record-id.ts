/**
 * The one id rule of the records a page shows by id (a vacancy, an article): a whole number from 1,
 * written without leading zeros, of at most nine digits (so it fits the store's integer). The router,
 * the server's page renderer and the API calls all use it, so `/careers/01` and
 * `get-job-by-id {"id":"01"}` get the same answer: no such record.
 */
export const recordIdSource = '[1-9]\\d{0,8}';

export const recordIdPattern = new RegExp(`^${recordIdSource}$`);

/** Whether a path parameter or a string id follows the rule. */
export function isRecordId(value: string): boolean {
  return recordIdPattern.test(value);
}

/** The largest id the rule allows. */
export const maxRecordId = 999_999_999;
