// The back-office player list: tags staff put on players (a filter and a segment), and an
// index for each of the list's filters and sorts that would otherwise read every row:
// - registration and last-login dates (filter and sort) on users, the players only;
// - a player's confirmed deposits summed from deposit_orders without reading its table rows;
// - a player's open risk alerts; the KYC country;
// - a tag's players (the tag filter), beside the (player, tag) key a player's page reads.
// The cash balance range reads the balance through ledger_accounts_identity (no index on the
// balance itself: it moves on every bet). Frozen.
import { sql, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('player_tags')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('tag', 'varchar(32)', (c) => c.notNull())
    .addColumn('added_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_tags_pk', ['user_id', 'tag'])
    .execute();
  await db.schema
    .createIndex('player_tags_tag')
    .on('player_tags')
    .columns(['tag', 'user_id'])
    .execute();

  const players = (name: string, columns: string[]) =>
    db.schema
      .createIndex(name)
      .on('users')
      .columns(columns)
      .where(sql.ref('role'), '=', sql.lit('player'))
      .execute();
  await players('users_player_created', ['created_at', 'id']);
  await players('users_player_login', ['last_login_at', 'id']);

  await db.schema
    .createIndex('deposit_orders_user_confirmed')
    .on('deposit_orders')
    .columns(['user_id', 'amount_minor'])
    .where(sql.ref('status'), '=', sql.lit('confirmed'))
    .execute();
  await db.schema
    .createIndex('risk_alerts_user_open')
    .on('risk_alerts')
    .column('user_id')
    .where(sql.ref('status'), '=', sql.lit('open'))
    .execute();
  await db.schema
    .createIndex('kyc_profiles_country')
    .on('kyc_profiles')
    .columns(['country', 'user_id'])
    .execute();
}
