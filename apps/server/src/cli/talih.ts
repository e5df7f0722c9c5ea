// The operator CLI: `npm run talih -- <command>`. Works while the server runs (SQLite in WAL
// mode, or PostgreSQL), against the database the environment configures.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../seed/demo.ts';
import { reconcile } from './reconcile.ts';

const HELP = `Talih operator CLI

Usage: npm run talih -- <command> [options]

Commands:
  migrate      apply pending database migrations
  seed         load the demo data (once; a second run changes nothing)
  reconcile    check every invariant; exits 1 on any violation
  help         show this text

The database is the one DATABASE_URL (PostgreSQL) or DATA_DIR (SQLite) names, as for npm start.`;

export async function runCli(
  argv: string[],
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
  env: Record<string, string | undefined> = process.env,
) {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, strict: false });
  const command = positionals[0] ?? 'help';
  if (command === 'help' || command === '--help') {
    out(HELP);
    return 0;
  }
  const config = loadConfig(env);
  const database = openDatabase({ url: config.DATABASE_URL, sqlitePath: config.sqlitePath });
  try {
    switch (command) {
      case 'migrate': {
        const results = await migrateToLatest(database);
        out(
          results.length === 0
            ? 'migrate: already up to date'
            : results.map((r) => `migrate: ${r.migrationName} ${r.status}`).join('\n'),
        );
        return 0;
      }
      case 'seed': {
        await migrateToLatest(database);
        const result = await seedDemoData({ db: database.db });
        out(
          result.loaded
            ? `seed: demo data v${result.version} loaded (${result.parts.join(', ')})`
            : `seed: demo data v${result.version} was already loaded; nothing changed`,
        );
        return 0;
      }
      case 'reconcile': {
        const { violations } = await reconcile(database, out);
        return violations === 0 ? 0 : 1;
      }
      default:
        err(`Unknown command: ${command}\n\n${HELP}`);
        return 2;
    }
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  process.exitCode = await runCli(process.argv.slice(2));
}
