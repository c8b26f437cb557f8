import type { ReactNode } from 'react';
import { frameContent } from './content';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

/** Skip link, navigation bar, the page, footer (spec section 2: one frame for every route). */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        {frameContent.skipLink}
      </a>
      <NavBar />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
