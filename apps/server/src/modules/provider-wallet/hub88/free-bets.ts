// Hub88's free bets at the wallet (docs/hub88.md "Free bets"): they reach the wallet as bets
// with `is_free` and the reward's uuid (the reward made of a bonus award by
// adapters/games/hub88/rewards.ts). A free bet moves no cash; its win is one round of the award
// (modules/bonus/free-spins/wallet.ts), paid as the award's rules say (cash at once, or one
// bonus with wagering at the last round: docs/design.md "Bonus money").
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { playableMinor } from '../../bonus/wallet-balance.ts';
import { findLaunch } from '../launches.ts';
import type { Services } from '../../../services.ts';
import {
  minorToHub88,
  type Hub88Answer,
  type Hub88Request,
} from '../../../adapters/games/hub88/protocol.ts';
import { Hub88Refusal } from '../../../adapters/games/hub88/refusal.ts';

/** The award a reward was created for, with what a free bet must match. */
async function awardOfReward(db: Kysely<DB>, rewardUuid: string) {
  return db
    .selectFrom('hub88_rewards as r')
    .innerJoin('free_spin_awards as a', 'a.id', 'r.award_id')
    .innerJoin('games as g', 'g.id', 'a.game_id')
    .select([
      'a.id',
      'a.user_id',
      'a.spin_value_minor',
      'a.spins_used',
      'a.spins_total',
      'a.status',
      'a.expires_at',
      'g.studio_game',
    ])
    .where('r.reward_uuid', '=', rewardUuid)
    .executeTakeFirst();
}

async function balanceAnswer(deps: Services, user: string, requestUuid: string, userId: number) {
  return {
    user,
    status: 'RS_OK',
    request_uuid: requestUuid,
    currency: deps.config.jurisdiction.currency,
    balance: minorToHub88(await playableMinor(deps.db, userId)),
  } satisfies Hub88Answer;
}

/** Plays one round of an award: the win's (or a closed bet's) transaction, its amount. */
export type PlayFreeRound = (
  awardId: number,
  transactionUuid: string,
  amount: string,
) => Promise<Hub88Answer>;

/**
 * A free bet: the reward must be this player's, for this game, with rounds left (free bets
 * still waiting for their win count as taken) and the award's spin value; it moves no cash and
 * is kept so its win and rollback can name it. The same transaction_uuid again with the same
 * content answers again; with another, a duplicate. A free bet that closes its round
 * (`round_closed`) is a spin that won nothing and no win will follow: it uses up its round of
 * the award now, as a win of 0 would.
 */
