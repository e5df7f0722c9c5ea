// Player sessions of the studio, in memory: one per opened game page. A Map kept in
// least-recently-used order (touching a session moves it to the end) with an idle expiry and a
// hard cap, so a flood of page loads cannot grow the process without bound. At the cap only
// demo sessions make room; real-money ones leave by idling out.
import { NO_RULES, type GameRules } from './jurisdiction-rules.ts';
import type { FairInput, GameCode } from '../games/types.ts';
import { StudioError } from './errors.ts';
import type { FairState } from './fair-state.ts';
import { newSessionId } from './ids.ts';
import type { Lang } from './lang.ts';

export type Mode = 'real' | 'demo';

export interface MinesRound {
  roundId: string;
  betMinor: number;
  mineCount: number;
  /** Fixed by the seeds and nonce when the round starts; shown to the player only at its end. */
  mines: number[];
  revealed: number[];
  input: FairInput;
  startedAt: number;
}

export interface CrashRound {
  roundId: string;
  betMinor: number;
  /** Secret until the round ends. */
  point: number;
  autoCashOut: number | null;
  input: FairInput;
  /** Server clock when the bet was confirmed: the multiplier grows from here. */
  startedAt: number;
  timer: NodeJS.Timeout | null;
}

export interface CrashResult {
  roundId: string;
  betMinor: number;
  point: number;
  /** null when the round crashed before a cash-out. */
  cashOutAt: number | null;
  winMinor: number;
  nonce: number;
  balanceMinor: number;
  winPending: boolean;
}

export interface Session {
  id: string;
  mode: Mode;
  game: GameCode;
  lang: Lang;
  /** Real mode: the launch token and Talih's player id every wallet call carries. */
  token: string;
  playerId: string;
  currency: string;
  nickname: string;
  /** The jurisdiction's rules for this game (./jurisdiction-rules.ts). */
  rules: GameRules;
  /** When the last round started (the minimum round time counts from it). */
  lastRoundAt: number | null;
  /** Real mode: the last balance the wallet reported. Demo mode: the play money itself. */
  balanceMinor: number;
  fair: FairState;
  /** Wins handed to the background queue and not yet answered. */
  pendingWins: number;
  mines: MinesRound | null;
  crash: CrashRound | null;
  /** The last settled crash round, until a `state` call has reported it. */
  crashLast: CrashResult | null;
  /** Requests holding or waiting for the session's lock (see ./exclusive.ts). */
  holders: number;
  tail: Promise<void>;
  createdAt: number;
  lastSeenAt: number;
}

export interface SessionStoreOptions {
  now: () => number;
  /** A session untouched for this long is forgotten (default 2 hours). */
  idleMs?: number;
  /** At most this many sessions at once (default 20,000). */
  cap?: number;
}

export type NewSession = Omit<
  Session,
  | 'id'
  | 'pendingWins'
  | 'mines'
  | 'crash'
  | 'crashLast'
  | 'holders'
  | 'tail'
  | 'createdAt'
  | 'lastSeenAt'
  | 'rules'
  | 'lastRoundAt'
> & { rules?: GameRules };

export const DEFAULT_SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const DEFAULT_SESSION_CAP = 20_000;

export function hasOpenRound(session: Session): boolean {
  return session.mines !== null || session.crash !== null || session.holders > 0;
}

export function createSessionStore(options: SessionStoreOptions) {
  const idleMs = options.idleMs ?? DEFAULT_SESSION_IDLE_MS;
  const cap = options.cap ?? DEFAULT_SESSION_CAP;
  const sessions = new Map<string, Session>();

  function isIdle(session: Session, at: number) {
    return at - session.lastSeenAt > idleMs;
  }

  /** Forgets idle sessions without an open round; answers the idle ones that still have one. */
  function sweep(): Session[] {
    const at = options.now();
    const idleWithRound: Session[] = [];
    for (const session of sessions.values()) {
      // Map order is least recently used first: the first active session ends the scan.
      if (!isIdle(session, at)) break;
      if (hasOpenRound(session)) idleWithRound.push(session);
      else sessions.delete(session.id);
    }
    return idleWithRound;
  }

  return {
    create(fields: NewSession): Session {
      if (sessions.size >= cap) sweep();
      if (sessions.size >= cap) {
        // Still full of active players: make room by the least recently used demo session
        // without a round. A real-money session is never pushed out (its player could be
        // mid-game with their own money); full of those, the studio refuses the newcomer.
        const victim = [...sessions.values()].find(
          (session) => session.mode === 'demo' && !hasOpenRound(session),
        );
        if (!victim) throw new StudioError('STUDIO_FULL');
        sessions.delete(victim.id);
      }
      const at = options.now();
      const session: Session = {
        ...fields,
        rules: fields.rules ?? NO_RULES,
        lastRoundAt: null,
        id: newSessionId(),
        pendingWins: 0,
        mines: null,
        crash: null,
        crashLast: null,
        holders: 0,
        tail: Promise.resolve(),
        createdAt: at,
        lastSeenAt: at,
      };
      sessions.set(session.id, session);
      return session;
    },

    /** The live session with this id (touching it), or SESSION_NOT_FOUND. */
    get(id: string): Session {
      const session = sessions.get(id);
      const at = options.now();
      if (!session || (isIdle(session, at) && !hasOpenRound(session))) {
        if (session) sessions.delete(id);
        throw new StudioError('SESSION_NOT_FOUND');
      }
      session.lastSeenAt = at;
      sessions.delete(id);
      sessions.set(id, session);
      return session;
    },

    delete(id: string): void {
      sessions.delete(id);
    },

    sweep,

    size(): number {
      return sessions.size;
    },

    all(): IterableIterator<Session> {
      return sessions.values();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
