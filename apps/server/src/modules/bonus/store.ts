// Reading players' bonuses: the active one (with its frozen rules), the pending queue.
import type { Kysely, Selectable } from 'kysely';
import type { BonusRules } from '@talih/contracts/bonus.ts';
import type { DB, PlayerBonusesTable } from '../../db/schema.ts';
import { parseRules } from './rules.ts';

export type PlayerBonusRow = Selectable<PlayerBonusesTable>;
export interface BonusWithRules extends PlayerBonusRow {
  rules: BonusRules;
}

function withRules(db: Kysely<DB>) {
  return db
    .selectFrom('player_bonuses')
    .innerJoin('bonus_template_versions', 'bonus_template_versions.id', 'player_bonuses.version_id')
    .selectAll('player_bonuses')
    .select('bonus_template_versions.rules as rules_json');
}

function toBonus(row: PlayerBonusRow & { rules_json: string }): BonusWithRules {
  const { rules_json, ...bonus } = row;
  return { ...bonus, rules: parseRules(rules_json) };
}

/** The player's active bonus (at most one, a unique index says so), or null. */
export async function activeBonusOf(db: Kysely<DB>, userId: number) {
  const row = await withRules(db)
    .where('player_bonuses.user_id', '=', userId)
    .where('player_bonuses.status', '=', 'active')
    .executeTakeFirst();
  return row ? toBonus(row) : null;
}

export async function bonusById(db: Kysely<DB>, bonusId: number) {
  const row = await withRules(db).where('player_bonuses.id', '=', bonusId).executeTakeFirst();
  return row ? toBonus(row) : null;
}

/** Waiting bonuses, oldest first: the next to start is the first. */
export async function pendingBonusesOf(db: Kysely<DB>, userId: number) {
  const rows = await withRules(db)
    .where('player_bonuses.user_id', '=', userId)
    .where('player_bonuses.status', '=', 'pending')
    .orderBy('player_bonuses.id')
    .execute();
  return rows.map(toBonus);
}
