// The sandbox simulators of the national registers. OASIS's is its web service simulated
// (apps/sandbox/src/vendors/oasis.ts), asked through the real adapter in this process: the same
// XML, headers, statuses, errors and timeouts, no network. LUGAS, CRUKS and GAMSTOP have no public
// protocol, so each simulator is the port answered in-process. Either way a tester steers it from
// the sign-up form: a surname naming the register ("Sperre" for OASIS, "Parallel" for LUGAS,
// "Uitgesloten" for CRUKS, "Excluded" for GAMSTOP) is on it, and "Offline" makes the register
// unreachable (OASIS also: "Langsam" times out, "Unbekannt" answers what nobody can read).
// Never used in production (settings.ts refuses it).
import type { RegisterName } from '@talih/contracts/jurisdiction.ts';
import {
  OASIS_SIM_KENNUNG,
  OASIS_SIM_PASSWORT,
  oasisSimAnswer,
} from '@talih/sandbox/vendors/oasis.ts';
import { oasisRegister, type OasisCodes, type OasisFields, type OasisTransport } from './oasis.ts';
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

/** The OASIS simulator answering in this process, as if over the wire (timeouts included). */
export const simulatorTransport: OasisTransport = async (req) => {
  const said = oasisSimAnswer(
    Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v])),
    req.body,
  );
  if (said.delayMs >= req.timeoutMs) {
    await new Promise((r) => setTimeout(r, req.timeoutMs));
    throw new RegisterUnavailable(`oasis: no answer in ${req.timeoutMs} ms`, 'timeout');
  }
  if (said.delayMs > 0) await new Promise((r) => setTimeout(r, said.delayMs));
  return { status: said.status, body: said.body };
};

export function sandboxOasis(options: {
  timeoutMs: number;
  fields: OasisFields;
  codes: OasisCodes;
}): PlayerRegister {
  return oasisRegister({
    transport: simulatorTransport,
    kennung: OASIS_SIM_KENNUNG,
    passwort: OASIS_SIM_PASSWORT,
    ...options,
  });
}

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
