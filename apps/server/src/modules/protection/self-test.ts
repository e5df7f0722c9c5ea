// PGSI self-test results the player chose to keep. The test is answered and scored in the
// browser; a result reaches the server only when the player ticks consent and saves it, and the
// consent time is stored with it. The score and band are computed here again from the answers.
import type { Kysely } from 'kysely';
import {
  pgsiBand,
  pgsiScore,
  type PgsiBand,
  type SelfTestView,
} from '@talih/contracts/protection.ts';
import type { DB } from '../../db/schema.ts';

/** A player keeps at most this many results; the list shows them newest first. */
const KEPT_MAX = 50;

function view(row: {
  id: number;
  answers: string;
  score: number;
  band: PgsiBand;
  consented_at: number;
}): SelfTestView {
  return {
    id: row.id,
    score: row.score,
    band: row.band,
    answers: [...row.answers].map(Number),
    consentedAt: row.consented_at,
  };
}

export async function listSelfTests(db: Kysely<DB>, userId: number): Promise<SelfTestView[]> {
  const rows = await db
    .selectFrom('self_tests')
    .select(['id', 'answers', 'score', 'band', 'consented_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(KEPT_MAX)
    .execute();
  return rows.map(view);
}

export async function keepSelfTest(
  db: Kysely<DB>,
  userId: number,
  answers: readonly number[],
  now: number,
): Promise<SelfTestView> {
  const score = pgsiScore(answers);
  const row = {
    user_id: userId,
    answers: answers.join(''),
    score,
    band: pgsiBand(score),
    consented_at: now,
  };
  const inserted = await db
    .insertInto('self_tests')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  // Past the cap, the oldest kept results go.
  const keep = await db
    .selectFrom('self_tests')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .offset(KEPT_MAX - 1)
    .limit(1)
    .executeTakeFirst();
  if (keep)
    await db
      .deleteFrom('self_tests')
      .where('user_id', '=', userId)
      .where('id', '<', keep.id)
      .execute();
  return view({ id: Number(inserted.id), ...row });
}

export async function deleteSelfTests(db: Kysely<DB>, userId: number): Promise<number> {
  const result = await db.deleteFrom('self_tests').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
