/**
 * How long the company keeps what visitors send (the privacy policy's "Storage and Retention"): the
 * policy's words, the applicant's private status link (it expires when its application is due for
 * deletion) and its acknowledgement mail read it here.
 */
export const retention = {
  contactMessagesMonths: 24,
  applicationsMonths: 24,
} as const;
