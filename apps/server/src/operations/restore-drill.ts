// The restore drill: wallet traffic on the real server, `talih backup` in the middle of it,
// `talih restore` into a new database, `talih reconcile` there, and every account's balance in
// the copy compared with the source's journal up to the backup's point (the entries the copy
// holds).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../db/database.ts';
import { ChildServer, freePort } from '../reliability/child-server.ts';
import { CHILD_PROVIDER_SECRET, prepareServerBackend } from '../reliability/server-backend.ts';
import { newStats, playRounds, preparePlayers } from '../reliability/wallet-traffic.ts';
import type { Backend } from '../testing/backends.ts';

export interface DrillFigures {
  backup: { code: number; output: string };
  restore: { code: number; output: string };
  reconcile: { code: number; output: string };
  refusedSecondRestore: { code: number; output: string };
  sourceEntries: number;
  restoredEntries: number;
  acknowledgedAtBackup: number;
  acknowledgedInAll: number;
  accountsCompared: number;
  /** Accounts whose restored balance differs from the source's journal at the backup's point. */
  balanceMismatches: string[];
  /** Restored entries that differ from the source's (id, key, amount or balance after). */
  entryMismatches: number[];
}

async function compare(source: Database, restored: Database) {
  const copy = await restored.db
    .selectFrom('journal_entries')
    .select(['id', 'idempotency_key', 'amount_minor', 'player_balance_minor'])
    .execute();
  const original = new Map(
    (
      await source.db
        .selectFrom('journal_entries')
        .select(['id', 'idempotency_key', 'amount_minor', 'player_balance_minor'])
        .execute()
    ).map((e) => [e.id, e]),
  );
  const entryMismatches = copy
    .filter((e) => JSON.stringify(original.get(e.id)) !== JSON.stringify(e))
    .map((e) => e.id);
  const atPoint = new Set(copy.map((e) => e.id));
  const expected = new Map<number, number>();
  for (const line of await source.db
    .selectFrom('journal_lines')
    .select(['entry_id', 'account_id', 'amount_minor'])
    .execute()) {
    if (!atPoint.has(line.entry_id)) continue;
    expected.set(line.account_id, (expected.get(line.account_id) ?? 0) + line.amount_minor);
  }
  const accounts = await restored.db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance_minor'])
    .execute();
  const balanceMismatches = accounts
    .filter((a) => (expected.get(a.id) ?? 0) !== a.balance_minor)
    .map((a) => `account ${a.id}: ${a.balance_minor} ≠ ${expected.get(a.id) ?? 0}`);
  return {
    sourceEntries: original.size,
    restoredEntries: copy.length,
    accountsCompared: accounts.length,
    balanceMismatches,
    entryMismatches,
  };
}

export async function runRestoreDrill(backend: Backend, players = 4): Promise<DrillFigures> {
  const sourceBackend = await prepareServerBackend(backend);
  const targetBackend = await prepareServerBackend(backend);
  const server = new ChildServer(sourceBackend.env, await freePort());
  const target = new ChildServer(targetBackend.env, await freePort());
  const source = sourceBackend.open();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'talih-backup-')), 'talih.backup');
  const stats = newStats();
  let stop = false;
  try {
    await server.start();
    const loops = (await preparePlayers(source, server.base, players)).map((p) =>
      playRounds(server.base, CHILD_PROVIDER_SECRET, p, stats, () => stop),
    );
    const waitFor = async (n: number) => {
      while (stats.acknowledged < n) await new Promise((r) => setTimeout(r, 10));
    };
    await waitFor(100);
    const acknowledgedAtBackup = stats.acknowledged;
    const backup = await server.cli(['backup', file]);
    await waitFor(stats.acknowledged + 100);
    stop = true;
    await Promise.all(loops);
    await server.stop();
    const restore = await target.cli(['restore', file]);
    const reconcile = await target.cli(['reconcile']);
    const refusedSecondRestore = await target.cli(['restore', file]);
    const restored = targetBackend.open();
    try {
      return {
        backup,
        restore,
        reconcile,
        refusedSecondRestore,
        acknowledgedAtBackup,
        acknowledgedInAll: stats.acknowledged,
        ...(await compare(source, restored)),
      };
    } finally {
      await restored.close();
    }
  } finally {
    stop = true;
    await server.kill();
    await source.close();
    await sourceBackend.dispose();
    await targetBackend.dispose();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
