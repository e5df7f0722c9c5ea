// Staff permissions, one per action, and the roles that hold them. The server checks a call's
// permission on every staff call; the back-office hides what the signed-in role lacks.
export const PERMISSIONS = [
  'players.read',
  'players.block',
  'players.notes',
  'players.logout',
  'players.reset_withdraw_password',
  'players.adjust',
  // the player list's CSV export (personal data leaving the system), and tags on players
  'players.export',
  'players.tags',
  'payments.read',
  'deposits.confirm',
  'deposits.reject',
  // a refund of a provider deposit to the player's original method (always four-eyes)
  'deposits.refund',
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
  // Lobby and content: games, providers, labels, the drawer, imports, banners.
  'content.read',
  'content.write',
  // engagement
  'engagement.read',
  'engagement.write',
  'mail.send',
  // sportsbook trading
  'sport.read',
  'sport.trade',
  'sport.settle',
  // support and risk
  'support.read',
  'support.reply',
  'support.settings',
  'risk.read',
  'risk.manage',
  // player protection
  'protection.read',
  'protection.manage',
  // KYC: read documents and decisions; review (approve, reject, ask for more).
  'kyc.read',
  'kyc.review',
  // bonus money: read templates, grants and the cost report; write templates (every
  // version waits for a second approver); grant a template's bonus to a player; cancel one.
  'bonus.read',
  'bonus.write',
  'bonus.grant',
  'bonus.cancel',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['admin', 'finance', 'risk', 'support', 'content', 'trader'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  finance: [
    'players.read',
    'players.adjust',
    'players.export',
    'payments.read',
    'deposits.confirm',
    'deposits.reject',
    'deposits.refund',
    'withdrawals.approve',
    'withdrawals.reject',
    'withdrawals.void',
    'payment_settings.write',
    'reports.read',
    'reconcile.read',
    'approvals.read',
    'approvals.decide',
    // engagement: to approve configurations that pay, finance reads them
    'engagement.read',
    // bonus: finance approves the templates and the large grants others ask for, and cancels
    'bonus.read',
    'bonus.grant',
    'bonus.cancel',
  ],
  risk: [
    'players.read',
    'players.block',
    'players.logout',
    'players.notes',
    'players.export',
    'players.tags',
    'payments.read',
    'reports.read',
    'reconcile.read',
    'audit.read',
    'risk.read',
    'risk.manage',
    'protection.read',
    'protection.manage',
    'kyc.read',
    'kyc.review',
    // bonus: risk cancels a bonus that was abused
    'bonus.read',
    'bonus.cancel',
  ],
  support: [
    'players.read',
    'players.notes',
    'players.logout',
    'players.reset_withdraw_password',
    'players.tags',
    'support.read',
    'support.reply',
    'support.settings',
    'protection.read',
    'kyc.read',
    // bonus: a goodwill grant; above FOUR_EYES_BONUS_GRANT_MINOR it waits for finance
    'bonus.read',
    'bonus.grant',
  ],
  content: [
    'reports.read',
    // lobby and content
    'content.read',
    'content.write',
    // engagement
    'engagement.read',
    'engagement.write',
    'mail.send',
    'approvals.read',
    // bonus: marketing writes the templates; finance or an admin approves them
    'bonus.read',
    'bonus.write',
  ],
  trader: [
    'reports.read',
    'sport.read',
    'sport.trade',
    'sport.settle',
    // a second trader approves the other's settlement above the four-eyes threshold
    'approvals.read',
    'approvals.decide',
  ],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function roleCan(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
