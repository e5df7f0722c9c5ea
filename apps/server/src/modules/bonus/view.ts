// A player's bonus as the player sees it (contracts/bonus.ts playerBonusView).
import type { Kysely } from 'kysely';
import type { PlayerBonusView } from '@talih/contracts/bonus.ts';
import type { Language } from '@talih/contracts/i18n.ts';
import type { DB } from '../../db/schema.ts';
import { playerBonusMinor } from '../../ledger/queries.ts';
import { bonusById } from './store.ts';
import { titleIn } from './templates.ts';

export async function playerBonusViewOf(
  db: Kysely<DB>,
  bonusId: number,
  lang: Language,
): Promise<PlayerBonusView> {
  const bonus = await bonusById(db, bonusId);
  if (!bonus) throw new Error(`bonus ${bonusId} not found`);
  const meta = await db
    .selectFrom('bonus_templates')
    .select('code')
    .where('id', '=', bonus.template_id)
    .executeTakeFirst();
  const version = await db
    .selectFrom('bonus_template_versions')
    .select('title')
    .where('id', '=', bonus.version_id)
    .executeTakeFirstOrThrow();
  const title = JSON.parse(version.title) as { tk: string; en?: string };
  return {
    id: Number(bonus.id),
    templateCode: meta?.code ?? '',
    title: titleIn({ tk: title.tk, en: title.en ?? '' }, lang),
    status: bonus.status,
    kind: bonus.rules.kind,
    grantedMinor: Number(bonus.granted_minor),
    balanceMinor: bonus.status === 'active' ? await playerBonusMinor(db, bonus.user_id) : 0,
    wageringRequiredMinor: Number(bonus.wagering_required_minor),
    wageredMinor: Number(bonus.wagered_minor),
    grantedAt: Number(bonus.created_at),
    activatedAt: bonus.activated_at === null ? null : Number(bonus.activated_at),
    expiresAt: bonus.expires_at === null ? null : Number(bonus.expires_at),
    finishedAt: bonus.finished_at === null ? null : Number(bonus.finished_at),
    // Net of what a resettlement took back (./lifecycle.ts takeBackConversion).
    convertedMinor: Number(bonus.converted_minor) - Number(bonus.taken_back_minor),
    forfeitedMinor: Number(bonus.forfeited_minor),
    rules: bonus.rules,
  };
}
