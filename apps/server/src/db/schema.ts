// Row types of the current schema (the union of all migrations), for Kysely's typed queries.
// One file per area in ./schema/ (./README.md says why there); DB assembles their tables, and
// every row type is exported from here as before, so importers name this file only.
import type { AccountsTables } from './schema/accounts.ts';
import type { PlatformTables } from './schema/platform.ts';
import type { LedgerTables } from './schema/ledger.ts';
import type { GamesTables } from './schema/games.ts';
import type { Hub88Tables } from './schema/hub88.ts';
import type { LobbyTables } from './schema/lobby.ts';
import type { PaymentsTables } from './schema/payments.ts';
import type { RiskTables } from './schema/risk.ts';
import type { SportTables } from './schema/sport.ts';
import type { EngagementTables } from './schema/engagement.ts';
import type { SupportTables } from './schema/support.ts';
import type { StaffTables } from './schema/staff.ts';
import type { ProtectionTables } from './schema/protection.ts';
import type { KycTables } from './schema/kyc.ts';
import type { BonusTables } from './schema/bonus.ts';

export type * from './schema/accounts.ts';
export type * from './schema/platform.ts';
export type * from './schema/ledger.ts';
export type * from './schema/games.ts';
export type * from './schema/hub88.ts';
export type * from './schema/lobby.ts';
export type * from './schema/payments.ts';
export type * from './schema/risk.ts';
export type * from './schema/sport.ts';
export type * from './schema/engagement.ts';
export type * from './schema/support.ts';
export type * from './schema/staff.ts';
export type * from './schema/protection.ts';
export type * from './schema/kyc.ts';
export type * from './schema/bonus.ts';

/** Every table of the schema, as Kysely names them. */
export interface DB
  extends
    AccountsTables,
    PlatformTables,
    LedgerTables,
    GamesTables,
    Hub88Tables,
    LobbyTables,
    PaymentsTables,
    RiskTables,
    SportTables,
    EngagementTables,
    SupportTables,
    StaffTables,
    ProtectionTables,
    KycTables,
    BonusTables {}
