// The operator commands that belong to no area: the database's life (migrate, backup,
// restore), the demo seed and the reconcile run over every area. `doctor` runs before the
// configuration loads (it reports what production would refuse), so cli/talih.ts runs it.
import { openCache } from '../cache/cache.ts';
import { assertNotNewerThanCode, migrateToLatest } from '../db/migrate.ts';
import { dryRunSql } from '../db/migrate-dry-run.ts';
import {
  backupDatabase,
  backupStore,
  backupToStore,
  restoreDatabase,
  restoreFromStore,
  STORE_PREFIX,
} from '../operations/backup.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { seedDemoData } from '../seed/demo.ts';
import { stringFlag, type CliCommand, type CliContext } from './command.ts';
import { reconcileCommand } from './reconcile-command.ts';
import { reconcileChecksOf } from '../operations/reconcile.ts';

export const DOCTOR_HELP = `  doctor       the mode, every adapter, and every setting production would refuse with
               its fix; exits 1 when this environment would not start in production`;

async function migrate({ database, values, out }: CliContext): Promise<number> {
  if (values['dry-run'] === true) {
    await assertNotNewerThanCode(database);
    const lines = await dryRunSql(database);
    out(lines.length === 0 ? '-- migrate: already up to date' : lines.join('\n'));
    return 0;
  }
  const results = await migrateToLatest(database);
  out(
    results.length === 0
      ? 'migrate: already up to date'
      : results.map((r) => `migrate: ${r.migrationName} ${r.status}`).join('\n'),
  );
  return 0;
}

async function backupInStore(
  command: string,
  target: string,
  database: Database,
  config: Config,
  out: (line: string) => void,
) {
  const name = target.slice(STORE_PREFIX.length);
  const store = backupStore(config);
  if (command === 'backup') {
    const done = await backupToStore(database, config, store, name);
    out(`backup: ${target} (${done.bytes} bytes) in ${config.S3_BUCKET}`);
  } else {
    await restoreFromStore(database, config, store, name);
    out(`restore: ${target} loaded; run \`talih reconcile\` before starting the servers`);
  }
  return 0;
}

async function backupOrRestore({ command, positionals, database, config, out, err }: CliContext) {
  const file = positionals[1];
  if (!file) {
    err(`usage: talih ${command} <file>`);
    return 2;
  }
  if (file.startsWith(STORE_PREFIX)) return backupInStore(command, file, database, config, out);
  if (command === 'backup') {
    const done = await backupDatabase(database, config, file);
    out(`backup: ${done.file} (${done.bytes} bytes)`);
  } else {
    await restoreDatabase(database, config, file);
    out(`restore: ${file} loaded; run \`talih reconcile\` before starting the servers`);
  }
  return 0;
}

async function seed({ database, config, out, err }: CliContext): Promise<number> {
  // Demo players hold play money and published passwords: never in production.
  if (config.mode === 'production') {
    err('seed: production loads no demo data (its players hold money and published passwords)');
    return 2;
  }
  await migrateToLatest(database);
  // With Redis configured, the running servers reload their catalogue at once.
  const cache = config.REDIS_URL ? openCache(config.REDIS_URL, config.REDIS_KEY_PREFIX) : undefined;
  const result = await seedDemoData({ db: database.db, cache, config }).finally(() =>
    cache?.close(),
  );
  out(
    result.loaded
      ? `seed: demo data loaded (${result.parts.join(', ')})`
      : 'seed: demo data was already loaded; nothing changed',
  );
  return 0;
}

export const CORE_COMMANDS: readonly CliCommand[] = [
  {
    names: ['migrate'],
    help: `  migrate [--dry-run]
               apply pending database migrations; --dry-run prints their SQL and changes
               nothing. Refuses a database a newer release has migrated`,
    options: { 'dry-run': { type: 'boolean' } },
    run: migrate,
  },
  {
    names: ['backup', 'restore'],
    help: `  backup <file>
               a consistent copy of the database while the servers run (SQLite: VACUUM
               INTO; PostgreSQL: pg_dump's custom format)
  restore <file>
               load a backup into the configured database, which must be new and empty
               (then run \`talih reconcile\` and start the servers on it)`,
    run: backupOrRestore,
  },
  {
    names: ['seed'],
    help: `  seed         load the demo data (once; a second run changes nothing)`,
    run: seed,
  },
  {
    names: ['reconcile'],
    help: `  reconcile [--json] [--as <staff name>]
               check every invariant; exits 1 on any violation; --json prints one JSON
               document for monitoring (each check: name, ok, violations, sample); each
               run is kept in the back-office's reconcile history (as TALIH_OPERATOR or $USER;
               --as runs it as that staff member, who needs reconcile.run, and audits it)`,
    options: { json: { type: 'boolean' }, as: { type: 'string' } },
    run: (ctx) => {
      const as = stringFlag(ctx, 'as');
      return reconcileCommand(ctx.database, {
        checks: reconcileChecksOf(ctx.areas),
        settings: { withdrawStuckHours: ctx.config.WITHDRAW_STUCK_HOURS },
        json: ctx.values.json === true,
        actor: ctx.config.TALIH_OPERATOR || ctx.env.USER || null,
        asStaff: as === undefined ? undefined : { name: as, config: ctx.config },
        out: ctx.out,
        err: ctx.err,
      });
    },
  },
];
