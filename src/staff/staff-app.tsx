import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '../app/query-client';
import { Spinner } from '../components/ui/spinner';
import { roleAreas } from '../contracts/staff/roles';
import { useSession } from './api/session';
import { failureText } from './api/staff-client';
import { staffContent } from './content';
import { StaffFrame } from './frame/staff-frame';
import { StaffPage } from './components/staff-page';
import { areaPaths, staffPaths } from './staff-paths';
import { staffRoutes, type StaffRoute } from './staff-routes';

/** The staff area: its own query client and routes, each page shown only to a session whose role has its area. */
export function StaffApp() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Routes>
        {staffRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<Guarded route={route} />} />
        ))}
        <Route path={staffPaths.home} element={<Guarded route={{ path: staffPaths.home, area: 'home', Page: Home }} />} />
        <Route path="*" element={<Guarded route={{ path: '*', area: 'home', Page: NotFound }} />} />
      </Routes>
    </QueryClientProvider>
  );
}

function Home() {
  const session = useSession().data;
  return session ? <Navigate replace to={areaPaths[roleAreas[session.user.role][0]]} /> : null;
}

function NotFound() {
  return (
    <StaffPage title={staffContent.notFound.title}>
      <p>{staffContent.notFound.text}</p>
    </StaffPage>
  );
}

function Guarded({ route }: { route: StaffRoute | { path: string; area: 'home'; Page: () => React.ReactNode } }) {
  const session = useSession();
  const location = useLocation();
  const { Page } = route;
  const page = (
    <Suspense fallback={<Spinner label={staffContent.loading} />}>
      <Page />
    </Suspense>
  );
  if (session.isPending) return <StaffFrame>{<Spinner label={staffContent.loading} />}</StaffFrame>;
  if (session.isError) {
    return (
      <StaffFrame>
        <p role="alert">{failureText(session.error)}</p>
      </StaffFrame>
    );
  }
  const signedIn = session.data;
  if (route.area === null)
    return signedIn && location.pathname === staffPaths.signIn ? (
      <Navigate replace to={staffPaths.home} />
    ) : (
      <StaffFrame>{page}</StaffFrame>
    );
  if (!signedIn) return <Navigate replace to={staffPaths.signIn} state={{ from: location.pathname + location.search }} />;
  const allowed =
    route.area === 'home' || route.area === 'account' || (roleAreas[signedIn.user.role] as readonly string[]).includes(route.area);
  return (
    <StaffFrame session={signedIn}>
      {allowed ? (
        page
      ) : (
        <StaffPage title={staffContent.notAllowed.title}>
          <p>{staffContent.notAllowed.text}</p>
        </StaffPage>
      )}
    </StaffFrame>
  );
}
