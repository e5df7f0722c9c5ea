// The client's request id of a bet slip (/sport/placeBet's requestId): a retry after a lost
// answer finds the slip placed under that id and answers the first result, placing nothing;
// the same id with another slip is refused. The row is written in the transaction that places
// the bets, under a unique (player, request id) index, so of parallel replays one places and
// the others, on looking again, replay it.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { requestHash } from '../../ledger/post.ts';

export interface PlacedSlip {
  bets: string[];
  balanceMinor: number;
}

/** What identifies a slip: the same id must come with the same slip. */
export function slipHash(input: {
  kind: string;
  systemK?: number | undefined;
  selections: { selectionId: number; odds: number }[];
  stake: number;
  oddsPolicy: string;
  freeBetId?: number | undefined;
}): string {
  return requestHash({
    kind: input.kind,
    systemK: input.systemK ?? null,
    selections: input.selections.map((s) => [s.selectionId, s.odds]),
    stake: input.stake,
    oddsPolicy: input.oddsPolicy,
    // Only on a free bet's slip, so every other slip hashes as it always did.
    ...(input.freeBetId === undefined ? {} : { freeBetId: input.freeBetId }),
  });
}

/** The first result of this request id, or null when it placed nothing yet. */
export async function placedBefore(
  db: Kysely<DB>,
  userId: number,
  requestId: string,
  hash: string,
): Promise<PlacedSlip | null> {
  const row = await db
    .selectFrom('sport_bet_requests')
    .select(['request_hash', 'bet_nos', 'balance_minor'])
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== hash) throw new AppError('errors.sport.requestReused');
  return { bets: row.bet_nos.split(','), balanceMinor: Number(row.balance_minor) };
}

export async function recordPlaced(
  db: Kysely<DB>,
  r: { userId: number; requestId: string; hash: string; placed: PlacedSlip; now: number },
): Promise<void> {
  await db
    .insertInto('sport_bet_requests')
    .values({
      user_id: r.userId,
      request_id: r.requestId,
      request_hash: r.hash,
      bet_nos: r.placed.bets.join(','),
      balance_minor: r.placed.balanceMinor,
      created_at: r.now,
    })
    .execute();
}