export async function freeBet(
  deps: Services,
  body: Hub88Request<'transaction/bet'>,
  userId: number,
  play: PlayFreeRound,
) {
  const launch = await findLaunch(deps.db, 'hub88', body.token);
  if (!launch || launch.userId !== userId) throw new Hub88Refusal('RS_ERROR_INVALID_TOKEN');
  const award = body.reward_uuid ? await awardOfReward(deps.db, body.reward_uuid) : undefined;
  if (!award || Number(award.user_id) !== userId) throw new Hub88Refusal('RS_ERROR_UNKNOWN');
  const row = {
    transaction_uuid: body.transaction_uuid,
    award_id: Number(award.id),
    user_id: userId,
    round: body.round,
    amount_units: body.amount,
    created_at: Date.now(),
  };
  // A repeat of a free bet already taken answers again, whatever the award's state now.
  const seen = await freeBetOf(deps.db, body.transaction_uuid);
  if (!seen) {
    refuseUnplayable(award, body, launch.live, await openFreeBets(deps.db, row.award_id));
    await deps.db
      .insertInto('hub88_free_bets')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const kept = seen ?? (await freeBetOf(deps.db, body.transaction_uuid));
  const same =
    kept &&
    Number(kept.award_id) === row.award_id &&
    Number(kept.user_id) === userId &&
    kept.round === row.round &&
    Number(kept.amount_units) === row.amount_units;
  if (!same) throw new Hub88Refusal('RS_ERROR_DUPLICATE_TRANSACTION');
  if (body.round_closed === true) {
    // Claimed by its own uuid, so a win sent for it anyway is refused; a replay plays again
    // and the award counts the round once (free_spin_wins is keyed by this uuid).
    await claimFreeBet(deps.db, kept.transaction_uuid, body.transaction_uuid);
    const claimed = await freeBetOf(deps.db, kept.transaction_uuid);
    if (claimed?.win_transaction_uuid === body.transaction_uuid) {
      return play(row.award_id, body.transaction_uuid, '0.00');
    }
  }
  return balanceAnswer(deps, body.user, body.request_uuid, userId);
}

/** Marks a free bet settled by `by` (its win, or itself when it closed its round). */
function claimFreeBet(db: Kysely<DB>, betUuid: string, by: string) {
  return db
    .updateTable('hub88_free_bets')
    .set({ win_transaction_uuid: by })
    .where('transaction_uuid', '=', betUuid)
    .where('win_transaction_uuid', 'is', null)
    .where('rolled_back', '=', 0)
    .execute();
}

/** Free bets of the award still waiting for their win (neither settled nor rolled back). */
async function openFreeBets(db: Kysely<DB>, awardId: number) {
  const row = await db
    .selectFrom('hub88_free_bets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('award_id', '=', awardId)
    .where('win_transaction_uuid', 'is', null)
    .where('rolled_back', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type AwardOfReward = NonNullable<Awaited<ReturnType<typeof awardOfReward>>>;

/** A new free bet needs a live launch of the award's game, rounds left and its spin value. */
function refuseUnplayable(
  award: AwardOfReward,
  body: Hub88Request<'transaction/bet'>,
  live: boolean,
  waiting: number,
) {
  if (!live) throw new Hub88Refusal('RS_ERROR_TOKEN_EXPIRED');
  if (award.studio_game !== body.game_code) throw new Hub88Refusal('RS_ERROR_INVALID_GAME');
  const open = award.status === 'active' || award.status === 'pending';
  const left = Number(award.spins_used) + waiting < Number(award.spins_total);
  const valueMatches = body.amount === minorToHub88(Number(award.spin_value_minor));
  if (!open || !left || !valueMatches || Number(award.expires_at) <= Date.now()) {
    throw new Hub88Refusal('RS_ERROR_LIMIT_REACHED');
  }
}

export function freeBetOf(db: Kysely<DB>, transactionUuid: string) {
  return db
    .selectFrom('hub88_free_bets')
    .selectAll()
    .where('transaction_uuid', '=', transactionUuid)
    .executeTakeFirst();
}

/**
 * A free bet's win: claims the bet for this win (one win settles a free bet; a rollback after
 * it is refused), then plays one round of the award through the provider wallet, which counts
 * it once per transaction_uuid and pays it as the award's rules say.
 */
export async function freeWin(
  deps: Services,
  body: Hub88Request<'transaction/win'>,
  userId: number,
  amount: string,
  play: PlayFreeRound,
) {
  const bet = await freeBetOf(deps.db, body.reference_transaction_uuid);
  if (!bet || Number(bet.user_id) !== userId || bet.rolled_back) {
    throw new Hub88Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  }
  await claimFreeBet(deps.db, bet.transaction_uuid, body.transaction_uuid);
  const claimed = await freeBetOf(deps.db, bet.transaction_uuid);
  if (claimed?.win_transaction_uuid !== body.transaction_uuid) {
    throw new Hub88Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  }
  return play(Number(bet.award_id), body.transaction_uuid, amount);
}

/** A free bet's rollback: nothing moved, so nothing moves; a win is refused after it. */
export async function freeRollback(
  deps: Services,
  body: Hub88Request<'transaction/rollback'>,
  bet: { transaction_uuid: string; user_id: number },
  userId: number,
) {
  if (Number(bet.user_id) !== userId) {
    throw new Hub88Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  }
  await deps.db
    .updateTable('hub88_free_bets')
    .set({ rolled_back: 1 })
    .where('transaction_uuid', '=', bet.transaction_uuid)
    .where('win_transaction_uuid', 'is', null)
    .execute();
  const after = await freeBetOf(deps.db, bet.transaction_uuid);
  // Already settled by its win: the round can't be undone (as a cash round's can't).
  if (!after?.rolled_back) throw new Hub88Refusal('RS_ERROR_UNKNOWN');
  return balanceAnswer(deps, body.user, body.request_uuid, userId);
}
