// The Profile hub's summary call: the player's balances from the ledger, VIP and KYC levels.
import { getProfileHub } from '@talih/contracts/profile-hub.ts';
import { minorToNumber } from '@talih/contracts/money.ts';
import type { CallRegistry } from '../../http/calls.ts';
import type { Services } from '../../services.ts';
import { vipLevelOf } from '../engagement/vip/vip.ts';
import { loadDocuments, loadProfile, missingForVerified } from './state.ts';

const HUB_ACCOUNTS = ['player_cash', 'player_bonus', 'withdrawal_pending'] as const;

async function balancesOf(services: Services, userId: number) {
  const rows = await services.db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance_minor'])
    .where('owner', '=', String(userId))
    .where('kind', 'in', HUB_ACCOUNTS)
    .execute();
  // Sharded accounts add up; a kind the player never used is 0.
  const of = (kind: string) =>
    rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + Number(r.balance_minor), 0);
  return { cash: of('player_cash'), bonus: of('player_bonus'), pending: of('withdrawal_pending') };
}

export function registerHubCall(calls: CallRegistry, services: Services) {
  calls.register(getProfileHub, async ({ auth }) => {
    const [balances, vip, profile, docs] = await Promise.all([
      balancesOf(services, auth.userId),
      vipLevelOf(services.db, auth.userId),
      loadProfile(services.db, auth.userId),
      loadDocuments(services.db, auth.userId),
    ]);
    return {
      cash: minorToNumber(balances.cash),
      bonus: minorToNumber(balances.bonus),
      pendingWithdrawal: minorToNumber(balances.pending),
      vipLevel: vip.level,
      kycLevel: profile.level,
      kycMissingCount: missingForVerified(profile, docs, services.config.jurisdiction).length,
      sourceOfFundsRequested: Boolean(profile.sof_requested_at && !profile.sof_approved_at),
    };
  });
}
