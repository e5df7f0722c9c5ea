// Lobby: categories, providers, labels and the games under them, favourites, recent games,
// banners; games gain a category and the stand-in flag. Frozen: later changes go in new files.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  // A category of games (Slot, Canlı Casino...), named in each interface language.
  await withId(db, db.schema.createTable('game_categories'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name_tk', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  // A provider as the lobby shows it (games.firm_code); its main category opens gameAll.
  await db.schema
    .createTable('game_providers')
    .addColumn('firm_code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('category_id', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  // Hot, New, Favoriler (system) and the operator's own labels.
  await db.schema
    .createTable('lobby_labels')
    .addColumn('label_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name_tk', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  // A game under a label; weight orders the label's page (highest first).
  await db.schema
    .createTable('game_labels')
    .addColumn('game_id', 'bigint', (c) => c.notNull().references('games.id'))
    .addColumn('label_id', 'varchar(32)', (c) => c.notNull().references('lobby_labels.label_id'))
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_labels_pk', ['game_id', 'label_id'])
    .execute();
  await db.schema
    .createIndex('game_labels_label')
    .on('game_labels')
    .columns(['label_id', 'weight'])
    .execute();

  // One row per favourite; the key keeps concurrent adds of one game to one row.
  await db.schema
    .createTable('favorite_games')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'bigint', (c) => c.notNull().references('games.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorite_games_pk', ['user_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('favorite_games_newest')
    .on('favorite_games')
    .columns(['user_id', 'created_at'])
    .execute();

  // The latest launch of each game per user (tourist or player), trimmed to the newest ones.
  await db.schema
    .createTable('recent_games')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'bigint', (c) => c.notNull().references('games.id'))
    .addColumn('last_played_at', 'bigint', (c) => c.notNull())
    .addColumn('last_mode', 'varchar(8)', (c) => c.notNull())
    .addPrimaryKeyConstraint('recent_games_pk', ['user_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('recent_games_newest')
    .on('recent_games')
    .columns(['user_id', 'last_played_at'])
    .execute();

  // Home banners, live between starts_at and ends_at (null: open-ended).
  await withId(db, db.schema.createTable('banners'))
    .addColumn('title_tk', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_zh', 'varchar(200)', (c) => c.notNull())
    .addColumn('subtitle_tk', 'varchar(300)', (c) => c.notNull())
    .addColumn('subtitle_en', 'varchar(300)', (c) => c.notNull())
    .addColumn('subtitle_zh', 'varchar(300)', (c) => c.notNull())
    .addColumn('image_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('link_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('link', 'varchar(500)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'bigint')
    .addColumn('ends_at', 'bigint')
    .execute();

  // 0: not in a category yet. stand_in 1: a catalogue game with no studio of its own, opened
  // by the sandbox studio's slot in its place.
  await db.schema
    .alterTable('games')
    .addColumn('category_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('games')
    .addColumn('stand_in', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('games_category')
    .on('games')
    .columns(['status', 'category_id'])
    .execute();

  // Playing now: rounds still open, whatever their age (recent ones use game_rounds_recent_wins).
  await db.schema
    .createIndex('game_rounds_status')
    .on('game_rounds')
    .columns(['status', 'game_id', 'user_id'])
    .execute();
}
