import { createElement, use, useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { documentTitle } from './document-title';
import { loadedPage, preloadPage } from './page-loader';
import { acceptsParams, notFoundRoute, type RouteDef } from '../routes/routes';
import { useAppName } from './use-app-name';

/** The location the focus-and-scroll effect last handled (none before hydration). */
let handledLocation: string | undefined;

/**
 * Renders a route's page, sets its title and description, and after a client-side navigation
 * scrolls to the top (or to the hash target) and moves focus to the page's h1 (or the target).
 */
export function RoutePage({ route: matched }: { route: RouteDef }) {
  const route = acceptsParams(matched, useParams()) ? matched : notFoundRoute;
  const Page = loadedPage(route) ?? use(preloadPage(route));
  const { pathname, hash } = useLocation();
  const appName = useAppName();

  useEffect(() => {
    document.title = documentTitle(route.title, appName);
    document.querySelector('meta[name="description"]')?.setAttribute('content', route.description);
  }, [route, appName]);

  useEffect(() => {
    const location = pathname + hash;
    if (handledLocation === undefined) {
      // The first page keeps the browser's own position; tests and tools can now tell that the
      // prerendered page has become interactive.
      handledLocation = location;
      document.documentElement.dataset.hydrated = 'true';
      return;
    }
    if (location === handledLocation) return;
    handledLocation = location;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
      focusWithoutScroll(target);
      return;
    }
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) focusWithoutScroll(heading);
  }, [pathname, hash]);

  // The page component comes from a module cache (a stable reference), so createElement is safe here.
  return createElement(Page);
}

function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
