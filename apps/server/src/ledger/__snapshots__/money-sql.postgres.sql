-- a stake takes cash (refused below zero)
update "ledger_accounts" set "balance_minor" = "balance_minor" + $1, "updated_at" = $2 where "id" = $3 and ("allow_negative" = $4 or "balance_minor" + $5 >= $6) returning "balance_minor";
-- parameters: [-250,1790000000000,11,1,-250,0]

-- a win credits cash
update "ledger_accounts" set "balance_minor" = "balance_minor" + $1, "updated_at" = $2 where "id" = $3 and ("allow_negative" = $4 or "balance_minor" + $5 >= $6) returning "balance_minor";
-- parameters: [250,1790000000000,11,1,250,0]

-- a credit repays debt, at most to zero
update "ledger_accounts" set "balance_minor" = "balance_minor" + $1, "updated_at" = $2 where "id" = $3 and ("allow_negative" = $4 or "balance_minor" + $5 >= $6) and "balance_minor" + $7 <= $8 returning "balance_minor";
-- parameters: [100,1790000000000,12,1,100,0,100,0]

-- the debt a player owes
select "balance_minor" from "ledger_accounts" where "kind" = $1 and "owner" = $2 and "shard" = $3;
-- parameters: ["player_debt","7",0]

-- the journal entry
insert into "journal_entries" ("kind", "idempotency_key", "request_hash", "user_id", "amount_minor", "player_balance_minor", "reverses_entry_id", "reason", "detail", "created_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning "id";
-- parameters: ["game_bet","sandbox:bet:tx-1","ab12",7,250,750,null,null,"{}",1790000000000]

-- the journal lines
insert into "journal_lines" ("entry_id", "account_id", "amount_minor", "balance_after_minor") values ($1, $2, $3, $4), ($5, $6, $7, $8);
-- parameters: [3,11,-250,750,3,20,250,250]
