// Bonus money on the bet slip, for the sport bonus tests (modules/sport/bets/bonus*.test.ts): a
// player holding an active bonus, a prematch 1X2 (1.50 / 1.49 / 4.00), singles placed and cashed
// out through the HTTP API, the feed's results, and what a bet's entries and wagering rows hold.
import { expect } from 'vitest';
import type { BonusRulesInput } from '@talih/contracts/bonus.ts';
import type { BetView } from '@talih/contracts/sport.ts';
import type { FeedResult } from '../adapters/sports/port.ts';
import { sportOf } from '../modules/sport/routes.ts';
import type { TestApp } from './backends.ts';
import { createBonusTemplate, grantTestBonus } from './bonus.ts';
import { entryLinesOf } from './ledger.ts';
import { createPlayer } from './players.ts';
import { prematch1x2 } from './sport.ts';

/** The 1X2 market's key at the feed. */
export const KEY_1X2 = { type: '1x2', line: '' };

/** The feed's results with `winner` won and the others lost. */
export const resultsWon = (winner: string): FeedResult[] =>
  ['1', 'X', '2'].map((code) => ({ code, result: code === winner ? 'won' : 'lost' }));

/** Every selection void: each bet on the market gets its stake back. */
export const resultsVoid: FeedResult[] = ['1', 'X', '2'].map((code) => ({
  code,
  result: 'lost',
  voidFactor: 1,
}));

type Selection = { id: number; odds: number };

export function sportBonusKit(t: TestApp, leagueRef: string) {
  const league = { ref: leagueRef, sport: 'football' as const, country: 'TR', name: 'Bonus Ligi' };
  const book = () => sportOf(t.app).book;
  const db = () => t.database.db;

  /** A player with `cashMinor` cash and an active bonus of `bonusMinor` (min odds 1.50, max bet 50.00). */
  async function bonusPlayer(
    cashMinor: number,
    bonusMinor: number,
    rules: Partial<BonusRulesInput> = {},
  ) {
    const template = await createBonusTemplate(t, {
      sportMinOdds: 1.5,
      maxBetMinor: 50_00,
      ...rules,
    });
    const p = await createPlayer(t, cashMinor);
    const { bonusId } = await grantTestBonus(t, template, p.userId, bonusMinor, `s-${p.userId}`);
    return { ...p, bonusId };
  }

  const single = (token: string, s: Selection, stake: number) =>
    t.call<{ bets: BetView[]; balance: number }>(
      '/sport/placeBet',
      {
        oddsPolicy: 'none',
        kind: 'single',
        selections: [{ selectionId: s.id, odds: s.odds }],
        stake,
      },
      { token },
    );

  /** Places a single and answers its bet number. */
  async function placed(token: string, s: Selection, stake: number) {
    const r = await single(token, s, stake);
    expect(r.state, r.msg).toBe('200');
    return r.resultData.bets[0]!.betNo;
  }

  /** The player's offer for an open bet now. */
  async function offerOf(token: string, betNo: string) {
    const mine = await t.call<{ list: BetView[] }>('/sport/myBets', { status: 'open' }, { token });
    return mine.resultData.list.find((b) => b.betNo === betNo)!.cashOut!;
  }

  const cashOut = (token: string, betNo: string, amount: number) =>
    t.call<{ balance: number }>('/sport/cashOut', { betNo, amount }, { token });

  const betRow = (betNo: string) =>
    db()
      .selectFrom('sport_bets')
      .select(['stake_minor', 'bonus_stake_minor', 'bonus_id', 'status', 'payout_minor'])
      .where('bet_no', '=', betNo)
      .executeTakeFirstOrThrow();

  const wageringOf = (bonusId: number) =>
    db()
      .selectFrom('bonus_wagering')
      .select(['stake_key', 'stake_minor', 'bonus_stake_minor', 'counted_minor'])
      .where('bonus_id', '=', bonusId)
      .orderBy('id')
      .execute();

  return {
    book,
    /** A new prematch match with a 1X2 at 1.50 / 1.49 / 4.00. */
    fixture: () => prematch1x2(t, { ...league, sort: 1 }, { '1': 150, X: 149, '2': 400 }),
    bonusPlayer,
    single,
    placed,
    offerOf,
    cashOut,
    betRow,
    /** What the entry keyed `key` moved, per account kind. */
    linesOf: (key: string) => entryLinesOf(t, key),
    wageringOf,
  };
}
