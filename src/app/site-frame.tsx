import { useRef, type ReactNode } from 'react';
import { useHeightProperty } from '../hooks/use-height-property';
import { frameContent } from './content';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

/** Skip link, navigation bar, the page, footer (spec section 2: one frame for every route). */
export function SiteFrame({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  // The sticky header is the element before main: its height lets focus scroll clear of it (global.css).
  useHeightProperty(() => main.current?.previousElementSibling, '--header-height');
  return (
    <>
      <a href="#main" className="skip-link">
        {frameContent.skipLink}
      </a>
      <NavBar />
      <main id="main" tabIndex={-1} ref={main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
