import '../../styles/global.css';
import '../../styles/until-hydrated.css';
import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../../app/app';
import { findRoute, preloadPage } from '../../app/page-loader';
import { createQueryClient } from '../../app/query-client';
import { restoreQueryState } from '../../hydration/query-state';
import { frontendConfigQuery } from '../../api/frontend-config';

/**
 * Browser entry, started by the page's boot script (src/render/build/boot-script.mjs): load React DOM
 * and the current page's chunk, then hydrate the prerendered HTML (or render from scratch for a path
 * that was not prerendered, in the SPA shell). The boot script has preloaded both; each `import()` runs
 * its modules in a task of its own. Evaluated with the frame, React DOM made one task of 150 to 220 ms
 * on a phone's CPU (issue 24, docs/decisions/180-main-thread-after-first-paint.md).
 */
async function start() {
  const queryClient = createQueryClient();
  restoreQueryState(queryClient);
  void queryClient.prefetchQuery(frontendConfigQuery);
  const reactDom = import('react-dom/client');
  await preloadPage(findRoute(window.location.pathname));
  const { createRoot, hydrateRoot } = await reactDom;

  const container = document.getElementById('root');
  if (!container) return;
  const app = (
    <StrictMode>
      <App queryClient={queryClient} Router={BrowserRouter} />
    </StrictMode>
  );
  // Hydrating inside a transition lets React yield to the browser between components, so a
  // cheap phone is not blocked for one long task (Total Blocking Time).
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
