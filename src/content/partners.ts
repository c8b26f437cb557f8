/**
 * Copy for the partner-logo marquee on Home. The logos and partner names come with the artwork.
 */
export const partnersContent = {
  /** Accessible name of the marquee region (and a visually hidden heading if one is wanted). */
  label: 'Our partners',
  /** Pause control required by WCAG 2.2.2 for content that moves by itself. */
  pauseLabel: 'Pause partner logos',
  playLabel: 'Play partner logos',
} as const;
