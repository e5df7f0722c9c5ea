// `--as <staff name>` on the operator commands that have a screen (deposits, withdrawals,
// credit/debit): the command runs the screen's own staff call, with the staff member's
// permission checked and the action in the staff audit log, four-eyes included.
import type { StaffContract } from '@talih/contracts/backoffice/call.ts';
import type { Permission } from '@talih/contracts/backoffice/permissions.ts';
import type { Area } from '../area.ts';
import type { Cache } from '../cache/cache.ts';
import { AppError } from '../http/errors.ts';
import { t } from '../http/i18n.ts';
import {
  checkAudited,
  isReadOnly,
  type StaffCallDef,
  type StaffContext,
} from '../backoffice/calls.ts';
import { cliStaffContext } from '../backoffice/cli-context.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createLedger } from '../ledger/ledger.ts';
import type { Services } from '../services.ts';
import { protectionGuard } from '../modules/protection/guard.ts';

/** What the staff calls use of the services; the CLI has no SMS gateway or HTTP logger. */
function cliServices(config: Config, database: Database, cache: Cache | undefined): Services {
  const quiet = () => {};
  const log = { info: quiet, warn: quiet, error: quiet, debug: quiet, child: () => log };
  return {
    config,
    database,
    db: database.db,
    cache,
    ledger: createLedger({ db: database.db, cache, guard: protectionGuard(config.jurisdiction) }),
    log,
  } as unknown as Services;
}

/**
 * Production refuses a command that moves money or changes staff without `--as <staff name>`:
 * it must carry a staff member's permission, four-eyes and audit rows. Answers the refusal to
 * print, or null when the command may run.
 */
export function refuseWithoutAs(
  config: Config,
  command: string,
  as: string | undefined,
): string | null {
  if (as !== undefined || config.mode !== 'production') return null;
  return `${command}: production needs --as <staff name>: the command runs as that staff member, with their permission, four-eyes and audit rows`;
}

/**
 * The staff member `name` acting in a command that has no staff call of its own (computing a
 * day's rebates, the operator's bank accounts): their permission checked, their audit rows.
 */
export async function cliActor(
  env: { config: Config; database: Database },
  name: string,
  permission: Permission,
): Promise<StaffContext> {
  return cliStaffContext(cliServices(env.config, env.database, undefined), name, permission);
}

/** What runAsStaff needs: the context's configuration, database and areas, and the cache. */
export interface StaffEnv {
  config: Config;
  database: Database;
  cache: Cache | undefined;
  /** Every area (the CLI context's list): their staff calls are the ones a command may run. */
  areas: readonly Area[];
}

/**
 * Runs the staff call of `contract` as the staff member `name`: answers its result, or throws
 * an Error whose message is the refusal in the staff member's language.
 */
export async function runAsStaff<C extends StaffContract>(
  env: StaffEnv,
  name: string,
  contract: C,
  input: unknown,
): Promise<unknown> {
  const services = cliServices(env.config, env.database, env.cache);
  const calls: StaffCallDef[] = [];
  const { areas } = env;
  const registry = {
    calls,
    services,
    areas,
    add: (...defs: StaffCallDef[]) => calls.push(...defs),
  };
  for (const area of areas) area.staffCalls?.(registry);
  const def = calls.find((c) => c.path === contract.path);
  if (!def || def.permission === 'public' || def.permission === 'signed-in') {
    throw new Error(`${contract.path} is not a staff action`);
  }
  const ctx = await cliStaffContext(services, name, def.permission);
  const parsed = def.input.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('; '));
  try {
    const result = await def.handler(ctx, parsed.data);
    if (!isReadOnly(def)) checkAudited(services, def.path, ctx.audited, console);
    return result;
  } catch (error) {
    if (error instanceof AppError) {
      throw new Error(t(ctx.lang, error.key, error.vars), { cause: error });
    }
    throw error;
  }
}
