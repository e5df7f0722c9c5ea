// The period's money per game, provider, sport and payment method, from the same journal
// lines as the totals (so each table sums to its total figure).
import type { Report } from '@talih/contracts/backoffice/reports.ts';
import type { Database } from '../../../db/database.ts';
import {
  GAME_KINDS,
  keyedFlows,
  PAYOUT_KINDS,
  SPORT_RESULT_KINDS,
  type KeyedFlow,
} from './ledger-figures.ts';
import type { Period } from './periods.ts';

type Breakdowns = Pick<Report, 'byGame' | 'byProvider' | 'bySport' | 'byPaymentMethod'>;

export async function breakdowns(database: Database, period: Period): Promise<Breakdowns> {
  const casino = (key: 'owner' | 'gameId') =>
    keyedFlows(database, period, { accountKind: 'provider_clearing', entryKinds: GAME_KINDS, key });
  const [perGame, perProvider] = [
    casinoRows(await casino('gameId')),
    casinoRows(await casino('owner')),
  ];
  const games = await gameNames(database, [...perGame.keys()]);
  return {
    byGame: [...perGame].map(([gameId, row]) => ({
      gameId,
      name: games.get(gameId)?.name ?? `#${gameId}`,
      provider: games.get(gameId)?.provider ?? '?',
      ...row,
    })),
    byProvider: [...perProvider].map(([provider, row]) => ({ provider, ...row })),
    bySport: await bySport(database, period),
    byPaymentMethod: await byPaymentMethod(database, period),
  };
}

function casinoRows(flows: KeyedFlow[]) {
  const rows = new Map<
    string,
    { stakesMinor: number; winsMinor: number; refundsMinor: number; ggrMinor: number }
  >();
  for (const f of flows) {
    const row = rows.get(f.key) ?? { stakesMinor: 0, winsMinor: 0, refundsMinor: 0, ggrMinor: 0 };
    if (f.entryKind === 'game_bet') row.stakesMinor += f.totalMinor;
    if (f.entryKind === 'game_win') row.winsMinor -= f.totalMinor;
    if (f.entryKind === 'game_rollback') row.refundsMinor -= f.totalMinor;
    row.ggrMinor += f.totalMinor;
    rows.set(f.key, row);
  }
  return new Map([...rows].sort((a, b) => b[1].ggrMinor - a[1].ggrMinor));
}

async function gameNames(database: Database, ids: string[]) {
  const numeric = ids.map(Number).filter(Number.isSafeInteger);
  if (numeric.length === 0) return new Map<string, { name: string; provider: string }>();
  const rows = await database.db
    .selectFrom('games')
    .select(['id', 'name', 'studio_code'])
    .where('id', 'in', numeric)
    .execute();
  return new Map(rows.map((r) => [String(r.id), { name: r.name, provider: r.studio_code }]));
}

/** Sport GGR by the bet's sport; an accumulator across sports counts as "mixed". */
async function bySport(database: Database, period: Period): Promise<Breakdowns['bySport']> {
  const results = await keyedFlows(database, period, {
    accountKind: 'house',
    entryKinds: SPORT_RESULT_KINDS,
    key: 'betNo',
  });
  const stakes = await keyedFlows(database, period, {
    accountKind: 'sportsbook_clearing',
    entryKinds: ['sport_bet_place'],
    key: 'betNo',
  });
  const sportOf = await sportsOfBets(
    database,
    [...results, ...stakes].map((f) => f.key),
  );
  const rows = new Map<string, { sport: string; stakesMinor: number; ggrMinor: number }>();
  const row = (betNo: string) => {
    const sport = sportOf.get(betNo) ?? '?';
    const r = rows.get(sport) ?? { sport, stakesMinor: 0, ggrMinor: 0 };
    rows.set(sport, r);
    return r;
  };
  for (const f of results) row(f.key).ggrMinor += f.totalMinor;
  for (const f of stakes) row(f.key).stakesMinor += f.totalMinor;
  return [...rows.values()].sort((a, b) => b.ggrMinor - a.ggrMinor);
}

const CHUNK = 500;

async function sportsOfBets(database: Database, betNos: string[]) {
  const unique = [...new Set(betNos)];
  const sports = new Map<string, Set<string>>();
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await database.db
      .selectFrom('sport_bets as b')
      .innerJoin('sport_bet_legs as l', 'l.bet_id', 'b.id')
      .innerJoin('sport_events as ev', 'ev.id', 'l.event_id')
      .innerJoin('sport_leagues as lg', 'lg.id', 'ev.league_id')
      .innerJoin('sport_sports as s', 's.id', 'lg.sport_id')
      .select(['b.bet_no', 's.code'])
      .distinct()
      .where('b.bet_no', 'in', unique.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) sports.set(r.bet_no, (sports.get(r.bet_no) ?? new Set()).add(r.code));
  }
  return new Map(
    [...sports].map(([betNo, set]) => [betNo, set.size === 1 ? [...set][0] : 'mixed']),
  );
}

async function byPaymentMethod(database: Database, period: Period) {
  const flows = await keyedFlows(database, period, {
    accountKind: 'payment_clearing',
    entryKinds: ['deposit_credit', ...PAYOUT_KINDS],
    key: 'owner',
  });
  const rows = new Map<
    string,
    { method: string; depositsMinor: number; withdrawalsMinor: number }
  >();
  for (const f of flows) {
    const r = rows.get(f.key) ?? { method: f.key, depositsMinor: 0, withdrawalsMinor: 0 };
    if (f.entryKind === 'deposit_credit') r.depositsMinor -= f.totalMinor;
    else r.withdrawalsMinor += f.totalMinor;
    rows.set(f.key, r);
  }
  return [...rows.values()].sort((a, b) => b.depositsMinor - a.depositsMinor);
}
