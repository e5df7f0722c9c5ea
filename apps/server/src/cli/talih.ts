// The operator CLI: `npm run talih -- <command>`. Works while the server runs (SQLite in WAL
// mode, or PostgreSQL), against the database the environment configures. The commands are the
// core ones (./core-commands.ts) and each area's (../areas.ts), in that order.
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { AREAS } from '../areas.ts';
import { loadConfig } from '../config.ts';
import { setDeploymentCurrency } from '../jurisdiction/currency.ts';
import { openDatabase, sqliteGroupCommitOf, sqliteMemoryOf } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { refuseWithoutAs } from './as-staff.ts';
import { stringFlag, type CliCommand } from './command.ts';
import { CORE_COMMANDS, DOCTOR_HELP } from './core-commands.ts';
import { doctor } from './doctor.ts';
import { doctorLsports } from '../adapters/sports/lsports/doctor.ts';
import { exitOnRefusal } from '../operations/refusal.ts';
import { safePrinter } from './terminal-text.ts';

const COMMANDS: readonly CliCommand[] = [...CORE_COMMANDS, ...AREAS.flatMap((a) => a.cli ?? [])];

const HELP = `Talih operator CLI

Usage: npm run talih -- <command> [options]

Commands:
${[DOCTOR_HELP, ...COMMANDS.map((c) => c.help)].join('\n')}
  help         show this text

The database is the one DATABASE_URL (PostgreSQL) or DATA_DIR (SQLite) names, as for npm start.`;

/** Every command's flags: parsed alike whatever the command (unknown ones are kept loosely). */
const OPTIONS: ParseArgsOptionsConfig = Object.assign({}, ...COMMANDS.map((c) => c.options));

export async function runCli(
  argv: string[],
  rawOut: (line: string) => void = console.log,
  rawErr: (line: string) => void = console.error,
  env: Record<string, string | undefined> = process.env,
) {
  // Every command prints through these: player text cannot drive the operator's terminal.
  const out = safePrinter(rawOut);
  const err = safePrinter(rawErr);
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: OPTIONS,
  });
  const command = positionals[0] ?? 'help';
  if (command === 'help' || command === '--help') {
    out(HELP);
    return 0;
  }
  // Before loadConfig: it must report what production refuses, not refuse it.
  if (command === 'doctor') {
    const code = doctor(env, out);
    return (await doctorLsports(env, out)) ? code : 1;
  }
  const found = COMMANDS.find((c) => c.names.includes(command));
  if (!found) {
    err(`Unknown command: ${command}\n\n${HELP}`);
    return 2;
  }
  const config = loadConfig(env);
  setDeploymentCurrency(config.jurisdiction.currency);
  const database = openDatabase({
    url: config.DATABASE_URL,
    sqlitePath: config.sqlitePath,
    sqliteSynchronous: config.SQLITE_SYNCHRONOUS,
    sqliteGroupCommit: sqliteGroupCommitOf(config),
    sqliteMemory: sqliteMemoryOf(config),
  });
  try {
    if (found.migrate) await migrateToLatest(database);
    const flags = values as Record<string, string | boolean | undefined>;
    const ctx = {
      command,
      positionals,
      values: flags,
      config,
      database,
      areas: AREAS,
      env,
      out,
      err,
    };
    if (found.movesMoney?.(ctx)) {
      const refusal = refuseWithoutAs(config, command, stringFlag(ctx, 'as'));
      if (refusal) {
        err(refusal);
        return 2;
      }
    }
    return await found.run(ctx);
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  try {
    process.exitCode = await runCli(process.argv.slice(2));
  } catch (error) {
    exitOnRefusal(error);
  }
}
