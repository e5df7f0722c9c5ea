// Reconcile checks of the sportsbook against the journal (wired into `talih reconcile`): the
// clearing account holds exactly the stakes of open bets; every bet took its stake once and
// paid the player exactly what its row says (the chain of settlement differences adds up to
// its payout; a part taken back beyond the player's cash counts through their debt account),
// with its settlements numbered 1..n without a gap; every settled bet's payout is what its legs
// now say; no bet stays open once its markets settled or its event ended (a market whose feed
// settlement a trader holds for review excepted), and no settlement stays held longer than
// HELD_MAX_MS: its bets' stakes are money stuck in the clearing account. At most 100 offenders
// each.
import { sql } from 'kysely';
import { betCombos, betStatusOf, settledPayoutMinor } from '@talih/contracts/bet-math.ts';
import type { Database } from '../db/database.ts';
import type { ReconcileCheck } from './check.ts';
import { betsOffJournal, betsOnlyInJournal, settleVersionsOf } from './sport-bet-sums-sql.ts';

const PROBLEMS_MAX = 100;
const ENDED_GRACE_MS = 5 * 60_000;
/** A feed settlement held for a trader's review longer than this is money stuck: a violation. */
export const HELD_MAX_MS = 24 * 3_600_000;
/** Settled bets read at once (with their legs) by the legs check. */
const SETTLED_PAGE = 1000;

export const betChecks: ReconcileCheck[] = [
  {
    name: 'sportsbook: the clearing account holds exactly the stakes of open bets',
    async run({ db }) {
      const clearing = await db
        .selectFrom('ledger_accounts')
        .select(sql<string | number | null>`sum(balance_minor)`.as('total'))
        .where('kind', '=', 'sportsbook_clearing')
        .executeTakeFirst();
      const open = await db
        .selectFrom('sport_bets')
        .select(sql<string | number | null>`sum(stake_minor)`.as('total'))
        .where('status', '=', 'open')
        .where('settle_version', '=', 0)
        .executeTakeFirst();
      const a = Number(clearing?.total ?? 0);
      const b = Number(open?.total ?? 0);
      return a === b ? [] : [`sportsbook clearing holds ${a} but open bets staked ${b}`];
    },
  },
  {
    name: 'sportsbook: every bet took its stake once and paid exactly its settlements',
    // Summed in SQL (./sport-bet-sums-sql.ts): only offenders come back, however many bets
    // history holds; their messages are made here as before.
    async run(database) {
      const bets = await betsOffJournal(database, PROBLEMS_MAX);
      const versionsOf = await settleVersionsOf(
        database,
        bets.map((b) => b.bet_no),
      );
      const problems: string[] = [];
      for (const bet of bets) {
        if (problems.length >= PROBLEMS_MAX) break;
        const v: BetSums = {
          staked: Number(bet.staked),
          paid: Number(bet.paid),
          promoPaid: Number(bet.promo_paid),
          versions: versionsOf.get(bet.bet_no) ?? [],
        };
        if (v.staked !== Number(bet.stake_minor)) {
          problems.push(
            `bet ${bet.bet_no} staked ${v.staked} in the journal, ${bet.stake_minor} on its row`,
          );
        }
        const paid = paidToPlayer(bet, v);
        if (paid !== expectedPaid(bet)) {
          problems.push(
            `bet ${bet.bet_no} paid ${paid} in the journal, ${expectedPaid(bet)} on its row`,
          );
        }
        const versions = v.versions.sort((x, y) => x - y);
        const settled = Number(bet.settle_version);
        if (versions.length !== settled || versions.some((x, i) => x !== i + 1)) {
          problems.push(
            `bet ${bet.bet_no} has settlements [${versions.join(',')}] but version ${bet.settle_version}`,
          );
        }
      }
      for (const betNo of await betsOnlyInJournal(database, PROBLEMS_MAX)) {
        problems.push(`journal entries name bet ${betNo}, which does not exist`);
      }
      return problems;
    },
  },
  {
    name: 'sportsbook: every settled bet paid what its legs now say',
    // The bet maths stays in JS (contracts/bet-math.ts): settled bets are read a page at a time
    // with their legs, so memory holds one page however many bets history holds.
    run: ({ db }) => settledBetsOffLegs(db, SETTLED_PAGE),
  },
  {
    name: 'sportsbook: no bet is open on settled markets or on an event that ended',
    async run({ db }) {
      const rows = await db
        .selectFrom('sport_bet_legs as l')
        .innerJoin('sport_bets as b', 'b.id', 'l.bet_id')
        .innerJoin('sport_markets as m', 'm.id', 'l.market_id')
        .innerJoin('sport_events as e', 'e.id', 'l.event_id')
        .select(['b.bet_no', 'm.id as market_id', 'm.status as market', 'e.id as event_id'])
        .select(['e.status as event', 'e.updated_at'])
        .where('b.status', '=', 'open')
        .where('b.settle_version', '=', 0)
        // Held for review: the next check gives it HELD_MAX_MS instead of the grace.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('sport_held_settlements as h')
                .select('h.id')
                .whereRef('h.market_id', '=', 'l.market_id')
                .where('h.status', '=', 'held'),
            ),
          ),
        )
        .execute();
      // The feed marks a match ended and settles its markets a moment later: give it that.
      const endedBefore = Date.now() - ENDED_GRACE_MS;
      const byBet = new Map<string, typeof rows>();
      for (const r of rows) byBet.set(r.bet_no, [...(byBet.get(r.bet_no) ?? []), r]);
      const problems: string[] = [];
      for (const [betNo, legs] of byBet) {
        if (problems.length >= 100) break;
        if (legs.every((l) => l.market === 'settled')) {
          problems.push(`bet ${betNo} is open though every market it is on has settled`);
          continue;
        }
        const stale = legs.find(
          (l) =>
            l.market !== 'settled' &&
            (l.event === 'ended' || l.event === 'cancelled') &&
            Number(l.updated_at) < endedBefore,
        );
        if (stale) {
          problems.push(
            `bet ${betNo} is open on market ${stale.market_id} of event ${stale.event_id}, which is ${stale.event} but not settled`,
          );
        }
      }
      return problems;
    },
  },
  {
    name: 'sportsbook: no feed settlement waits for review longer than 24 h',
    async run({ db }, settings) {
      const rows = await db
        .selectFrom('sport_held_settlements')
        .select(['id', 'market_id', 'event_id', 'created_at'])
        .where('status', '=', 'held')
        .where('created_at', '<', settings.now - HELD_MAX_MS)
        .orderBy('id')
        .limit(PROBLEMS_MAX)
        .execute();
      return rows.map(
        (r) =>
          `the feed's settlement of market ${r.market_id} (event ${r.event_id}) has been held for review since ${new Date(Number(r.created_at)).toISOString()}: release or reject it (held ${r.id})`,
      );
    },
  },
];

