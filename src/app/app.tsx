import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MotionRoot } from '../motion/motion-root';
import { RoutePage } from './route-page';
import { notFoundRoute, routes } from '../routes/routes';
import { SiteFrame } from './site-frame';

/**
 * The whole app inside a router (BrowserRouter in the browser, StaticRouter in the prerender), under
 * the root that loads the animation kit after hydration.
 */
export function App({ queryClient, Router }: { queryClient: QueryClient; Router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MotionRoot>
        <Router>
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
        </Router>
      </MotionRoot>
    </QueryClientProvider>
  );
}
