// A wallet bet or win runs every statement prepared (ledger/prepared.ts): compiled once, values
// swapped in by position. Each must be exactly its builder's SQL and values, whatever the
// values, on both databases (compiling needs no connection, so PostgreSQL is checked too).
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import { debtQuery, preparedDebtQuery } from '../../ledger/debt.ts';
import { entryTotalAdd, preparedEntryTotalAdd } from '../../ledger/entry-totals.ts';
import { lockByIdQuery, preparedLockById } from '../../ledger/lock.ts';
import { exclusionsOfQuery, preparedExclusionsOf } from '../protection/exclusions.ts';
import { limitsOfQuery, preparedLimitsOf } from '../protection/limits.ts';
import {
  addToRunningQuery,
  addToRunningUpdate,
  preparedPlayToRunning,
  preparedReturnToRunning,
} from '../protection/play-sessions.ts';
import {
  betLookupQuery,
  betLookupRoundQuery,
  preparedBetLookup,
  preparedBetLookupRound,
} from './launches.ts';
import {
  lockRoundQuery,
  newRoundInsert,
  preparedLockRound,
  preparedRoundByRef,
  roundByRefQuery,
  preparedNewRound,
  preparedRoundWin,
  preparedWinLookup,
  roundWinUpdate,
  winLookupQuery,
} from './round-sql.ts';
import { compilers } from '../../testing/compilers.ts';

const NOW = 1_790_000_000_000;
const pick = (q: Pick<CompiledQuery, 'sql' | 'parameters'>) => ({
  sql: q.sql,
  parameters: q.parameters,
});

/**
 * A builder's statement as its prepared form writes it when nobody reads its answer: marked at
 * its end, so that PostgreSQL's client may send it with what follows (db/answer-unread.ts).
 */
function answerUnread(builder: Compilable): Compilable {
  return {
    compile: () => {
      const compiled = builder.compile();
      return { ...compiled, sql: `${compiled.sql}\n-- talih: answer unread` };
    },
  };
}

/** Each statement with two different sets of values: prepared form, then builder. */
function pairs(db: Kysely<DB>): [string, CompiledQuery, Compilable][] {
  return [1, 2].flatMap((n): [string, CompiledQuery, Compilable][] => {
    const lookup = {
      key: `game:sandbox:b-${n}`,
      blockedKey: `game-blocked:sandbox:${n}:b-${n}`,
      sessionId: 30 + n,
      userId: 40 + n,
    };
    const play = { userId: 7 * n, stakeMinor: 100 * n, winMinor: 0, playedSince: NOW - n };
    const back = { userId: 7 * n, stakeMinor: 0, winMinor: 50 * n, playedSince: NOW - n };
    const round = {
      provider: `studio-${n}`,
      roundRef: `r-${n}`,
      userId: 5 + n,
      gameId: 9 + n,
      betMinor: 250 * n,
      status: n === 1 ? ('open' as const) : ('closed' as const),
      now: NOW + n,
    };
    const win = { roundId: 60 + n, winMinor: 70 * n, status: round.status, now: NOW + n };
    const total = { userId: 3 * n, kind: n === 1 ? 'game_bet' : 'game_rollback', amountMinor: n };
    return [
      ['bet lookup', preparedBetLookup(db, lookup), betLookupQuery(db, lookup)],
      [
        'bet lookup with its round',
        preparedBetLookupRound(db, { ...lookup, provider: `studio-${n}`, roundRef: `r-${n}` }),
        betLookupRoundQuery(db, { ...lookup, provider: `studio-${n}`, roundRef: `r-${n}` }),
      ],
      [
        'stake to session',
        preparedPlayToRunning(db, { ...play, playedAt: NOW + n }),
        addToRunningQuery(db, { ...play, playedAt: NOW + n }),
      ],
      [
        'return to session',
        preparedReturnToRunning(db, back),
        answerUnread(addToRunningUpdate(db, { ...back, playedAt: null })),
      ],
      ['exclusions', preparedExclusionsOf(db, { userId: n }), exclusionsOfQuery(db, { userId: n })],
      ['limits', preparedLimitsOf(db, { userId: n }), limitsOfQuery(db, { userId: n })],
      ['entry total', preparedEntryTotalAdd(db, total), entryTotalAdd(db, total)],
      ['debt', preparedDebtQuery(db, { owner: String(n) }), debtQuery(db, n)],
      [
        'cash lock by id',
        preparedLockById(db, { id: 80 + n }),
        answerUnread(lockByIdQuery(db, { id: 80 + n })),
      ],
      ['lock round', preparedLockRound(db, round), lockRoundQuery(db, round)],
      ['round by ref', preparedRoundByRef(db, round), roundByRefQuery(db, round)],
      ['new round', preparedNewRound(db, round), answerUnread(newRoundInsert(db, round))],
      ['round win', preparedRoundWin(db, win), answerUnread(roundWinUpdate(db, win))],
      [
        'win lookup',
        preparedWinLookup(db, { ...round, key: `game:sandbox:w-${n}` }),
        winLookupQuery(db, { ...round, key: `game:sandbox:w-${n}` }),
      ],
    ];
  });
}

describe('prepared wallet statements', () => {
  for (const [name, db] of Object.entries(compilers)) {
    it(`are their builders' statements on ${name}`, () => {
      for (const [what, preparedForm, builder] of pairs(db)) {
        expect({ what, ...pick(preparedForm) }).toEqual({ what, ...pick(builder.compile()) });
      }
    });
  }

  it('bind the values given, by position (a bet lookup on SQLite)', () => {
    const lookup = { key: 'k', blockedKey: 'b', sessionId: 31, userId: 41 };
    // The block's `limit 1` is written into the SQL, not bound (see protection/exclusions.ts).
    const bet = preparedBetLookup(compilers.sqlite, lookup);
    expect(bet.parameters).toEqual([31, 41, 'bet', 'k', 'b']);
    expect(bet.sql).toContain('limit 1)');
  });
});
