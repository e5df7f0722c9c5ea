// Free rounds Talih awards (contracts/provider-wallet.ts FREE_ROUNDS_PATH): the operator's
// signed award call, and the rounds it gives. A real session of the awarded game plays them
// before any paid round: no stake, the award's spin value, each result sent as a `win` with
// `freeRoundsAwardId`. Held in memory, like the sessions: a sandbox, not a studio of record.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { decimalToMinor } from '@talih/contracts/money.ts';
import {
  FREE_ROUNDS_PATH,
  freeRoundsAward,
  SIGNATURE_HEADER,
  type FreeRoundsAnswer,
} from '@talih/contracts/provider-wallet.ts';
import type { Session } from './sessions.ts';

export interface FreeRounds {
  awardId: string;
  playerId: string;
  game: string;
  count: number;
  used: number;
  spinValueMinor: number;
  expiresAt: number;
}

/** At most this many awards are held (a sandbox: the oldest make room). */
const MAX_AWARDS = 10_000;

export type FreeRoundsStore = ReturnType<typeof createFreeRoundsStore>;

export function createFreeRoundsStore(now: () => number) {
  const awards = new Map<string, FreeRounds>();
  return {
    /** Idempotent by award id: a repeated award keeps its rounds played. */
    add(a: Omit<FreeRounds, 'used'>): void {
      if (awards.has(a.awardId)) return;
      if (awards.size >= MAX_AWARDS) awards.delete(awards.keys().next().value as string);
      awards.set(a.awardId, { ...a, used: 0 });
    },
    /** The session's award with rounds left, oldest first; null when none. */
    next(session: Session): FreeRounds | null {
      if (session.mode !== 'real') return null;
      for (const a of awards.values()) {
        const open = a.used < a.count && a.expiresAt > now();
        if (open && a.playerId === session.playerId && a.game === session.game) return a;
      }
      return null;
    },
  };
}

/** What the game page shows: "Bedava dönüş 3/10" (the round about to be played). */
export function freeRoundsView(store: FreeRoundsStore, session: Session) {
  const a = store.next(session);
  return a
    ? { awardId: a.awardId, next: a.used + 1, total: a.count, spinValueMinor: a.spinValueMinor }
    : null;
}

function signed(raw: string, given: unknown, secret: string): boolean {
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = createHmac('sha256', secret).update(raw, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

export function registerFreeRoundsRoute(
  app: FastifyInstance,
  store: FreeRoundsStore,
  secret: string,
): void {
  void app.register(async (scope) => {
    // The signature covers the exact bytes, so the body stays a string until it is checked.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_r, b, done) =>
      done(null, b),
    );
    scope.post(FREE_ROUNDS_PATH, async (req): Promise<FreeRoundsAnswer> => {
      const raw = typeof req.body === 'string' ? req.body : '';
      if (!signed(raw, req.headers[SIGNATURE_HEADER], secret)) {
        return { status: 'ERROR', code: 'INVALID_SIGNATURE' };
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return { status: 'ERROR', code: 'BAD_REQUEST' };
      }
      const parsed = freeRoundsAward.safeParse(body);
      if (!parsed.success) return { status: 'ERROR', code: 'BAD_REQUEST' };
      const a = parsed.data;
      store.add({
        awardId: a.awardId,
        playerId: a.playerId,
        game: a.gameId,
        count: a.count,
        spinValueMinor: decimalToMinor(a.spinValue),
        expiresAt: a.expiresAt,
      });
      return { status: 'OK', awardId: a.awardId };
    });
  });
}
