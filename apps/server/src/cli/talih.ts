// The operator CLI: `npm run talih -- <command>`. Works while the server runs (SQLite in WAL
// mode, or PostgreSQL), against the database the environment configures.
import { parseArgs } from 'node:util';
import { openCache } from '../cache/cache.ts';
import { loadConfig } from '../config.ts';
import { setDeploymentCurrency } from '../jurisdiction/currency.ts';
import { openDatabase } from '../db/database.ts';
import { assertNotNewerThanCode, migrateToLatest } from '../db/migrate.ts';
import { dryRunSql } from '../db/migrate-dry-run.ts';
import { backupDatabase, restoreDatabase } from '../operations/backup.ts';
import { seedDemoData } from '../seed/demo.ts';
import { adjustBalance } from './adjust.ts';
import { alertsCommand } from './alerts.ts';
import { bankAccountsCommand } from './bank-accounts.ts';
import { doctor } from './doctor.ts';
import { paymentsCommand } from './payments.ts';
import { reconcileCommand } from './reconcile-command.ts';
import { sportExposure, sportVoid } from './sport.ts';
import { debtsCommand } from './debts.ts';
import { safePrinter } from './terminal-text.ts';
import { auditCommand, staffCommand } from './staff.ts';
import { contentCommand } from './content.ts';
import { kycCommand } from './kyc.ts';
// engagement rewards
import { engagementCommand } from './engagement.ts';
import { rebatesCommand, supportCommand } from './social.ts';
// back-office engagement
import { engagementStaffCommand } from './engagement-staff.ts';
// sportsbook trading
import { tradingCommand } from './trading.ts';
import { alertsAsStaff, supportAsStaff } from './support-risk.ts';
// player protection
import { protectionCommand } from './protection.ts';
import { bonusCommand } from './bonus.ts';

