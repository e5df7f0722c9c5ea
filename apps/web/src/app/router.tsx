// Builds the browser router of one route set (docs/seed-spec.md S2). main.tsx loads only its
// set's tree; this module (both sets) is for the tests.
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RouteSet } from '../lib/device.ts';
import { strictRoutes } from './route-objects.tsx';
import { desktopRouteObjects } from './desktop-routes.tsx';
import { mobileRouteObjects } from './mobile-routes.tsx';

export { strictRoutes, toRouteObject } from './route-objects.tsx';

export function buildRoutes(set: RouteSet): RouteObject[] {
  return set === 'desktop' ? desktopRouteObjects() : mobileRouteObjects();
}

export function createRouter(set: RouteSet) {
  return createBrowserRouter(strictRoutes(buildRoutes(set)));
}
