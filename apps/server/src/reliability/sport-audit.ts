// What the database must hold after the sport traffic, whatever crashed on the way: every
// acknowledged slip's request row with the bet numbers its answer gave, each of those bets
// once with its stake entry once (the last one with the balance the answer gave); no bet
// outside a request row, no request row nobody was told about twice, no refused slip placed;
// each player's cash equal to funds − the answered bets' stakes (+ their payouts once settled).
import type { Database } from '../db/database.ts';
import { betPlaceKey, betSettleKey } from '../ledger/sport-movements.ts';
import { playerCashMinor } from '../ledger/queries.ts';
import type { SportSlip } from './sport-traffic.ts';
import { FUNDS_MINOR } from './wallet-traffic.ts';

export interface SportAuditResult {
  /** Acknowledged slips whose request row, bets or stake entries are missing or differ. */
  missing: string[];
  /** Bet numbers or stake keys more than once; bets listed by two request rows. */
  duplicated: string[];
  /**
   * Bets no answer named or no request row lists, request rows nobody sent, refused slips
   * that placed.
   */
  unexpected: string[];
  /** Players whose cash is not funds − stakes (+ payouts). */
  wrongBalances: string[];
}

type Rows = Awaited<ReturnType<typeof loadRows>>;

async function loadRows(database: Database, userIds: number[]) {
  const db = database.db;
  const bets = await db
    .selectFrom('sport_bets')
    .select(['id', 'bet_no', 'user_id', 'stake_minor', 'status', 'payout_minor'])
    .where('user_id', 'in', userIds)
    .execute();
  const requests = await db
    .selectFrom('sport_bet_requests')
    .select(['user_id', 'request_id', 'bet_nos', 'balance_minor', 'created_at'])
    .where('user_id', 'in', userIds)
    .execute();
  const entries = await db
    .selectFrom('journal_entries')
    .select(['idempotency_key', 'amount_minor', 'player_balance_minor'])
    .where('user_id', 'in', userIds)
    .where('idempotency_key', 'like', 'sport:%')
    .execute();
  return { bets, requests, entries };
}

const countBy = <T>(list: T[], key: (t: T) => string) => {
  const m = new Map<string, T[]>();
  for (const item of list) m.set(key(item), [...(m.get(key(item)) ?? []), item]);
  return m;
};

/** The acknowledged slips against their rows; answers how many lost answers hid a commit. */
function auditSlips(slips: SportSlip[], rows: Rows, result: SportAuditResult) {
  const requests = countBy(rows.requests, (r) => `${r.user_id}:${r.request_id}`);
  const bets = countBy(rows.bets, (b) => b.bet_no);
  const entries = countBy(rows.entries, (e) => e.idempotency_key);
  let committedBeforeLoss = 0;
  for (const slip of slips) {
    const request = requests.get(`${slip.userId}:${slip.requestId}`)?.[0];
    if (slip.answer?.status !== 'OK') {
      if (request) result.unexpected.push(`refused ${slip.requestId} placed ${request.bet_nos}`);
      continue;
    }
    const { betNos, balanceMinor } = slip.answer;
    const expectedBets = slip.kind === 'single' ? slip.selections.length : 1;
    // The answer lists the bets newest first; the request row in the order they were placed.
    const placed = request?.bet_nos.split(',') ?? [];
    if (!request || [...placed].sort().join() !== [...betNos].sort().join()) {
      result.missing.push(`request ${slip.requestId}: ${request?.bet_nos} ≠ ${betNos.join()}`);
      continue;
    }
    if (betNos.length !== expectedBets) result.missing.push(`bets of ${slip.requestId}`);
    for (const betNo of betNos) {
      const bet = bets.get(betNo)?.[0];
      const stake = entries.get(betPlaceKey(betNo))?.[0];
      if (bet?.user_id !== slip.userId || Number(bet.stake_minor) !== slip.stakeMinor) {
        result.missing.push(`bet ${betNo}`);
      } else if (!stake || Number(stake.amount_minor) !== slip.stakeMinor) {
        result.missing.push(`stake ${betNo}`);
      }
    }
    // The balance answered is the one after the slip's last stake entry.
    const last = entries.get(betPlaceKey(placed[placed.length - 1]!))?.[0];
    if (Number(last?.player_balance_minor) !== balanceMinor) {
      result.missing.push(
        `balance ${slip.requestId}: ${last?.player_balance_minor} ≠ ${balanceMinor}`,
      );
    }
    if (slip.firstFailureAt !== undefined && Number(request.created_at) < slip.firstFailureAt) {
      committedBeforeLoss++;
    }
  }
  return committedBeforeLoss;
}

