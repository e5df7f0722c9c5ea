// The shape of an operator command an area brings to `talih` (cli/talih.ts dispatches by name
// and prints each command's help in area order), and the helpers the commands share.
import type { ParseArgsOptionsConfig } from 'node:util';
import type { Area } from '../area.ts';
import { openCache, type Cache } from '../cache/cache.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';

export interface CliContext {
  /** The command's name as typed (one of CliCommand.names). */
  command: string;
  /** Every positional argument, the command's name first. */
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
  config: Config;
  database: Database;
  /**
   * Every area, in list order (../areas.ts, handed in by talih.ts): the commands that run staff
   * calls or every reconcile check find them here, as the layers below cannot import the list.
   */
  areas: readonly Area[];
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface CliCommand {
  names: readonly string[];
  /** The command's lines of `talih help`, indented as the rest. */
  help: string;
  /** The flags it reads; talih parses the union of every command's flags. */
  options?: ParseArgsOptionsConfig;
  /** Applies pending migrations before running (commands that write). */
  migrate?: boolean;
  /**
   * Whether this call moves money or changes staff: production then refuses it without
   * `--as <staff name>`, so it carries a staff member's permission, four-eyes and audit rows.
   */
  movesMoney?(ctx: CliContext): boolean;
  run(ctx: CliContext): Promise<number>;
}

/** A string flag's value, or undefined when absent or given without a value. */
export function stringFlag(ctx: CliContext, name: string): string | undefined {
  const value = ctx.values[name];
  return typeof value === 'string' ? value : undefined;
}

/** `--as <staff name>`: the staff member a command acts as, with what runs their calls. */
export interface AsStaff {
  name: string;
  config: Config;
  /** The context's areas, whose staff calls runAsStaff (./as-staff.ts) looks up. */
  areas: readonly Area[];
}

/** `--as <staff name>` with the configuration and areas, or undefined without the flag. */
export function asStaffFlag(ctx: CliContext): AsStaff | undefined {
  const name = stringFlag(ctx, 'as');
  return name === undefined ? undefined : { name, config: ctx.config, areas: ctx.areas };
}

/** What a command hands runAsStaff (./as-staff.ts): the context's parts and the cache. */
export function staffEnv(ctx: CliContext, cache: Cache | undefined) {
  return { config: ctx.config, database: ctx.database, cache, areas: ctx.areas };
}

/** Runs fn with the Redis cache when configured, so running servers hear of the change. */
export async function withCache<T>(
  config: Config,
  fn: (cache: Cache | undefined) => Promise<T>,
): Promise<T> {
  const cache = config.REDIS_URL ? openCache(config.REDIS_URL, config.REDIS_KEY_PREFIX) : undefined;
  try {
    return await fn(cache);
  } finally {
    await cache?.close();
  }
}
