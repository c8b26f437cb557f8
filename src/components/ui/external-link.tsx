import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { sharedCopy } from '../../content/shared-copy';
import { VisuallyHidden } from './visually-hidden';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string; children: ReactNode };

/** A link that opens in a new tab and says so to screen readers. */
export function ExternalLink({ children, ...props }: Props) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {sharedCopy.opensInNewTab}</VisuallyHidden>
    </a>
  );
}
