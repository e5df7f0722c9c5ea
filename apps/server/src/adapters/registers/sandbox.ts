// The sandbox simulators of the national registers. No register's protocol is public, so each
// simulator is the port answered in-process, by a rule a tester can use from the sign-up form:
// a surname naming the register ("Sperre" for OASIS, "Parallel" for LUGAS, "Uitgesloten" for
// CRUKS, "Excluded" for GAMSTOP) is on it, and "Offline" makes the register unreachable.
// Never used in production (settings.ts refuses it).
import type { RegisterName } from '@talih/contracts/jurisdiction.ts';
import {
  RegisterUnavailable,
  type PlayerRegister,
  type RegisterAnswer,
  type RegisterPerson,
} from './port.ts';

export const SANDBOX_SURNAME: Record<RegisterName, string> = {
  oasis: 'sperre',
  lugas: 'parallel',
  cruks: 'uitgesloten',
  gamstop: 'excluded',
};

export function sandboxRegister(name: RegisterName): PlayerRegister {
  return {
    name,
    async check(person: RegisterPerson): Promise<RegisterAnswer> {
      const words = person.fullName.toLowerCase().split(/\s+/);
      if (words.includes('offline')) throw new RegisterUnavailable(`${name} is unreachable`);
      const excluded = words.includes(SANDBOX_SURNAME[name]);
      return {
        excluded,
        reference: excluded ? `${name.toUpperCase()}-SANDBOX-${person.userId}` : null,
      };
    },
  };
}
