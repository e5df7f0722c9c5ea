// The desktop route set's tree (docs/seed-spec.md S2), loaded by main.tsx on a desktop only.
import type { RouteObject } from 'react-router';
import { desktopRoutes } from './routes.ts';
import { NotFoundPage } from './pages.ts';
import { RootShell } from './RootShell.tsx';
import { login, notFound, passwordReset, toRouteObject } from './route-objects.tsx';
import { DesktopLayout } from '../layouts/desktop/DesktopLayout.tsx';
import { DesktopBareLayout } from '../layouts/desktop/DesktopBareLayout.tsx';

export function desktopRouteObjects(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootShell miss={<DesktopBareLayout page={<NotFoundPage />} />} />,
      children: [
        {
          element: <DesktopLayout routes={desktopRoutes} />,
          children: desktopRoutes.map(toRouteObject),
        },
        { element: <DesktopBareLayout />, children: [login, passwordReset, notFound] },
      ],
    },
  ];
}
