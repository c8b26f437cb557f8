/** Limits shared by the browser and the server (spec section 9, and what the server adds). */
export const limits = {
  /** 10 × 1024 × 1024 bytes (spec section 9); a file must be less than this ('File size must be less than 10 MB.'). */
  maxUploadBytes: 10 * 1024 * 1024,
  /** The largest file accepted, one byte under 10 MB: what a limit that counts inclusively (the multipart parser's) is given. */
  largestUploadBytes: 10 * 1024 * 1024 - 1,
  /** The largest page a list call answers; a larger pageSize is capped to it. */
  maxPageSize: 100,
  /** RFC 5321: an address is at most 254 characters. */
  maxEmailLength: 254,
  /** A single-line text field (names, company, location, ...). */
  maxShortText: 200,
  /** A note on an application, kept in its history. */
  maxNote: 2_000,
  /** A free-text field (the contact message). */
  maxLongText: 10_000,
} as const;
