-- a stake: cash then clearing, totalled
with move_0 as (
  update ledger_accounts set balance_minor = balance_minor + $3::bigint, updated_at = $1::bigint
  where id = $2::bigint and (allow_negative = 1 or balance_minor + $3::bigint >= 0)
  returning balance_minor
),
move_1 as (
  update ledger_accounts set balance_minor = balance_minor + $5::bigint, updated_at = $1::bigint
  where id = $4::bigint and (allow_negative = 1 or balance_minor + $5::bigint >= 0)
    and exists (select from move_0)
  returning balance_minor
),
entry as (
  insert into journal_entries (kind, idempotency_key, request_hash, user_id, amount_minor,
    player_balance_minor, reverses_entry_id, reason, detail, created_at)
  select $6::text, $7::text, $8::text,
    $9::bigint, $10::bigint, move_0.balance_minor,
    $11::bigint, $12::text, $13::text, $14::bigint
  from move_0, move_1
  returning id
),
lines as (
  insert into journal_lines (entry_id, account_id, amount_minor, balance_after_minor)
  select entry.id, $2::bigint, $3::bigint, move_0.balance_minor from entry, move_0
  union all select entry.id, $4::bigint, $5::bigint, move_1.balance_minor from entry, move_1
),
totals as (
  insert into player_entry_totals (user_id, kind, total_minor, entries)
  select $9::bigint, $6::text, $10::bigint, 1 from entry
  on conflict (user_id, kind) do update set
    total_minor = player_entry_totals.total_minor + excluded.total_minor,
    entries = player_entry_totals.entries + 1
)
select (select id from entry) as entry_id, (select balance_minor from move_0) as after_0, (select balance_minor from move_1) as after_1;

-- a win: clearing then cash
with move_0 as (
  update ledger_accounts set balance_minor = balance_minor + $3::bigint, updated_at = $1::bigint
  where id = $2::bigint and (allow_negative = 1 or balance_minor + $3::bigint >= 0)
  returning balance_minor
),
move_1 as (
  update ledger_accounts set balance_minor = balance_minor + $5::bigint, updated_at = $1::bigint
  where id = $4::bigint and (allow_negative = 1 or balance_minor + $5::bigint >= 0)
    and exists (select from move_0)
  returning balance_minor
),
entry as (
  insert into journal_entries (kind, idempotency_key, request_hash, user_id, amount_minor,
    player_balance_minor, reverses_entry_id, reason, detail, created_at)
  select $6::text, $7::text, $8::text,
    $9::bigint, $10::bigint, move_1.balance_minor,
    $11::bigint, $12::text, $13::text, $14::bigint
  from move_0, move_1
  returning id
),
lines as (
  insert into journal_lines (entry_id, account_id, amount_minor, balance_after_minor)
  select entry.id, $2::bigint, $3::bigint, move_0.balance_minor from entry, move_0
  union all select entry.id, $4::bigint, $5::bigint, move_1.balance_minor from entry, move_1
)
select (select id from entry) as entry_id, (select balance_minor from move_0) as after_0, (select balance_minor from move_1) as after_1;

-- a win, the cash row held: the debt read first
with checks as (
  select not exists (select from journal_entries where idempotency_key = $15::text) as key_absent,
    coalesce((select balance_minor from ledger_accounts
      where kind = 'player_debt' and owner = $16::text and shard = 0), 0) as debt_balance
),
move_0 as (
  update ledger_accounts set balance_minor = balance_minor + $3::bigint, updated_at = $1::bigint
  where id = $2::bigint and (allow_negative = 1 or balance_minor + $3::bigint >= 0)
    and (select key_absent and debt_balance >= 0 from checks)
  returning balance_minor
),
move_1 as (
  update ledger_accounts set balance_minor = balance_minor + $5::bigint, updated_at = $1::bigint
  where id = $4::bigint and (allow_negative = 1 or balance_minor + $5::bigint >= 0)
    and exists (select from move_0)
  returning balance_minor
),
entry as (
  insert into journal_entries (kind, idempotency_key, request_hash, user_id, amount_minor,
    player_balance_minor, reverses_entry_id, reason, detail, created_at)
  select $6::text, $7::text, $8::text,
    $9::bigint, $10::bigint, move_1.balance_minor,
    $11::bigint, $12::text, $13::text, $14::bigint
  from move_0, move_1
  returning id
),
lines as (
  insert into journal_lines (entry_id, account_id, amount_minor, balance_after_minor)
  select entry.id, $2::bigint, $3::bigint, move_0.balance_minor from entry, move_0
  union all select entry.id, $4::bigint, $5::bigint, move_1.balance_minor from entry, move_1
)
select (select id from entry) as entry_id, (select balance_minor from move_0) as after_0, (select balance_minor from move_1) as after_1, (select key_absent from checks) as key_absent, (select debt_balance from checks) as debt_balance;

-- a stake, its transaction's last, the cash row held: fails unless made, COMMIT after it
with checks as (
  select not exists (select from journal_entries where idempotency_key = $15::text) as key_absent,
    coalesce((select balance_minor from ledger_accounts
      where kind = 'player_debt' and owner = $16::text and shard = 0), 0) as debt_balance
),
move_0 as (
  update ledger_accounts set balance_minor = balance_minor + $3::bigint, updated_at = $1::bigint
  where id = $2::bigint and (allow_negative = 1 or balance_minor + $3::bigint >= 0)
    and (select key_absent and debt_balance >= 0 from checks)
  returning balance_minor
),
move_1 as (
  update ledger_accounts set balance_minor = balance_minor + $5::bigint, updated_at = $1::bigint
  where id = $4::bigint and (allow_negative = 1 or balance_minor + $5::bigint >= 0)
    and exists (select from move_0)
  returning balance_minor
),
entry as (
  insert into journal_entries (kind, idempotency_key, request_hash, user_id, amount_minor,
    player_balance_minor, reverses_entry_id, reason, detail, created_at)
  select $6::text, $7::text, $8::text,
    $9::bigint, $10::bigint, move_0.balance_minor,
    $11::bigint, $12::text, $13::text, $14::bigint
  from move_0, move_1
  returning id
),
lines as (
  insert into journal_lines (entry_id, account_id, amount_minor, balance_after_minor)
  select entry.id, $2::bigint, $3::bigint, move_0.balance_minor from entry, move_0
  union all select entry.id, $4::bigint, $5::bigint, move_1.balance_minor from entry, move_1
),
totals as (
  insert into player_entry_totals (user_id, kind, total_minor, entries)
  select $9::bigint, $6::text, $10::bigint, 1 from entry
  on conflict (user_id, kind) do update set
    total_minor = player_entry_totals.total_minor + excluded.total_minor,
    entries = player_entry_totals.entries + 1
)
select (select id from entry) as entry_id, (select balance_minor from move_0) as after_0, (select balance_minor from move_1) as after_1, (select key_absent from checks) as key_absent, (select debt_balance from checks) as debt_balance,
  talih_movement_made((select id from entry) is not null) as made
-- talih: commits its transaction;
