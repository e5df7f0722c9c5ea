// Placing the slip safely over a flaky network. Each submit carries a request id
// (/sport/placeBet's requestId): a submit whose answer was lost (a network error or a timeout)
// is sent again once with the same id, and a submit of the same slip after such a loss reuses
// it too, so the server answers the first result instead of placing the slip twice. Any other
// submit gets a new id.
import type { CallResult } from '@talih/contracts/call.ts';
import { placeBet, type BetKind, type OddsPolicy } from '@talih/contracts/sport.ts';
import { call, RequestError } from '../../lib/request.ts';
import { toast } from '../../lib/toast.ts';

export interface SlipSubmit {
  kind: BetKind;
  systemK?: number;
  selections: { selectionId: number; odds: number }[];
  stake: number;
  oddsPolicy: OddsPolicy;
  /** A free-bet token: the stake is its amount (a single of one pick). */
  freeBetId?: number;
}

/** The id of a submit whose answer never came, and the slip it was for. */
export interface LostSubmit {
  requestId: string;
  slip: string;
}

const ATTEMPTS = 2;

/** 32 hex digits; getRandomValues works outside secure contexts too (unlike randomUUID). */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The same id as the lost submit when this is the same slip again, else a new one. */
export function requestIdFor(slip: SlipSubmit, lost: LostSubmit | null): string {
  return lost && lost.slip === JSON.stringify(slip) ? lost.requestId : newRequestId();
}

export function isLostAnswer(error: unknown): boolean {
  return error instanceof RequestError && (error.kind === 'network' || error.kind === 'timeout');
}

/** Sends the slip; an answer lost on the way is asked for again once, with the same id. */
export async function placeSlip(
  slip: SlipSubmit,
  requestId: string,
): Promise<CallResult<typeof placeBet>> {
  for (let attempt = 1; ; attempt++) {
    const last = attempt >= ATTEMPTS;
    try {
      // Quiet before the last try: a lost answer retried in silence is no news to the player.
      return await call(placeBet, { ...slip, requestId }, { silent: !last });
    } catch (error) {
      if (!last && isLostAnswer(error)) continue;
      if (!last && error instanceof RequestError && error.kind === 'server') {
        toast(error.message, 'error');
      }
      throw error;
    }
  }
}
