// Route meta of the seed (docs/seed-spec.md S2): a title (an i18n key), whether the route is open
// without login, menu icons, and whether the menu hides it.
import type { LucideIcon } from 'lucide-react';
import type { ComponentType, LazyExoticComponent } from 'react';

export interface RouteMeta {
  title: string;
  ignoreAuth?: boolean;
  icon?: LucideIcon;
  /** The accent (active) variant of the icon. */
  iconChecked?: LucideIcon;
  hiddenMenu?: boolean;
  /** Mobile: the page takes the whole screen (no layout header, drawer or tab bar): games. */
  immersive?: boolean;
}

export type Page = LazyExoticComponent<ComponentType>;

export interface AppRoute {
  name: string;
  /** Relative to the parent; '' for an index child. */
  path: string;
  meta: RouteMeta;
  page: Page;
  children?: AppRoute[];
}

/** What a react-router route carries in `handle`. */
export interface RouteHandle {
  meta: RouteMeta;
  name: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return !!value && typeof value === 'object' && 'meta' in value;
}
