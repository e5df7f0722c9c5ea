// Launch tokens: what a real-money game session is known by. Random, stored only as a hash,
// bound to the player, the game and the login session; bets need it live, wins and rollbacks
// of rounds already open are accepted after it expires.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { LAUNCH_VALIDITY_MS } from '@talih/contracts/limits.ts';
import type { DB, GameRoundsTable, JournalEntriesTable } from '../../db/schema.ts';
import { columnsOf, JOURNAL_ENTRY_COLUMNS } from '../../db/row-columns.ts';
import { prepared } from '../../ledger/prepared.ts';
import { hashToken } from '../../sessions/sessions.ts';
import { lockRoundQuery, type RoundRef } from './round-sql.ts';

export interface Launch {
  launchId: number;
  userId: number;
  gameId: number;
  studioCode: string;
  studioGame: string;
  nickname: string;
  /** A slot: the jurisdiction's slot rules (stake cap, round pace) apply to it. */
  isSlot: boolean;
  /** The game's lobby category code (bonus wagering weighs stakes by it); null: none. */
  categoryCode: string | null;
  /** False once the launch or its login session expired or was revoked. */
  live: boolean;
  /** The login session it was launched from, and until when the launch itself is valid. */
  sessionId: number;
  expiresAt: number;
}

export async function createLaunch(
  db: Kysely<DB>,
  input: { userId: number; sessionId: number; gameId: number; studioCode: string },
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('game_launches')
    .values({
      token_hash: hashToken(token),
      user_id: input.userId,
      session_id: input.sessionId,
      game_id: input.gameId,
      studio_code: input.studioCode,
      created_at: now,
      expires_at: now + LAUNCH_VALIDITY_MS,
    })
    .execute();
  return token;
}

