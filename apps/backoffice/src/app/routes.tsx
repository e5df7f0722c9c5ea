// Area routes: one line per area, each lazily loading its features/<area>/routes.tsx (a
// component rendering the area's own <Routes>). The permission guards the whole area.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Permission } from '@talih/contracts/backoffice/permissions.ts';

export interface AreaRoute {
  path: string;
  permission: Permission | null;
  Component: LazyExoticComponent<ComponentType>;
}

export const AREA_ROUTES: AreaRoute[] = [
  {
    path: 'players/*',
    permission: 'players.read',
    Component: lazy(() => import('../features/players/routes.tsx')),
  },
  {
    path: 'payments/*',
    permission: 'payments.read',
    Component: lazy(() => import('../features/payments/routes.tsx')),
  },
  {
    path: 'kyc/*',
    permission: 'kyc.read',
    Component: lazy(() => import('../features/kyc/routes.tsx')),
  },
  {
    path: 'approvals/*',
    permission: 'approvals.read',
    Component: lazy(() => import('../features/approvals/routes.tsx')),
  },
  {
    path: 'audit/*',
    permission: 'audit.read',
    Component: lazy(() => import('../features/audit/routes.tsx')),
  },
  {
    path: 'reports/*',
    permission: 'reports.read',
    Component: lazy(() => import('../features/reports/routes.tsx')),
  },
  {
    path: 'reconcile/*',
    permission: 'reconcile.read',
    Component: lazy(() => import('../features/reconcile/routes.tsx')),
  },
  // engagement
  {
    path: 'engagement/*',
    permission: 'engagement.read',
    Component: lazy(() => import('../features/engagement/routes.tsx')),
  },
  // bonus
  {
    path: 'bonus/*',
    permission: 'bonus.read',
    Component: lazy(() => import('../features/bonus/routes.tsx')),
  },
  {
    path: 'staff/*',
    permission: 'staff.manage',
    Component: lazy(() => import('../features/staff/routes.tsx')),
  },
  {
    path: 'lobby/*',
    permission: 'content.read',
    Component: lazy(() => import('../features/lobby/routes.tsx')),
  },
  // sportsbook trading (sport)
  {
    path: 'sport/*',
    permission: 'sport.read',
    Component: lazy(() => import('../features/sport/routes.tsx')),
  },
  // support and risk
  {
    path: 'support/*',
    permission: 'support.read',
    Component: lazy(() => import('../features/support/routes.tsx')),
  },
  {
    path: 'risk/*',
    permission: 'risk.read',
    Component: lazy(() => import('../features/risk/routes.tsx')),
  },
  // player protection
  {
    path: 'protection/*',
    permission: 'protection.read',
    Component: lazy(() => import('../features/protection/routes.tsx')),
  },
];
