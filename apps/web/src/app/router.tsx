// Builds the browser router of one route set (docs/seed-spec.md S2).
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RouteSet } from '../lib/device.ts';
import type { AppRoute, RouteHandle, RouteMeta } from '../lib/route-meta.ts';
import { desktopRoutes, mobileRoutes } from './routes.ts';
import { LoginPage, NotFoundPage, PasswordResetPage } from './pages.ts';
import { RootShell } from './RootShell.tsx';
import { DesktopLayout } from '../layouts/desktop/DesktopLayout.tsx';
import { DesktopBareLayout } from '../layouts/desktop/DesktopBareLayout.tsx';
import { MobileLayout } from '../layouts/mobile/MobileLayout.tsx';
import { MobileBareLayout } from '../layouts/mobile/MobileBareLayout.tsx';

function handle(name: string, meta: RouteMeta): RouteHandle {
  return { name, meta };
}

export function toRouteObject(route: AppRoute): RouteObject {
  const Page = route.page;
  const common = { handle: handle(route.name, route.meta), element: <Page /> };
  if (route.children) {
    return { ...common, path: route.path, children: route.children.map(toRouteObject) };
  }
  return route.path === '' ? { ...common, index: true } : { ...common, path: route.path };
}

const notFound: RouteObject = {
  path: '*',
  handle: handle('notFound', { title: 'route.notFound', ignoreAuth: true }),
  element: <NotFoundPage />,
};

const login: RouteObject = {
  path: 'login',
  handle: handle('login', { title: 'route.login', ignoreAuth: true }),
  element: <LoginPage />,
};

/** Both sets: the seed names /password-reset for mobile; desktop shows it outside the layout too. */
const passwordReset: RouteObject = {
  path: 'password-reset',
  handle: handle('PasswordReset', { title: 'route.passwordReset', ignoreAuth: true }),
  element: <PasswordResetPage />,
};

export function buildRoutes(set: RouteSet): RouteObject[] {
  if (set === 'desktop') {
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

/**
 * S2.1 strict matching: every route matches its path in its own case only ('/Promo' is not
 * '/promo'); a trailing slash is a miss too (RootShell shows the 404 for it).
 */
export function strictRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((r) =>
    r.index
      ? { ...r, caseSensitive: true }
      : { ...r, caseSensitive: true, children: r.children && strictRoutes(r.children) },
  ) as RouteObject[];
}

export function createRouter(set: RouteSet) {
  return createBrowserRouter(strictRoutes(buildRoutes(set)));
}
