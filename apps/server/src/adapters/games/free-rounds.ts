// Telling a studio of a free rounds award (contracts/provider-wallet.ts FREE_ROUNDS_PATH):
// one signed POST per award. Only the sandbox studio has an adapter, and only when it is
// served (SANDBOX_STUDIO, which production refuses); an outside studio's award call is a
// contract of its own, so its awards wait (pending) until one is configured.
import {
  FREE_ROUNDS_PATH,
  SIGNATURE_HEADER,
  type FreeRoundsAnswer,
  type FreeRoundsAward,
} from '@talih/contracts/provider-wallet.ts';
import { signBody } from '../../crypto/body-signature.ts';
import { SANDBOX_STUDIO_PATH } from './studios.ts';

export interface FreeRoundsStudio {
  /** True once the studio holds the award (a repeat answers true again). */
  award(a: FreeRoundsAward): Promise<boolean>;
}

const TIMEOUT_MS = 5000;

export function httpFreeRoundsStudio(baseUrl: () => string, secret: string): FreeRoundsStudio {
  return {
    async award(a) {
      const body = JSON.stringify(a);
      try {
        const res = await fetch(`${baseUrl()}${FREE_ROUNDS_PATH}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signBody(body, secret),
          },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const answer = (await res.json()) as FreeRoundsAnswer;
        return answer.status === 'OK';
      } catch {
        return false; // unreachable or slow: the delivery job tries again
      }
    },
  };
}

/**
 * The studios that take awards, by provider code, one map per process's services: an adapter
 * that speaks its own free bets protocol (Hub88's Freebets API) adds itself here, in whatever
 * order the areas register; the delivery job reads the map at each run. Keyed by the services,
 * not decorated on the app: the areas pass their services, and an adapter sees no app.
 */
const studiosByServices = new WeakMap<object, Map<string, FreeRoundsStudio>>();

export function freeRoundsStudiosOf(services: object): Map<string, FreeRoundsStudio> {
  let studios = studiosByServices.get(services);
  if (!studios) {
    studios = new Map();
    studiosByServices.set(services, studios);
  }
  return studios;
}

/** The studios that take awards, by provider code. */
export function freeRoundsStudios(opts: {
  /** Where this process serves (the sandbox studio lives under it); null: no sandbox studio. */
  sandboxOwnUrl: (() => string) | null;
  secrets: Record<string, string>;
  /** The app's map to fill (freeRoundsStudiosOf); a new one when absent. */
  into?: Map<string, FreeRoundsStudio>;
}): Map<string, FreeRoundsStudio> {
  const studios = opts.into ?? new Map<string, FreeRoundsStudio>();
  const secret = opts.secrets.sandbox;
  const own = opts.sandboxOwnUrl;
  if (own && secret) {
    studios.set(
      'sandbox',
      httpFreeRoundsStudio(() => `${own()}${SANDBOX_STUDIO_PATH}`, secret),
    );
  }
  return studios;
}
