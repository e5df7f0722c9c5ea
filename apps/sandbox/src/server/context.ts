// What every route of the studio shares: its sessions, its money paths and its clock.
import type { WalletLog } from './delivery-queue.ts';
import type { FreeRoundsStore } from './free-rounds.ts';
import type { IpRateLimit } from './rate-limit.ts';
import type { MoneyDeps } from './round-money.ts';
import type { SessionStore } from './sessions.ts';
import type { WalletClient } from './wallet-client.ts';

export interface StudioContext extends MoneyDeps {
  sessions: SessionStore;
  /** New sessions per client IP (resuming one is free). */
  newSessions: IpRateLimit;
  wallet: WalletClient;
  log: WalletLog;
  now: () => number;
  /** The demo's currency when the launch URL names none. */
  demoCurrency: string;
  /** Free rounds Talih awarded (./free-rounds.ts). */
  freeRounds: FreeRoundsStore;
}
