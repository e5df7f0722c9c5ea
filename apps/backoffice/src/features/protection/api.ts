// Player protection's staff calls: the players excluded now (protection.read), one player's
// limits and exclusions, and risk's actions (protection.manage): exclude, lift a staff
// exclusion, make a limit stricter. Every key starts with 'protection'.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  excludePlayer,
  liftStaffExclusion,
  listExcluded,
  playerProtection,
  tightenLimit,
} from '@talih/contracts/backoffice/protection.ts';
import type { LIMIT_KINDS, LIMIT_PERIODS } from '@talih/contracts/jurisdiction.ts';
import type { EXCLUSION_KINDS } from '@talih/contracts/protection.ts';
import { staffCall } from '../../lib/api.ts';

export const EXCLUDED_PAGE_SIZE = 25;
export type ExcludedKind = 'all' | (typeof EXCLUSION_KINDS)[number];
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const protectionKeys = {
  all: ['protection'] as const,
  excluded: (kind: ExcludedKind, page: number) => ['protection', 'excluded', kind, page] as const,
  player: (userId: number) => ['protection', userId] as const,
};

export const protectionQueries = {
  excluded: (kind: ExcludedKind, page: number) =>
    queryOptions({
      queryKey: protectionKeys.excluded(kind, page),
      queryFn: () => staffCall(listExcluded, { kind, page, pageSize: EXCLUDED_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
  player: (userId: number) =>
    queryOptions({
      queryKey: protectionKeys.player(userId),
      queryFn: () => staffCall(playerProtection, { userId }),
      enabled: Number.isSafeInteger(userId) && userId > 0,
    }),
};

export type ProtectionAction =
  | { what: 'exclude'; days: number | null }
  | { what: 'lift'; exclusionId: number }
  | { what: 'limit'; kind: LimitKind; period: LimitPeriod; amountMinor: number };

async function act(userId: number, p: ProtectionAction, reason: string) {
  if (p.what === 'exclude') await staffCall(excludePlayer, { userId, days: p.days, reason });
  else if (p.what === 'lift')
    await staffCall(liftStaffExclusion, { userId, exclusionId: p.exclusionId, reason });
  else
    await staffCall(tightenLimit, {
      userId,
      kind: p.kind,
      period: p.period,
      amountMinor: p.amountMinor,
      reason,
    });
  return p.what;
}

/** One action with its reason; `onDone` hears which, then every protection view reads again. */
export function useProtectionAction(
  userId: number,
  onDone: (what: ProtectionAction['what']) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ p, reason }: { p: ProtectionAction; reason: string }) => act(userId, p, reason),
    onSuccess: (what) => {
      onDone(what);
      void client.invalidateQueries({ queryKey: protectionKeys.all });
    },
  });
}
