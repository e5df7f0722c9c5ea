// Engagement rewards: mail with claimable attachments, the daily sign-in calendar and its
// claims, the prize wheels (segments, weights, spin rules) and their spins, and the VIP
// levels. Every prize itself is a journal entry (ledger/prize-movements.ts) named by the row
// here that it pays. The operator's starting configuration is written here so that every
// install has one; the CLI changes it. Frozen: later changes go in new dated files.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  const now = Date.now();

  // One row per recipient: mail sent to everyone is copied to every player of that moment.
  await withId(db, db.schema.createTable('mails'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('batch', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'varchar(4000)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull())
    .addColumn('attaches_status', 'integer', (c) => c.notNull())
    .addColumn('sent_by', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('claimed_at', 'bigint')
    .execute();
  await db.schema.createIndex('mails_user').on('mails').columns(['user_id', 'id']).execute();

  // The sign-in calendar: the prize of each day of a streak (day 1..N).
  await db.schema
    .createTable('sign_in_days')
    .addColumn('day', 'integer', (c) => c.primaryKey())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  const days = [100, 200, 300, 500, 800, 1000, 2000];
  await db
    .insertInto('sign_in_days')
    .values(days.map((amount, i) => ({ day: i + 1, amount_minor: amount, updated_at: now })))
    .execute();

  // One claim per player per Europe/Istanbul day (the unique index makes races lose).
  await withId(db, db.schema.createTable('sign_in_records'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('streak_day', 'integer', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_records_user_date')
    .on('sign_in_records')
    .columns(['user_id', 'date'])
    .unique()
    .execute();

  // The wheels and how spins are earned (0 turns a source off).
  await withId(db, db.schema.createTable('wheels'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('min_vip_level', 'integer', (c) => c.notNull())
    .addColumn('per_deposits', 'integer', (c) => c.notNull())
    .addColumn('per_turnover_minor', 'bigint', (c) => c.notNull())
    .addColumn('per_invites', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('wheel_segments'))
    .addColumn('wheel_id', 'bigint', (c) => c.notNull().references('wheels.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wheel_segments_wheel')
    .on('wheel_segments')
    .columns(['wheel_id', 'position'])
    .unique()
    .execute();

  // Each spin is the player's n-th of that wheel: (user, wheel, seq) is unique, so racing
  // spins cannot both use the same earned spin.
  await withId(db, db.schema.createTable('wheel_spins'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('wheel_id', 'bigint', (c) => c.notNull().references('wheels.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('segment_position', 'integer', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wheel_spins_user_wheel_seq')
    .on('wheel_spins')
    .columns(['user_id', 'wheel_id', 'seq'])
    .unique()
    .execute();

  const wheels: {
    code: string;
    vip: number;
    deposits: number;
    turnover: number;
    invites: number;
    segments: [number, number][];
  }[] = [
    {
      code: 'primary',
      vip: 0,
      deposits: 1,
      turnover: 0,
      invites: 1,
      segments: [
        [500, 30],
        [1000, 25],
        [0, 20],
        [2000, 12],
        [500, 30],
        [5000, 6],
        [1000, 25],
        [10000, 2],
      ],
    },
    {
      code: 'intermediate',
      vip: 0,
      deposits: 0,
      turnover: 100_000,
      invites: 0,
      segments: [
        [1000, 30],
        [2000, 25],
        [0, 15],
        [5000, 12],
        [1000, 30],
        [10000, 6],
        [2000, 25],
        [25000, 2],
      ],
    },
    {
      code: 'senior',
      vip: 1,
      deposits: 0,
      turnover: 500_000,
      invites: 0,
      segments: [
        [2500, 30],
        [5000, 25],
        [10000, 15],
        [2500, 30],
        [25000, 6],
        [5000, 25],
        [50000, 2],
        [10000, 15],
      ],
    },
    {
      code: 'super',
      vip: 2,
      deposits: 5,
      turnover: 0,
      invites: 0,
      segments: [
        [10000, 30],
        [25000, 20],
        [10000, 30],
        [50000, 10],
        [25000, 20],
        [100000, 3],
        [10000, 30],
        [250000, 1],
      ],
    },
    {
      code: 'vip',
      vip: 3,
      deposits: 0,
      turnover: 1_000_000,
      invites: 0,
      segments: [
        [20000, 30],
        [50000, 20],
        [20000, 30],
        [100000, 10],
        [50000, 20],
        [250000, 3],
        [20000, 30],
        [500000, 1],
      ],
    },
  ];
  for (const [i, w] of wheels.entries()) {
    const row = await db
      .insertInto('wheels')
      .values({
        code: w.code,
        position: i + 1,
        min_vip_level: w.vip,
        per_deposits: w.deposits,
        per_turnover_minor: w.turnover,
        per_invites: w.invites,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('wheel_segments')
      .values(
        w.segments.map(([amount, weight], position) => ({
          wheel_id: row.id,
          position,
          amount_minor: amount,
          weight,
        })),
      )
      .execute();
  }

  // VIP levels: reached by turnover or by deposits, whichever comes first.
  await db.schema
    .createTable('vip_levels')
    .addColumn('level', 'integer', (c) => c.primaryKey())
    .addColumn('min_turnover_minor', 'bigint', (c) => c.notNull())
    .addColumn('min_deposits_minor', 'bigint', (c) => c.notNull())
    .addColumn('rebate_bps', 'integer', (c) => c.notNull())
    .addColumn('withdraw_daily_max_minor', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  const levels = [
    [0, 0, 0, 20, 10_000_000],
    [1, 1_000_000, 200_000, 30, 15_000_000],
    [2, 5_000_000, 1_000_000, 40, 20_000_000],
    [3, 20_000_000, 5_000_000, 50, 30_000_000],
    [4, 100_000_000, 20_000_000, 70, 50_000_000],
    [5, 500_000_000, 100_000_000, 100, 100_000_000],
  ];
  await db
    .insertInto('vip_levels')
    .values(
      levels.map(([level, turnover, deposits, bps, withdraw]) => ({
        level,
        min_turnover_minor: turnover,
        min_deposits_minor: deposits,
        rebate_bps: bps,
        withdraw_daily_max_minor: withdraw,
        updated_at: now,
      })),
    )
    .execute();
}