const HELP = `Talih operator CLI

Usage: npm run talih -- <command> [options]

Commands:
  doctor       the mode, every adapter, and every setting production would refuse with
               its fix; exits 1 when this environment would not start in production
  migrate [--dry-run]
               apply pending database migrations; --dry-run prints their SQL and changes
               nothing. Refuses a database a newer release has migrated
  backup <file>
               a consistent copy of the database while the servers run (SQLite: VACUUM
               INTO; PostgreSQL: pg_dump's custom format)
  restore <file>
               load a backup into the configured database, which must be new and empty
               (then run \`talih reconcile\` and start the servers on it)
  seed         load the demo data (once; a second run changes nothing)
  reconcile [--json] [--as <staff name>]
               check every invariant; exits 1 on any violation; --json prints one JSON
               document for monitoring (each check: name, ok, violations, sample); each
               run is kept in the back-office's reconcile history (as TALIH_OPERATOR or $USER;
               --as runs it as that staff member, who needs reconcile.run, and audits it)
  credit <userid> <amount> --reason "..." [--key K] [--as <staff name>]
               add money to a player's cash balance (an operator adjustment, audited)
  debit <userid> <amount> --reason "..." [--key K]
               take money from a player's cash balance; refused if it would go below zero
  deposits list [--status pending|confirmed|rejected|failed|expired|all]
  deposits confirm <orderId>
               credit a deposit order (the transfer arrived); once, whatever else confirms it
  deposits reject <orderId> --reason "..."
  bank-accounts list | add <IBAN> --holder "..." | disable <id>
               the operator's accounts that havale deposits are sent to
  withdrawals list [--status pending|approved|paid|payout_failed|voided|rejected|cancelled|all]
  withdrawals approve <orderId>
               post the held amount and pay it out to the player's bank card; on a
               payout_failed one, retry the payout. With PAYOUT_ADAPTER=manual (production)
               it stays approved until finance has transferred it by bank:
  withdrawals mark-paid <orderId> --reference "<bank transfer reference>"
               an approved withdrawal was paid by bank transfer
  withdrawals void <orderId> --reason "..."
               give a payout_failed withdrawal back to the player's cash
  withdrawals reject <orderId> --reason "..."
  protection show|exclude|lift|limit <userid> ... --reason "..." --as <staff name>
               a player's protection as the back-office shows it; exclude <userid> <days|
               forever>, lift <userid> <exclusionId> (staff exclusions only), limit <userid>
               <deposit|loss|wager> <day|week|month> <amount> (stricter only)
  --as <staff name> (credit, debit, deposits, withdrawals)
               act as that back-office staff member: the screen's staff call runs, with
               their permission checked, four-eyes above the threshold, in the staff audit
               log (deposits confirm --as also needs --reference from the bank statement)
               give the held amount back to the player
  sport-void <eventId | e<eventId> | m<marketId>>
               void every market of an event (or one market): stakes back, settled bets
               resettled by the difference
  sport-exposure
               per event with open bets: bets, stakes and the most the open bets can cost,
               then what players owe
  trading <call> ['<json input>'] --as <staff name>
               the back-office's sportsbook trading calls (events, event, suspend, odds,
               settle, void, rollback, limits, limits/set, player-limits, player-limits/set,
               tickets, ticket) as that staff member: permission, four-eyes and audit as on
               the screen; prints the answer as JSON
  debts list   players who owe the house (a bet resettled beyond their cash), largest first;
               their later deposits, wins and credits repay it first
  send-mail --to <userid|all> --title "..." --content "..." [--amount 12.50]
               send mail, with a claimable prize when --amount is given; "all" is every
               registered player existing at the moment it is sent
  sign-in days [--set "1,2,3,5,8,10,20"]
               show (or replace) the daily sign-in calendar: one prize in TRY per day
  wheel show [code]
  wheel segments <code> --set "5:30,10:25,0:20"
               show the prize wheels, or replace a wheel's segments (prize TRY:weight, ...)
  rebates compute [YYYY-MM-DD]
               compute the invite rebates of an Istanbul day (default yesterday); once per day
  rebates list [--day YYYY-MM-DD]
  support list | show <userid> | reply <userid> "answer"
               customer service conversations; a reply appears in the player's conversation
  support reply <userid> "answer" | close <userid> | reopen <userid> --as <staff>
               the support screen's actions as a staff member (support.reply), audited
  alerts list [--status open|closed|all]
               risk alerts for staff: a win above the cap, money for a failed deposit order,
               stuck payouts, reconcile failures, invite farming, shared devices/IPs/IBANs
  alerts assign <id> | close <id> --reason "..." | scan  --as <staff>
               the risk screen's actions as a staff member (risk.manage), audited
  kyc queue [--status pending|approved|rejected|more_requested] --as <staff name>
  kyc show <userid> --as <staff name>
  kyc approve <documentId> --as <staff name>
  kyc reject|more <documentId> --reason "..." --as <staff name>
               KYC documents as the back-office shows them (kyc.read), and the decision
               on a waiting one (kyc.review; the reason is what the player reads), audited
  staff create <name> --role admin|finance|risk|support|content|trader
               add a back-office staff member; prints a one-time enrolment link
  staff list | reset <name> | disable <name> [--reason "..."]
  audit verify
               check the staff audit log's hash chain; exits 1 naming the first broken row
  content <call> --as <staff> [--input '{"...": ...}']
               the lobby and content screen's staff calls (games, games/save, providers,
               providers/save, drawer/save, labels, labels/save, labels/order, banners,
               banners/save, preview, ...); prints the answer as JSON
  content import <file.csv|file.json> --as <staff> [--apply]
               preview an aggregator's game list (row errors), apply it with --apply
  content banners/upload --file <picture.png|jpg|webp> --as <staff>
  engagement <call> --as <staff name> [--input '{json}']
               a staff call of the back-office engagement area (config, config/propose,
               config/history, segments, segments/count, segments/save, mail/preview,
               mail/send, mail/campaigns, mail/cancel) with the staff member's permission,
               four-eyes and audit; prints the answer as JSON
  bonus templates --as <staff>
  bonus grant <userid> <templateCode> [--amount 25.00] --reason "..." --as <staff>
  bonus cancel <bonusId> --reason "..." --as <staff>
  bonus report [--from YYYY-MM-DD] [--to YYYY-MM-DD] --as <staff>
               the back-office bonus screens: templates, a grant (four-eyes above
               FOUR_EYES_BONUS_GRANT_MINOR), a cancel, the cost report per template (JSON)
  help         show this text

The database is the one DATABASE_URL (PostgreSQL) or DATA_DIR (SQLite) names, as for npm start.`;