interface BetSums {
  staked: number;
  /** To the player's cash, debt and bonus accounts. */
  paid: number;
  /** A bonus share whose bonus ended, or a voided free bet's stake back to promotion. */
  promoPaid: number;
  versions: number[];
}

/**
 * What the journal paid for the bet: to the player's accounts, plus a bonus share gone to
 * promotion expense; a free bet's stake back to promotion on a void is not the player's.
 */
function paidToPlayer(bet: { free_bet_id: number | string | null }, v: BetSums) {
  return bet.free_bet_id === null ? v.paid + v.promoPaid : v.paid;
}

/** What the row says was paid: its payout, or for a free bet its winnings only. */
function expectedPaid(bet: {
  free_bet_id: number | string | null;
  payout_minor: number | string;
  stake_minor: number | string;
}) {
  const payout = Number(bet.payout_minor);
  return bet.free_bet_id === null ? payout : Math.max(0, payout - Number(bet.stake_minor));
}

/**
 * Settled bets (not cashed out) whose payout or status is not what their legs now say, at most
 * PROBLEMS_MAX, by id: `page` bets at a time, each page's legs read with it.
 */
export async function settledBetsOffLegs(db: Database['db'], page: number): Promise<string[]> {
  const problems: string[] = [];
  for (let after = 0; problems.length < PROBLEMS_MAX;) {
    const bets = await db
      .selectFrom('sport_bets')
      .select(['id', 'bet_no', 'kind', 'system_k', 'unit_stake_minor', 'stake_minor'])
      .select(['payout_minor', 'status'])
      .where('settle_version', '>', 0)
      .where('status', '!=', 'cashed_out')
      .where('id', '>', after)
      .orderBy('id')
      .limit(page)
      .execute();
    if (bets.length === 0) break;
    after = Number(bets[bets.length - 1]!.id);
    const legs = await db
      .selectFrom('sport_bet_legs as l')
      .innerJoin('sport_selections as s', 's.id', 'l.selection_id')
      .select(['l.bet_id', 'l.odds_x100', 's.win_pm', 's.void_pm'])
      .where(
        'l.bet_id',
        'in',
        bets.map((b) => b.id),
      )
      .orderBy('l.id')
      .execute();
    const byBet = new Map<number, typeof legs>();
    for (const l of legs) byBet.set(Number(l.bet_id), [...(byBet.get(Number(l.bet_id)) ?? []), l]);
    for (const bet of bets) {
      if (problems.length >= PROBLEMS_MAX) break;
      const ls = byBet.get(Number(bet.id)) ?? [];
      const payout = settledPayoutMinor(
        Number(bet.unit_stake_minor),
        ls.map((l) => ({ oddsX100: l.odds_x100, winPm: l.win_pm, voidPm: l.void_pm })),
        betCombos(bet.kind, ls.length, bet.system_k),
      );
      // A settlement the feed took back: the bet keeps what it has until it settles again.
      if (payout === null) continue;
      const status = betStatusOf(Number(bet.stake_minor), payout);
      if (payout !== Number(bet.payout_minor) || status !== bet.status) {
        problems.push(
          `bet ${bet.bet_no} is ${bet.status} paying ${bet.payout_minor}, but its legs say ${status} paying ${payout}`,
        );
      }
    }
  }
  return problems;
}
