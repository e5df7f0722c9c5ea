// The national-register port (docs/identity.md "National registers"): one question, "may this
// person play?", asked of the register a licence names. Germany's OASIS has an adapter built
// from its public web-service description (oasis.ts); LUGAS, CRUKS and GAMSTOP publish no
// interface: each has this port and a sandbox simulator, and production refuses a pack that
// needs one of them until a real adapter is configured (nothing is built from guesses).
import type { RegisterName } from '@talih/contracts/jurisdiction.ts';

export interface RegisterPerson {
  userId: number;
  fullName: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  city: string | null;
  address: string | null;
  /** A name before marriage (Geburtsname); Talih does not ask for it yet. */
  birthName?: string | null;
  /** Geburtsort; Talih does not ask for it yet. */
  birthPlace?: string | null;
  postalCode?: string | null;
}

export interface RegisterAnswer {
  excluded: boolean;
  /** The register's reference for the answer (an OASIS Meldung, a CRUKS code), shown to staff. */
  reference: string | null;
}

export interface PlayerRegister {
  readonly name: RegisterName;
  check(person: RegisterPerson): Promise<RegisterAnswer>;
}

/**
 * Why a register gave no answer. Every kind is treated alike by the caller (fail closed: no
 * deposit, no game launch); the kind is for the log and for staff reading it.
 *   unreachable  the connection failed, or the register answered 5xx
 *   timeout      no answer within the adapter's time
 *   refused      the register refused the request as malformed (4xx with a message)
 *   credentials  the register refused our credentials or client certificate (401/403)
 *   unreadable   an answer this adapter can't read as "listed" or "not listed"
 *   unconfigured no adapter for this register here
 */
export type RegisterFailure =
  'unreachable' | 'timeout' | 'refused' | 'credentials' | 'unreadable' | 'unconfigured';

export class RegisterUnavailable extends Error {
  readonly failure: RegisterFailure;
  constructor(message: string, failure: RegisterFailure = 'unreachable') {
    super(message);
    this.failure = failure;
  }
}
