import { lazy, Suspense } from 'react';

// Loaded only when shown: a record page's first JavaScript does not carry the not-found message.
const NotFoundMessage = lazy(() => import('./not-found-message').then((module) => ({ default: module.NotFoundMessage })));

/**
 * The not-found message on a record page (a job or an article) whose id the store does not hold. The
 * server renders it whole; in the browser React keeps that HTML until its chunk has arrived.
 */
export function RecordNotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundMessage />
    </Suspense>
  );
}
