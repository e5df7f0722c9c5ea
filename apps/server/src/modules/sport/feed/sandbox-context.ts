// What the sandbox feed's parts share: where they read and send, its clock and random
// source, and the matches it is playing.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { LiveMatch, SandboxRandom } from './sandbox-match.ts';
import type { OddsFeedHandlers } from '../../../adapters/sports/port.ts';

export interface SandboxCtx {
  handlers: OddsFeedHandlers;
  db: Kysely<DB>;
  log?: { error(obj: unknown, msg?: string): void } | undefined;
  now: () => number;
  random: SandboxRandom;
  /** The matches this feed is playing, by event ref. */
  live: Map<string, LiveMatch>;
  livePerSport: number;
  upcomingPerLeague: number;
  /** A new number for each fixture this run makes (part of its ref). */
  nextSeq: () => number;
}
