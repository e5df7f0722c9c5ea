// Players holding an active bonus, for the bonus wallet tests (modules/bonus/wallet*.test.ts).
import type { BonusRulesInput } from '@talih/contracts/bonus.ts';
import { reconcile } from '../testing/reconcile.ts';
import { playerBonusMinor, playerCashMinor } from '../ledger/queries.ts';
import { finishBonus, type BonusOutcome } from '../modules/bonus/lifecycle.ts';
import type { TestApp } from './backends.ts';
import { createBonusTemplate, grantTestBonus } from './bonus.ts';
import { launchReal, walletPlayer } from './players.ts';

/** A player with `cashMinor` cash, a live slot launch and an active bonus of `bonusMinor`. */
export async function bonusPlayer(
  t: TestApp,
  cashMinor: number,
  bonusMinor: number,
  rules: Partial<BonusRulesInput> = {},
  gameId = 1,
) {
  const template = await createBonusTemplate(t, rules);
  const p = await walletPlayer(t, cashMinor);
  const launch = gameId === 1 ? p.launch : await launchReal(t, p.token, gameId);
  const { bonusId } = await grantTestBonus(t, template, p.userId, bonusMinor, `w-${p.userId}`);
  return { ...p, launch, bonusId, template };
}

export async function balancesOf(t: TestApp, userId: number) {
  return {
    cash: await playerCashMinor(t.database.db, userId),
    bonus: await playerBonusMinor(t.database.db, userId),
  };
}

export async function bonusRow(t: TestApp, bonusId: number) {
  const row = await t.database.db
    .selectFrom('player_bonuses')
    .select(['status', 'wagered_minor', 'converted_minor', 'forfeited_minor'])
    .where('id', '=', bonusId)
    .executeTakeFirstOrThrow();
  return {
    status: row.status,
    wagered: Number(row.wagered_minor),
    converted: Number(row.converted_minor),
    forfeited: Number(row.forfeited_minor),
  };
}

export async function endBonus(t: TestApp, bonusId: number, outcome: BonusOutcome) {
  return t.app.talih.services.ledger.transact('bonus_finish', (tx) =>
    finishBonus(tx, { bonusId, outcome, reason: 'test', actor: 'test' }),
  );
}

/** Reconcile's violation lines (empty when clean). */
export async function reconcileProblems(t: TestApp): Promise<string> {
  const lines: string[] = [];
  const { violations } = await reconcile(t.database, (l) => lines.push(l));
  return violations === 0 ? '' : lines.join('\n');
}

/** The id of a lobby game in the category `code` (the demo catalogue has every category). */
export async function gameInCategory(t: TestApp, code: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('games as g')
    .innerJoin('game_categories as c', 'c.id', 'g.category_id')
    .select('g.id')
    .where('c.code', '=', code)
    .where('g.status', '=', 'active')
    .orderBy('g.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}
