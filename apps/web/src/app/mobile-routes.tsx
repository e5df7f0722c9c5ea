// The mobile route set's tree (docs/seed-spec.md S2), loaded by main.tsx on a phone only.
import type { RouteObject } from 'react-router';
import { mobileRoutes } from './routes.ts';
import { LoginPage, NotFoundPage } from './pages.ts';
import { RootShell } from './RootShell.tsx';
import { handle, login, notFound, passwordReset, toRouteObject } from './route-objects.tsx';
import { MobileLayout } from '../layouts/mobile/MobileLayout.tsx';
import { MobileBareLayout } from '../layouts/mobile/MobileBareLayout.tsx';

export function mobileRouteObjects(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootShell miss={<MobileBareLayout page={<NotFoundPage />} />} />,
      children: [
        {
          element: <MobileLayout routes={mobileRoutes} />,
          children: mobileRoutes.map(toRouteObject),
        },
        {
          element: <MobileBareLayout />,
          children: [
            {
              path: 'register',
              handle: handle('register', { title: 'route.register', ignoreAuth: true }),
              element: <LoginPage />,
            },
            login,
            passwordReset,
            notFound,
          ],
        },
      ],
    },
  ];
}
