// Providers and the top-level routes: sign-in and enrolment outside the shell, every area
// inside it (signed-in only).
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Toaster, toast } from '../components/Toast.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { EnrolPage } from '../features/auth/EnrolPage.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { setSignedOutHandler, StaffCallError } from '../lib/api.ts';
import { signedOut, useMe } from '../lib/session.ts';
import { AREA_ROUTES, type AreaRoute } from './routes.tsx';
import { Shell } from './Shell.tsx';
import { NotFound } from './NotFound.tsx';

const client = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) =>
        !(error instanceof StaffCallError && error.state !== 'network') && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

function SignedOutBridge() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    setSignedOutHandler((message) => {
      if (queryClient.getQueryData(['me'])) toast.error(message || t('auth.expired'));
      signedOut(queryClient);
    });
  }, [queryClient, t]);
  return null;
}

function Guarded({ area }: { area: AreaRoute }) {
  const permissions = useMe().data?.permissions ?? [];
  if (area.permission && !permissions.includes(area.permission)) return <Navigate to="/" replace />;
  return <area.Component />;
}

export function App() {
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={client}>
      <SignedOutBridge />
      <BrowserRouter>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/enrol" element={<EnrolPage />} />
          <Route element={<Shell />}>
            <Route index element={<HomePage />} />
            {AREA_ROUTES.map((area) => (
              <Route
                key={area.path}
                path={area.path}
                element={
                  <Suspense fallback={<p className="muted page-pad">{t('common.loading')}</p>}>
                    <Guarded area={area} />
                  </Suspense>
                }
              />
            ))}
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
