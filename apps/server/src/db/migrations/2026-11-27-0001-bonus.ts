// Bonus money: templates and their versions, the bonuses players hold, the wagering
// each stake counted, and the marks that keep a welcome bonus to one per person. A game round
// remembers how much of its stake was bonus money, so its wins follow that split. Frozen.
import { sql, withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('bonus_templates'))
    .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
    // BonusKind / BonusTrigger (contracts/bonus.ts); copies of the current version's rules,
    // kept here so triggers find their templates with an index.
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('trigger', 'varchar(24)', (c) => c.notNull())
    // 'draft' | 'active' | 'paused' | 'retired'
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    // The version grants use; null until a version is approved.
    .addColumn('current_version_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bonus_templates_trigger')
    .on('bonus_templates')
    .columns(['trigger', 'status'])
    .execute();

  await withId(db, db.schema.createTable('bonus_template_versions'))
    .addColumn('template_id', 'bigint', (c) => c.notNull().references('bonus_templates.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    // bonusRules (contracts/bonus.ts) as JSON, validated on the way in and out.
    .addColumn('rules', 'text', (c) => c.notNull())
    // { tk, en }
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    // Four-eyes: a version that pays money is used only once a second staff member approved.
    .addColumn('approved_by', 'varchar(64)')
    .addColumn('approved_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('bonus_template_versions_unique', ['template_id', 'version'])
    .execute();

  await withId(db, db.schema.createTable('player_bonuses'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('template_id', 'bigint', (c) => c.notNull().references('bonus_templates.id'))
    .addColumn('version_id', 'bigint', (c) => c.notNull().references('bonus_template_versions.id'))
    // What granted it, unique: a trigger replayed (a deposit webhook twice) grants once.
    .addColumn('grant_key', 'varchar(200)', (c) => c.notNull().unique())
    // BonusStatus (contracts/bonus.ts)
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('granted_minor', 'bigint', (c) => c.notNull())
    // The deposit that triggered it (0 when none): part of the wagering base when asked.
    .addColumn('deposit_minor', 'bigint', (c) => c.notNull())
    .addColumn('wagering_required_minor', 'bigint', (c) => c.notNull())
    .addColumn('wagered_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('converted_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('forfeited_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('activated_at', 'bigint')
    .addColumn('expires_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    // Why it ended, free text from staff on a cancel; the status says what happened.
    .addColumn('finish_reason', 'varchar(300)')
    // The staff member who granted or cancelled it.
    .addColumn('granted_by', 'varchar(64)')
    .addColumn('cancelled_by', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('player_bonuses_user')
    .on('player_bonuses')
    .columns(['user_id', 'status'])
    .execute();
  // At most one active bonus per player: two grants racing to activate, one wins.
  await db.schema
    .createIndex('player_bonuses_one_active')
    .on('player_bonuses')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'active')
    .execute();
  await db.schema
    .createIndex('player_bonuses_expiry')
    .on('player_bonuses')
    .columns(['status', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('player_bonuses_template')
    .on('player_bonuses')
    .columns(['template_id', 'status'])
    .execute();

  // One row per stake that counted (or its reversal): the key is the stake's journal key, so a
  // stake replayed by the studio or raced by twins counts once.
  await withId(db, db.schema.createTable('bonus_wagering'))
    .addColumn('bonus_id', 'bigint', (c) => c.notNull().references('player_bonuses.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('stake_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('stake_minor', 'bigint', (c) => c.notNull())
    .addColumn('bonus_stake_minor', 'bigint', (c) => c.notNull())
    .addColumn('contribution_pct', 'integer', (c) => c.notNull())
    // What it added to wagered_minor; negative for a rollback's reversal.
    .addColumn('counted_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('bonus_wagering_unique', ['bonus_id', 'stake_key'])
    .execute();

  // 'phone:+90…', 'iban:TR…', 'device:<hash>': a welcome bonus claims each mark of its player,
  // and a second person's claim of any one of them fails the primary key.
  await db.schema
    .createTable('bonus_claim_marks')
    .addColumn('mark', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('bonus_id', 'bigint', (c) => c.notNull().references('player_bonuses.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('game_rounds')
    .addColumn('bonus_bet_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('game_rounds').addColumn('bonus_id', 'bigint').execute();
}