/** Runs fn with the Redis cache when configured, so running servers hear of the change. */
async function withCache<T>(
  config: ReturnType<typeof loadConfig>,
  fn: (cache: ReturnType<typeof openCache> | undefined) => Promise<T>,
): Promise<T> {
  const cache = config.REDIS_URL ? openCache(config.REDIS_URL, config.REDIS_KEY_PREFIX) : undefined;
  try {
    return await fn(cache);
  } finally {
    await cache?.close();
  }
}

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
    options: {
      reason: { type: 'string' },
      key: { type: 'string' },
      status: { type: 'string' },
      as: { type: 'string' },
      reference: { type: 'string' },
      holder: { type: 'string' },
      // engagement rewards
      to: { type: 'string' },
      title: { type: 'string' },
      content: { type: 'string' },
      amount: { type: 'string' },
      set: { type: 'string' },
      day: { type: 'string' },
      json: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      role: { type: 'string' },
      // lobby and content
      input: { type: 'string' },
      file: { type: 'string' },
      apply: { type: 'boolean' },
      // back-office engagement
      // bonus
      from: { type: 'string' },
    },
  });
  const command = positionals[0] ?? 'help';
  if (command === 'help' || command === '--help') {
    out(HELP);
    return 0;
  }
  // Before loadConfig: it must report what production refuses, not refuse it.
  if (command === 'doctor') return doctor(env, out);
  const config = loadConfig(env);
  setDeploymentCurrency(config.jurisdiction.currency);
  const database = openDatabase({
    url: config.DATABASE_URL,
    sqlitePath: config.sqlitePath,
    sqliteSynchronous: config.SQLITE_SYNCHRONOUS,
  });
  try {
    switch (command) {
      case 'migrate': {
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
      case 'backup':
      case 'restore': {
        const file = positionals[1];
        if (!file) {
          err(`usage: talih ${command} <file>`);
          return 2;
        }
        if (command === 'backup') {
          const done = await backupDatabase(database, config, file);
          out(`backup: ${done.file} (${done.bytes} bytes)`);
        } else {
          await restoreDatabase(database, config, file);
          out(`restore: ${file} loaded; run \`talih reconcile\` before starting the servers`);
        }
        return 0;
      }
      case 'seed': {
        await migrateToLatest(database);
        // With Redis configured, the running servers reload their catalogue at once.
        const cache = config.REDIS_URL
          ? openCache(config.REDIS_URL, config.REDIS_KEY_PREFIX)
          : undefined;
        const result = await seedDemoData({ db: database.db, cache }).finally(() => cache?.close());
        out(
          result.loaded
            ? `seed: demo data loaded (${result.parts.join(', ')})`
            : 'seed: demo data was already loaded; nothing changed',
        );
        return 0;
      }
      case 'reconcile':
        return await reconcileCommand(database, {
          settings: { withdrawStuckHours: config.WITHDRAW_STUCK_HOURS },
          json: values.json === true,
          actor: config.TALIH_OPERATOR || env.USER || null,
          asStaff: typeof values.as === 'string' ? { name: values.as, config } : undefined,
          out,
          err,
        });
      case 'credit':
      case 'debit': {
        await migrateToLatest(database);
        // With Redis configured, the running servers hear of the new balance at once.
        const cache = config.REDIS_URL
          ? openCache(config.REDIS_URL, config.REDIS_KEY_PREFIX)
          : undefined;
        try {
          return await adjustBalance(
            database,
            cache,
            {
              direction: command,
              userId: positionals[1],
              amount: positionals[2],
              reason: typeof values.reason === 'string' ? values.reason : undefined,
              key: typeof values.key === 'string' ? values.key : undefined,
              as: typeof values.as === 'string' ? { name: values.as, config } : undefined,
            },
            out,
            err,
          );
        } finally {
          await cache?.close();
        }
      }
      case 'deposits':
      case 'withdrawals': {
        await migrateToLatest(database);
        // With Redis configured, the running servers hear of the new balance at once.
        const cache = config.REDIS_URL
          ? openCache(config.REDIS_URL, config.REDIS_KEY_PREFIX)
          : undefined;
        try {
          return await paymentsCommand(
            database,
            cache,
            {
              area: command,
              action: positionals[1],
              id: positionals[2],
              status: typeof values.status === 'string' ? values.status : undefined,
              reason: typeof values.reason === 'string' ? values.reason : undefined,
              as: typeof values.as === 'string' ? { name: values.as, config } : undefined,
              reference: typeof values.reference === 'string' ? values.reference : undefined,
              payoutAdapter: config.PAYOUT_ADAPTER,
              config,
            },
            out,
            err,
          );
        } finally {
          await cache?.close();
        }
      }
      case 'bank-accounts': {
        await migrateToLatest(database);
        return await bankAccountsCommand(
          database,
          {
            action: positionals[1],
            value: positionals[2],
            holder: typeof values.holder === 'string' ? values.holder : undefined,
          },
          out,
          err,
        );
      }
      case 'sport-void': {
        await migrateToLatest(database);
        const cache = config.REDIS_URL
          ? openCache(config.REDIS_URL, config.REDIS_KEY_PREFIX)
          : undefined;
        try {
          return await sportVoid(database, cache, positionals[1], out, err);
        } finally {
          await cache?.close();
        }
      }
      case 'staff': {
        await migrateToLatest(database);
        return await staffCommand(
          database,
          config,
          {
            action: positionals[1],
            name: positionals[2],
            role: typeof values.role === 'string' ? values.role : undefined,
            reason: typeof values.reason === 'string' ? values.reason : undefined,
          },
          out,
          err,
        );
      }
      case 'audit': {
        await migrateToLatest(database);
        return await auditCommand(database, positionals[1], out, err);
      }
      case 'protection': {
        await migrateToLatest(database);
        return await protectionCommand(
          { config, database },
          {
            action: positionals[1],
            userId: positionals[2],
            rest: positionals.slice(3),
            reason: typeof values.reason === 'string' ? values.reason : undefined,
            as: typeof values.as === 'string' ? values.as : undefined,
          },
          out,
          err,
        );
      }
      case 'sport-exposure':
        return await sportExposure(database, out);
      // sportsbook trading
      case 'trading': {
        await migrateToLatest(database);
        const cache = config.REDIS_URL
          ? openCache(config.REDIS_URL, config.REDIS_KEY_PREFIX)
          : undefined;
        try {
          return await tradingCommand(
            { config, database, cache },
            {
              call: positionals[1],
              input: positionals[2],
              as: typeof values.as === 'string' ? values.as : undefined,
            },
            out,
            err,
          );
        } finally {
          await cache?.close();
        }
      }
      case 'debts':
        await migrateToLatest(database);
        return await debtsCommand(database, positionals[1], out, err);
      // engagement rewards
      case 'send-mail':
      case 'sign-in':
      case 'wheel': {
        await migrateToLatest(database);
        return await engagementCommand(
          database,
          { command, positionals: positionals.slice(1), values },
          out,
          err,
        );
      }
      // back-office engagement
      case 'engagement': {
        await migrateToLatest(database);
        const cache = config.REDIS_URL
          ? openCache(config.REDIS_URL, config.REDIS_KEY_PREFIX)
          : undefined;
        try {
          return await engagementStaffCommand(
            { config, database, cache },
            {
              call: positionals[1],
              as: typeof values.as === 'string' ? values.as : undefined,
              input: typeof values.input === 'string' ? values.input : undefined,
            },
            out,
            err,
          );
        } finally {
          await cache?.close();
        }
      }
      // bonus (issue 20): templates, grants, cancel, cost report as a staff member
      case 'bonus': {
        await migrateToLatest(database);
        return await withCache(config, (cache) =>
          bonusCommand(
            { config, database, cache },
            { positionals: positionals.slice(1), values },
            out,
            err,
          ),
        );
      }
      // engagement, social side
      case 'rebates': {
        await migrateToLatest(database);
        return await rebatesCommand(
          database,
          {
            action: positionals[1],
            day: typeof values.day === 'string' ? values.day : positionals[2],
          },
          out,
          err,
        );
      }
      case 'support': {
        await migrateToLatest(database);
        if (
          typeof values.as === 'string' &&
          ['reply', 'close', 'reopen'].includes(positionals[1]!)
        ) {
          return await withCache(config, (cache) =>
            supportAsStaff(
              { config, database, cache },
              {
                action: positionals[1]!,
                userId: positionals[2],
                text: positionals.slice(3).join(' '),
                as: values.as as string,
              },
              out,
              err,
            ),
          );
        }
        return await supportCommand(
          database,
          { action: positionals[1], userId: positionals[2], text: positionals.slice(3).join(' ') },
          out,
          err,
        );
      }
      case 'kyc': {
        await migrateToLatest(database);
        return await kycCommand(
          { config, database, cache: undefined },
          {
            action: positionals[1],
            id: positionals[2],
            as: typeof values.as === 'string' ? values.as : undefined,
            status: typeof values.status === 'string' ? values.status : undefined,
            reason: typeof values.reason === 'string' ? values.reason : undefined,
          },
          out,
          err,
        );
      }
      case 'alerts': {
        await migrateToLatest(database);
        if (positionals[1] !== undefined && positionals[1] !== 'list') {
          if (typeof values.as !== 'string') {
            err(`alerts ${positionals[1]}: --as <staff> is required (the action is audited)`);
            return 2;
          }
          return await withCache(config, (cache) =>
            alertsAsStaff(
              { config, database, cache },
              {
                action: positionals[1]!,
                id: positionals[2],
                reason: typeof values.reason === 'string' ? values.reason : undefined,
                as: values.as as string,
              },
              out,
              err,
            ),
          );
        }
        return await alertsCommand(
          database,
          {
            action: positionals[1],
            status: typeof values.status === 'string' ? values.status : undefined,
          },
          out,
          err,
        );
      }
      case 'content': {
        await migrateToLatest(database);
        // With Redis configured, the running servers reload their lobby catalogue at once.
        const cache = config.REDIS_URL
          ? openCache(config.REDIS_URL, config.REDIS_KEY_PREFIX)
          : undefined;
        try {
          return await contentCommand(
            { config, database, cache },
            {
              call: positionals[1],
              as: typeof values.as === 'string' ? values.as : undefined,
              input: typeof values.input === 'string' ? values.input : undefined,
              file: typeof values.file === 'string' ? values.file : positionals[2],
              apply: values.apply === true,
            },
            out,
            err,
          );
        } finally {
          await cache?.close();
        }
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
