/** Copy that several components say alike, written once. */
export const sharedCopy = {
  /** Follows the name of a link that opens in a new tab, for screen readers. */
  opensInNewTab: '(opens in a new tab)',
  /** The accessible name of a carousel slide (APG carousel pattern): '2 of 5'. */
  slideLabel: (position: number, total: number): string => `${position} of ${total}`,
} as const;
