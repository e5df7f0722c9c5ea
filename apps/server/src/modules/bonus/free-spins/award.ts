// A free_spins template grants rounds, not money: the trigger records an award of
// `count` rounds of one game at a fixed spin value; the studio is told of it after the
// transaction commits (./delivery.ts). Keyed by the trigger's grant key, so a replayed trigger
// awards once. Nothing moves in the ledger until the rounds win.
import type { TxState } from '../../../ledger/post.ts';
import { expiresAt } from '../rules.ts';
import type { GrantableTemplate } from '../templates.ts';

export interface AwardResult {
  awardId: number;
  replayed: boolean;
}

/** null: the template names no spins or its game is not playable (nothing to award). */
export async function awardFreeSpins(
  tx: TxState,
  a: { userId: number; template: GrantableTemplate; grantKey: string },
): Promise<AwardResult | null> {
  const replay = await tx.trx
    .selectFrom('free_spin_awards')
    .select('id')
    .where('award_key', '=', a.grantKey)
    .executeTakeFirst();
  if (replay) return { awardId: Number(replay.id), replayed: true };
  const spins = a.template.rules.freeSpins;
  if (!spins) return null;
  const game = await tx.trx
    .selectFrom('games')
    .select(['id', 'studio_code'])
    .where('id', '=', spins.gameId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!game) return null;
  const row = await tx.trx
    .insertInto('free_spin_awards')
    .values({
      award_key: a.grantKey,
      user_id: a.userId,
      template_id: a.template.templateId,
      version_id: a.template.versionId,
      game_id: Number(game.id),
      studio_code: game.studio_code,
      spins_total: spins.count,
      spin_value_minor: spins.spinValueMinor,
      wins_as: spins.winsAs,
      status: 'pending',
      bonus_id: null,
      expires_at: expiresAt(a.template.rules, tx.now),
      finished_at: null,
      created_at: tx.now,
      updated_at: tx.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { awardId: Number(row.id), replayed: false };
}