/** Nothing twice, nothing placed outside a request row, no request row nobody sent. */
function auditRows(slips: SportSlip[], rows: Rows, result: SportAuditResult) {
  const sent = new Set(slips.map((s) => `${s.userId}:${s.requestId}`));
  const answered = new Set(
    slips.flatMap((s) => (s.answer?.status === 'OK' ? s.answer.betNos : [])),
  );
  const listed = new Map<string, number>();
  for (const r of rows.requests) {
    if (!sent.has(`${r.user_id}:${r.request_id}`))
      result.unexpected.push(`request ${r.request_id}`);
    for (const betNo of r.bet_nos.split(',')) listed.set(betNo, (listed.get(betNo) ?? 0) + 1);
  }
  for (const [betNo, list] of countBy(rows.bets, (b) => b.bet_no)) {
    if (list.length > 1) result.duplicated.push(`bet ${betNo}`);
    const times = listed.get(betNo) ?? 0;
    if (times === 0) result.unexpected.push(`bet ${betNo} in no request`);
    if (times > 1) result.duplicated.push(`bet ${betNo} in ${times} requests`);
    // A bet no answer named: a retry placed the slip again.
    if (!answered.has(betNo)) result.unexpected.push(`bet ${betNo} in no answer`);
  }
  for (const [key, list] of countBy(rows.entries, (e) => e.idempotency_key)) {
    if (list.length > 1) result.duplicated.push(key);
  }
  const places = rows.entries.filter((e) => e.idempotency_key.endsWith(':place')).length;
  if (places !== rows.bets.length) {
    result.unexpected.push(`${places} stake entries for ${rows.bets.length} bets`);
  }
}

/**
 * The audit of the slips sent; with `settled`, every bet must also be settled once (a win
 * iff all its legs are home wins, paying its potential win) and balances include payouts.
 */
export async function auditSportBets(
  database: Database,
  userIds: number[],
  slips: SportSlip[],
  settled = false,
): Promise<{ problems: SportAuditResult; committedBeforeLoss: number }> {
  const result: SportAuditResult = {
    missing: [],
    duplicated: [],
    unexpected: [],
    wrongBalances: [],
  };
  if (userIds.length === 0) return { problems: result, committedBeforeLoss: 0 };
  const rows = await loadRows(database, userIds);
  const committedBeforeLoss = auditSlips(slips, rows, result);
  auditRows(slips, rows, result);
  // From the answers, not the rows: a slip placed twice must show as a wrong balance.
  const expected = new Map(userIds.map((id) => [id, FUNDS_MINOR]));
  const payouts = new Map(rows.bets.map((b) => [b.bet_no, Number(b.payout_minor)]));
  for (const slip of slips) {
    if (slip.answer?.status !== 'OK') continue;
    let cash = expected.get(slip.userId)!;
    for (const betNo of slip.answer.betNos) {
      cash -= slip.stakeMinor - (settled ? (payouts.get(betNo) ?? 0) : 0);
    }
    expected.set(slip.userId, cash);
  }
  if (settled) await auditSettlement(database, rows, result);
  for (const [userId, balance] of expected) {
    const actual = await playerCashMinor(database.db, userId);
    if (actual !== balance) result.wrongBalances.push(`${userId}: ${actual} ≠ ${balance}`);
  }
  return { problems: result, committedBeforeLoss };
}

/** Each bet settled once: won (its potential win) iff every leg is a home win, else lost. */
async function auditSettlement(database: Database, rows: Rows, result: SportAuditResult) {
  const legs = await database.db
    .selectFrom('sport_bet_legs as l')
    .innerJoin('sport_selections as s', 's.id', 'l.selection_id')
    .innerJoin('sport_bets as b', 'b.id', 'l.bet_id')
    .select(['b.bet_no', 's.code', 'b.potential_minor'])
    .where(
      'l.bet_id',
      'in',
      rows.bets.map((b) => b.id),
    )
    .execute();
  const byBet = countBy(legs, (l) => l.bet_no);
  const keys = new Set(rows.entries.map((e) => e.idempotency_key));
  for (const bet of rows.bets) {
    const betLegs = byBet.get(bet.bet_no) ?? [];
    const won = betLegs.length > 0 && betLegs.every((l) => l.code === '1');
    const payout = won ? Number(betLegs[0]!.potential_minor) : 0;
    if (bet.status !== (won ? 'won' : 'lost') || Number(bet.payout_minor) !== payout) {
      result.missing.push(`settlement of ${bet.bet_no}: ${bet.status} ${bet.payout_minor}`);
    }
    if (!keys.has(betSettleKey(bet.bet_no, 1)) || keys.has(betSettleKey(bet.bet_no, 2))) {
      result.missing.push(`settle entry of ${bet.bet_no}`);
    }
  }
}
