// What both route sets' trees share (docs/seed-spec.md S2): a route's handle, the pages outside
// the layouts, and strict matching. Each set's tree is its own module (desktop-routes.tsx,
// mobile-routes.tsx), so a phone does not download the desktop layout and the other way round.
import type { RouteObject } from 'react-router';
import type { AppRoute, RouteHandle, RouteMeta } from '../lib/route-meta.ts';
import { LoginPage, NotFoundPage, PasswordResetPage } from './pages.ts';

export function handle(name: string, meta: RouteMeta): RouteHandle {
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

export const notFound: RouteObject = {
  path: '*',
  handle: handle('notFound', { title: 'route.notFound', ignoreAuth: true }),
  element: <NotFoundPage />,
};

export const login: RouteObject = {
  path: 'login',
  handle: handle('login', { title: 'route.login', ignoreAuth: true }),
  element: <LoginPage />,
};

/** Both sets: the seed names /password-reset for mobile; desktop shows it outside the layout too. */
export const passwordReset: RouteObject = {
  path: 'password-reset',
  handle: handle('PasswordReset', { title: 'route.passwordReset', ignoreAuth: true }),
  element: <PasswordResetPage />,
};

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
