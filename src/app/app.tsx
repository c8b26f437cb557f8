import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { bindConfigSource } from '../api/config-source';
import { frontendConfigQuery } from '../api/frontend-config';
import { MotionRoot } from '../motion/motion-root';
import { NavigationScope } from '../hydration/navigation-scope';
import { RoutePage } from './route-page';
import { notFoundRoute, routes } from '../route-table/route-table';
import { SiteFrame } from './site-frame';

/**
 * The whole app inside a router (BrowserRouter in the browser, StaticRouter in the prerender), under
 * the root that loads the animation kit after hydration. What it keeps from page to page belongs to
 * this instance (its query client, its NavigationScope), and the API client reads this app's runtime
 * config while it is mounted: before any page's effect can call the API, and never after.
 */
export function App({ queryClient, Router }: { queryClient: QueryClient; Router: (props: { children: ReactNode }) => ReactNode }) {
  useLayoutEffect(() => bindConfigSource(() => queryClient.ensureQueryData(frontendConfigQuery)), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <MotionRoot>
        <Router>
          <NavigationScope>
            <SiteFrame>
              <Suspense fallback={null}>
                <Routes>
                  {routes.map((route) => (
                    <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
                  ))}
                  <Route path="*" element={<RoutePage route={notFoundRoute} />} />
                </Routes>
              </Suspense>
            </SiteFrame>
          </NavigationScope>
        </Router>
      </MotionRoot>
    </QueryClientProvider>
  );
}
