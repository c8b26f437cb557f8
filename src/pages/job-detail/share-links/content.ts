/** Copy of the job page's 'Share Job' links, with the island that shows them (not the page's first JavaScript). */
import { company } from '../../../content/company';

export type ShareTargetId = 'linkedin' | 'facebook' | 'x' | 'whatsapp';

type ShareTarget = {
  readonly id: ShareTargetId;
  readonly label: string;
  /** The network's share address for a page (pageUrl) and its text. */
  readonly href: (pageUrl: string, text: string) => string;
};

const enc = encodeURIComponent;

/** The four 'Share Job' links: each network's public share address, given the page's own URL. */
const shareTargets: readonly ShareTarget[] = [
  {
    id: 'linkedin',
    label: 'Share on LinkedIn',
    href: (pageUrl) => `https://www.linkedin.com/sharing/share-offsite/?url=${enc(pageUrl)}`,
  },
  {
    id: 'facebook',
    label: 'Share on Facebook',
    href: (pageUrl) => `https://www.facebook.com/sharer/sharer.php?u=${enc(pageUrl)}`,
  },
  {
    id: 'x',
    label: 'Share on X',
    href: (pageUrl, text) => `https://x.com/intent/post?url=${enc(pageUrl)}&text=${enc(text)}`,
  },
  {
    id: 'whatsapp',
    label: 'Share on WhatsApp',
    href: (pageUrl, text) => `https://wa.me/?text=${enc(`${text} ${pageUrl}`)}`,
  },
];

export const shareContent = {
  heading: 'Share Job',
  /** The phone's own share sheet (Web Share API), where the browser has it. */
  nativeShare: 'Share',
  targets: shareTargets,
  /** Text that goes with the link. */
  shareText: (title: string): string => `${title} at ${company.name}`,
} as const;
