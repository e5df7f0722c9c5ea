// The side menu: one line per area. An entry shows only to roles holding its permission
// (null: everyone signed in).
import type { LucideIcon } from 'lucide-react';
import {
  Banknote,
  LifeBuoy,
  ShieldAlert,
  ChartColumn,
  ClipboardCheck,
  LayoutTemplate,
  Gift,
  BadgePercent,
  LayoutDashboard,
  // sportsbook trading
  Trophy,
  Scale,
  ScrollText,
  ShieldCheck,
  UserCog,
  Users,
} from 'lucide-react';
import type { Permission } from '@talih/contracts/backoffice/permissions.ts';

export interface NavEntry {
  path: string;
  labelKey: string;
  icon: LucideIcon;
  permission: Permission | null;
}

export const NAV: NavEntry[] = [
  { path: '/', labelKey: 'nav.home', icon: LayoutDashboard, permission: null },
  { path: '/players', labelKey: 'nav.players', icon: Users, permission: 'players.read' },
  { path: '/payments', labelKey: 'nav.payments', icon: Banknote, permission: 'payments.read' },
  { path: '/kyc', labelKey: 'nav.kyc', icon: ShieldCheck, permission: 'kyc.read' },
  {
    path: '/approvals',
    labelKey: 'nav.approvals',
    icon: ClipboardCheck,
    permission: 'approvals.read',
  },
  // engagement
  { path: '/engagement', labelKey: 'nav.engagement', icon: Gift, permission: 'engagement.read' },
  // bonus
  { path: '/bonus', labelKey: 'nav.bonus', icon: BadgePercent, permission: 'bonus.read' },
  { path: '/audit', labelKey: 'nav.audit', icon: ScrollText, permission: 'audit.read' },
  { path: '/reports', labelKey: 'nav.reports', icon: ChartColumn, permission: 'reports.read' },
  { path: '/reconcile', labelKey: 'nav.reconcile', icon: Scale, permission: 'reconcile.read' },
  { path: '/staff', labelKey: 'nav.staff', icon: UserCog, permission: 'staff.manage' },
  { path: '/lobby', labelKey: 'nav.lobby', icon: LayoutTemplate, permission: 'content.read' },
  // sportsbook trading
  { path: '/sport', labelKey: 'nav.sport', icon: Trophy, permission: 'sport.read' },
  // support and risk
  { path: '/support', labelKey: 'nav.support', icon: LifeBuoy, permission: 'support.read' },
  { path: '/risk', labelKey: 'nav.risk', icon: ShieldAlert, permission: 'risk.read' },
  {
    path: '/protection',
    labelKey: 'nav.protection',
    icon: ShieldCheck,
    permission: 'protection.read',
  },
];
