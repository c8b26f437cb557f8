import { createElement, use, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { documentTitle } from './document-title';
import { loadedPage, preloadPage } from './page-loader';
import { PageFactsContext, type PageFacts } from '../hooks/page-facts';
import { useLocationChange } from '../hydration/navigation-scope';
import { notFoundRoute } from '../route-table/route-table';
import { acceptsParams, type RouteDef } from '../routes/route-facts';
import { useAppName } from './use-app-name';

/**
 * Renders a route's page, sets its title and description, and after a client-side navigation
 * scrolls to the top (or to the hash target) and moves focus to the page's h1 (or the target).
 */
export function RoutePage({ route: matched }: { route: RouteDef }) {
  const route = acceptsParams(matched, useParams()) ? matched : notFoundRoute;
  const Page = loadedPage(route) ?? use(preloadPage(route));
  const { pathname, hash } = useLocation();
  const appName = useAppName();
  const locationChange = useLocationChange();
  // What a record page says of its record (its name and summary), once it has it.
  const [facts, setFacts] = useState<PageFacts>();

  useEffect(() => {
    const title = facts && route.titleOf ? route.titleOf(facts.name) : route.title;
    document.title = documentTitle(title, appName);
    document.querySelector('meta[name="description"]')?.setAttribute('content', facts?.description ?? route.description);
  }, [route, appName, facts]);

  useEffect(() => {
    // The first page keeps the browser's own position (and is marked hydrated); so does a location
    // shown again.
    if (locationChange(pathname + hash) !== 'navigated') return;
    const targetId = hash ? decodeURIComponent(hash.slice(1)) : null;
    const target = targetId ? document.getElementById(targetId) : null;
    if (target) return goTo(target);
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) focusWithoutScroll(heading);
    // A target in a part of the page that loads on its own (the careers page's open positions):
    // gone to when it appears.
    if (targetId) return whenAppears(targetId, goTo);
  }, [pathname, hash, locationChange]);

  // The page component comes from a module cache (a stable reference), so createElement is safe here.
  return <PageFactsContext value={setFacts}>{createElement(Page)}</PageFactsContext>;
}

function goTo(target: HTMLElement) {
  target.scrollIntoView();
  focusWithoutScroll(target);
}

/** How long a hash target that is not in the page yet is waited for. */
const targetWaitMs = 5000;

/** Calls `found` with the element of that id once it is in the document (for a while); answers how to stop. */
function whenAppears(id: string, found: (element: HTMLElement) => void): () => void {
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
    stop();
    found(element);
  });
  const timer = window.setTimeout(() => stop(), targetWaitMs);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