export async function findLaunch(
  db: Kysely<DB>,
  studioCode: string,
  token: string,
  now = Date.now(),
): Promise<Launch | null> {
  const row = await db
    .selectFrom('game_launches as l')
    .innerJoin('games as g', 'g.id', 'l.game_id')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('sessions as s', 's.id', 'l.session_id')
    .leftJoin('game_categories as c', 'c.id', 'g.category_id')
    .select([
      'c.code as categoryCode',
      'l.id as launchId',
      'l.user_id as userId',
      'l.game_id as gameId',
      'l.studio_code as studioCode',
      'l.expires_at as expiresAt',
      'l.session_id as sessionId',
      'g.studio_game as studioGame',
      'u.nickname as nickname',
      's.expires_at as sessionExpiresAt',
      's.revoked_at as sessionRevokedAt',
    ])
    .where('l.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.studioCode !== studioCode) return null;
  const live =
    row.expiresAt > now &&
    row.sessionExpiresAt !== null &&
    row.sessionExpiresAt > now &&
    row.sessionRevokedAt === null;
  return {
    launchId: row.launchId,
    userId: row.userId,
    gameId: row.gameId,
    studioCode: row.studioCode,
    studioGame: row.studioGame,
    nickname: row.nickname,
    isSlot: isSlotGame(row.studioCode, row.studioGame, row.categoryCode),
    categoryCode: row.categoryCode,
    live,
    sessionId: row.sessionId,
    expiresAt: row.expiresAt,
  };
}

/** Whether the launch may still bet (see betLookup). */
export interface BetStanding {
  live: boolean;
  betBlocked: boolean;
}

/**
 * A bet's first read, in one statement of its own transaction: the journal entries holding its
 * keys (its own, and the tombstone of a rollback that came first), and whether the launch may
 * still bet: its login session is live (not revoked, not expired) and staff have not blocked
 * the player's betting. Read here rather than trusted from a cached launch, a revoked session
 * stops bets on every instance at once, with no message to wait for.
 */
export async function betLookup(
  trx: Kysely<DB>,
  launch: Pick<Launch, 'sessionId' | 'userId' | 'expiresAt'>,
  [key, blockedKey]: [string, string],
  now: number,
  /** PostgreSQL: the bet's round too, held, in the same statement (betLookupRoundQuery). */
  round?: RoundRef,
): Promise<{
  found: Selectable<JournalEntriesTable>[];
  standing: BetStanding;
  /** With `round`: the round's row as lockRoundQuery answers it, null when there is none. */
  round?: Selectable<GameRoundsTable> | null;
}> {
  const values = { key, blockedKey, sessionId: launch.sessionId, userId: launch.userId };
  const { rows } = await trx.executeQuery<BetLookupRow>(
    round ? preparedBetLookupRound(trx, { ...values, ...round }) : preparedBetLookup(trx, values),
  );
  const first = rows[0];
  if (!first) throw new Error('the bet lookup answered no row');
  const sessionExpiresAt = first.sessionExpiresAt === null ? null : Number(first.sessionExpiresAt);
  return {
    // Without an entry the left join answers one row of nulls.
    found: rows.flatMap(({ sessionExpiresAt: _s, betBlockId: _b, round: _r, ...entry }) =>
      entry.id === null ? [] : [entry as Selectable<JournalEntriesTable>],
    ),
    standing: {
      live: launch.expiresAt > now && sessionExpiresAt !== null && sessionExpiresAt > now,
      betBlocked: first.betBlockId !== null,
    },
    ...(round && { round: first.round ?? null }),
  };
}

type BetLookupRow = {
  [C in keyof Selectable<JournalEntriesTable>]: Selectable<JournalEntriesTable>[C] | null;
} & {
  sessionExpiresAt: number | string | null;
  betBlockId: number | null;
  round?: Selectable<GameRoundsTable> | null;
};

type BetLookupValues = { key: string; blockedKey: string; sessionId: number; userId: number };

/** betLookup's statement, as a builder (its SQL's one source; see prepared-sql.test.ts). */
export function betLookupQuery(db: Kysely<DB>, v: BetLookupValues) {
  const standing = db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('sessions')
        .select('expires_at')
        .where('id', '=', v.sessionId)
        .where('revoked_at', 'is', null)
        .as('sessionExpiresAt'),
      eb
        .selectFrom('player_blocks')
        .select('id')
        .where('user_id', '=', v.userId)
        .where('scope', '=', 'bet')
        .limit(sql.lit(1)) // written in, not bound: see protection/exclusions.ts
        .as('betBlockId'),
    ])
    .as('standing');
  return db
    .selectFrom(standing)
    .leftJoin('journal_entries as e', (join) =>
      join.on('e.idempotency_key', 'in', [v.key, v.blockedKey]),
    )
    .select(columnsOf('e', JOURNAL_ENTRY_COLUMNS))
    .select(['standing.sessionExpiresAt', 'standing.betBlockId']);
}

/** Compiled once (ledger/prepared.ts): every bet runs it. */
export const preparedBetLookup = prepared(
  ['key', 'blockedKey', 'sessionId', 'userId'],
  betLookupQuery,
);

/**
 * PostgreSQL: betLookupQuery and the bet's round, held as lockRoundQuery holds it, in one round
 * trip instead of two. The entries are read in the statement's snapshot, taken before the
 * round's lock is waited for, as the separate look-up before the lock read them; the round
 * comes as JSON (its bigint columns are numbers well inside the safe range there).
 */
export function betLookupRoundQuery(db: Kysely<DB>, v: BetLookupValues & RoundRef) {
  return db
    .with('r', (qc) => lockRoundQuery(qc, v))
    .selectFrom(betLookupQuery(db, v).as('lookup'))
    .select(columnsOf('lookup', [...JOURNAL_ENTRY_COLUMNS, 'sessionExpiresAt', 'betBlockId']))
    .select((eb) =>
      eb
        .selectFrom('r')
        .select(sql<Selectable<GameRoundsTable>>`to_json(r)`.as('round'))
        .as('round'),
    );
}

export const preparedBetLookupRound = prepared(
  ['key', 'blockedKey', 'sessionId', 'userId', 'provider', 'roundRef'],
  betLookupRoundQuery,
);

/** A slot: in the slot category, or the sandbox studio's own slot. */
export function isSlotGame(studioCode: string, studioGame: string, categoryCode: string | null) {
  return categoryCode === 'slot' || (studioCode === 'sandbox' && studioGame === 'slot');
}
