// The national-register port (docs/identity.md "National registers"): one question, "may this
// person play?", asked of the register a licence names. Germany's OASIS publishes its
// web-service specification only to licensed operators, and LUGAS, CRUKS and GAMSTOP have no
// public interface: each has this port and a sandbox simulator, and production refuses a pack
// that needs a register until a real adapter is configured (nothing is built from guesses).
import type { RegisterName } from '@talih/contracts/jurisdiction.ts';

export interface RegisterPerson {
  userId: number;
  fullName: string;
  /** YYYY-MM-DD */
  birthDate: string;
  country: string | null;
  city: string | null;
  address: string | null;
}

export interface RegisterAnswer {
  excluded: boolean;
  /** The register's reference for the answer (an OASIS Sperr-ID, a CRUKS code), shown to staff. */
  reference: string | null;
}

export interface PlayerRegister {
  readonly name: RegisterName;
  check(person: RegisterPerson): Promise<RegisterAnswer>;
}

export class RegisterUnavailable extends Error {}
