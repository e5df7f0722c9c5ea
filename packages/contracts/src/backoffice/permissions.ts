// Staff permissions, one per action, and the roles that hold them. The server checks a call's
// permission on every staff call; the back-office hides what the signed-in role lacks.
export const PERMISSIONS = [
  'players.read',
  'players.block',
  'players.notes',
  'players.logout',
  'players.reset_withdraw_password',
  'players.adjust',
  'payments.read',
  'deposits.confirm',
  'deposits.reject',
  'withdrawals.approve',
  'withdrawals.reject',
  'withdrawals.void',
  'payment_settings.write',
  'reports.read',
  'reconcile.read',
  'reconcile.run',
  'audit.read',
  'approvals.read',
  'approvals.decide',
  'staff.manage',
  // KYC (issue 19): read documents and decisions; review (approve, reject, ask for more).
  'kyc.read',
  'kyc.review',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['admin', 'finance', 'risk', 'support', 'content', 'trader'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  finance: [
    'players.read',
    'players.adjust',
    'payments.read',
    'deposits.confirm',
    'deposits.reject',
    'withdrawals.approve',
    'withdrawals.reject',
    'withdrawals.void',
    'payment_settings.write',
    'reports.read',
    'reconcile.read',
    'approvals.read',
    'approvals.decide',
  ],
  risk: [
    'players.read',
    'players.block',
    'players.logout',
    'players.notes',
    'payments.read',
    'reports.read',
    'reconcile.read',
    'audit.read',
    'kyc.read',
    'kyc.review',
  ],
  support: [
    'players.read',
    'players.notes',
    'players.logout',
    'players.reset_withdraw_password',
    'kyc.read',
  ],
  // Part 2 (content, engagement, sportsbook trading) widens these two.
  content: ['reports.read'],
  trader: ['reports.read'],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function roleCan(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
