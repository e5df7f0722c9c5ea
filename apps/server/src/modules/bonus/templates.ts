// The templates a trigger may grant: active, with a current version a second staff member
// approved (four-eyes), and allowed by the deployment's jurisdiction pack.
import type { Kysely, Transaction } from 'kysely';
import type { BonusRules, BonusTrigger } from '@talih/contracts/bonus.ts';
import type { JurisdictionPack } from '@talih/contracts/jurisdiction.ts';
import type { Language } from '@talih/contracts/i18n.ts';
import type { DB } from '../../db/schema.ts';
import { parseRules } from './rules.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type BonusPack = JurisdictionPack['bonus'];

export interface GrantableTemplate {
  templateId: number;
  code: string;
  versionId: number;
  rules: BonusRules;
  title: { tk: string; en: string };
}

/** A template the pack allows: bonuses on, and no more wagering than the cap. */
export function packAllows(pack: BonusPack, rules: BonusRules): boolean {
  if (!pack.allowed) return false;
  return pack.wageringMultipleMax === null || rules.wageringMultiple <= pack.wageringMultipleMax;
}

function grantable(db: Db) {
  return db
    .selectFrom('bonus_templates')
    .innerJoin(
      'bonus_template_versions',
      'bonus_template_versions.id',
      'bonus_templates.current_version_id',
    )
    .select([
      'bonus_templates.id as templateId',
      'bonus_templates.code',
      'bonus_template_versions.id as versionId',
      'bonus_template_versions.rules',
      'bonus_template_versions.title',
    ])
    .where('bonus_templates.status', '=', 'active')
    .where('bonus_template_versions.approved_at', 'is not', null);
}

function toTemplate(row: {
  templateId: number;
  code: string;
  versionId: number;
  rules: string;
  title: string;
}): GrantableTemplate {
  const title = JSON.parse(row.title) as { tk: string; en?: string };
  return {
    templateId: Number(row.templateId),
    code: row.code,
    versionId: Number(row.versionId),
    rules: parseRules(row.rules),
    title: { tk: title.tk, en: title.en ?? '' },
  };
}

/** The grantable templates of a trigger the pack allows, oldest first. */
export async function templatesFor(
  db: Db,
  pack: BonusPack,
  triggers: readonly BonusTrigger[],
): Promise<GrantableTemplate[]> {
  if (!pack.allowed || triggers.length === 0) return [];
  const rows = await grantable(db)
    .where('bonus_templates.trigger', 'in', [...triggers])
    .orderBy('bonus_templates.id')
    .limit(200)
    .execute();
  return rows.map(toTemplate).filter((t) => packAllows(pack, t.rules));
}

/** One grantable template the pack allows, or null. */
export async function grantableTemplate(
  db: Db,
  pack: BonusPack,
  templateId: number,
): Promise<GrantableTemplate | null> {
  const row = await grantable(db).where('bonus_templates.id', '=', templateId).executeTakeFirst();
  if (!row) return null;
  const template = toTemplate(row);
  return packAllows(pack, template.rules) ? template : null;
}

/** The title in the reader's language (Turkish when the other is missing). */
export function titleIn(title: { tk: string; en: string }, lang: Language): string {
  return lang === 'en' && title.en ? title.en : title.tk;
}
