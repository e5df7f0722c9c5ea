// The registers' settings (docs/identity.md "National registers"), parsed with the rest of the
// environment (config.ts), and what production refuses: a pack that needs a register runs in
// production only with a real adapter for it. OASIS has one (oasis.ts, REGISTER_OASIS=oasis);
// LUGAS, CRUKS and GAMSTOP have none (no public protocol), so packs that need them are refused.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { JurisdictionPack, RegisterName } from '@talih/contracts/jurisdiction.ts';
import { OASIS_SIM_KENNUNG, OASIS_SIM_PASSWORT } from '@talih/sandbox/vendors/oasis.ts';

const choice = z.enum(['sandbox', 'off', '']).default('');
const codeList = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'a comma-separated list of Meldung numbers');

/** Where the in-process OASIS simulator answers in sandbox mode (never in production). */
export const OASIS_SIM_PREFIX = '/sandbox/oasis';

/** The published test client certificate of the adapter's tests, refused in production. */
export const OASIS_TEST_CERT = fileURLToPath(
  new URL('./fixtures/oasis/client.p12', import.meta.url),
);
export const OASIS_TEST_CERT_PASSPHRASE = 'talih-oasis-test';

export const REGISTER_SETTINGS = {
  /**
   * oasis (the OASIS WS adapter), sandbox (the simulator), or off; unset: sandbox in sandbox
   * mode, off in production.
   */
  REGISTER_OASIS: z.enum(['oasis', 'sandbox', 'off', '']).default(''),
  REGISTER_LUGAS: choice,
  REGISTER_CRUKS: choice,
  REGISTER_GAMSTOP: choice,
  /**
   * How long a register's "listed / not listed" is reused, in minutes (0: ask every time).
   * A change of name or birth date is always asked afresh.
   */
  REGISTER_CACHE_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
  /** OASIS WS's base address: https://oasis.hessen.de/oasisws in production. */
  OASIS_URL: z.string().default(''),
  /** The operator's OASIS login (Nutzerkennung) and its password, from the RP Darmstadt. */
  OASIS_KENNUNG: z.string().default(''),
  OASIS_PASSWORT: z.string().default(''),
  /** The operator's client certificate with its key, a PKCS#12 file (.p12), and its passphrase. */
  OASIS_CLIENT_CERT: z.string().default(''),
  OASIS_CLIENT_CERT_PASSPHRASE: z.string().default(''),
  /** Extra CA certificates (PEM file) to trust for the OASIS server; empty: the system's. */
  OASIS_CA: z.string().default(''),
  /** One status query's time; past it the register counts as unreachable (fail closed). */
  OASIS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  /** basic: first names, surname, birth date; full: also birth name, birth place, address. */
  OASIS_QUERY_FIELDS: z.enum(['basic', 'full']).default('basic'),
  /** The Meldung numbers that mean "not listed" and "listed" (check them in the table of responses). */
  OASIS_CODES_CLEAR: codeList.default('19'),
  OASIS_CODES_EXCLUDED: codeList.default('18,23,24'),
};

interface RegisterConfig {
  mode: 'sandbox' | 'production';
  jurisdiction: JurisdictionPack;
  REGISTER_OASIS: string;
  REGISTER_LUGAS: string;
  REGISTER_CRUKS: string;
  REGISTER_GAMSTOP: string;
  OASIS_URL: string;
  OASIS_KENNUNG: string;
  OASIS_PASSWORT: string;
  OASIS_CLIENT_CERT: string;
  OASIS_CLIENT_CERT_PASSPHRASE: string;
  OASIS_QUERY_FIELDS: string;
  OASIS_TIMEOUT_MS: number;
}

const SETTING: Record<RegisterName, keyof RegisterConfig> = {
  oasis: 'REGISTER_OASIS',
  lugas: 'REGISTER_LUGAS',
  cruks: 'REGISTER_CRUKS',
  gamstop: 'REGISTER_GAMSTOP',
};

export type RegisterAdapter = 'oasis' | 'sandbox' | 'off';

/** The adapter a register uses: the setting, or the mode's default. */
export function registerAdapterOf(c: RegisterConfig, name: RegisterName): RegisterAdapter {
  const set = c[SETTING[name]] as string;
  if (set === 'sandbox' || set === 'off') return set;
  if (set === 'oasis' && name === 'oasis') return 'oasis';
  return c.mode === 'sandbox' ? 'sandbox' : 'off';
}

export function parseCodes(list: string): number[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
}

const LOOPBACK = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/i;

function sha256(path: string): string | null {
  try {
    return createHash('sha256').update(readFileSync(path)).digest('hex');
  } catch {
    return null;
  }
}

interface Problem {
  setting: string;
  problem: string;
  fix: string;
}

/** What production refuses of the OASIS adapter's settings (REGISTER_OASIS=oasis). */
function oasisProblems(c: RegisterConfig): Problem[] {
  const out: Problem[] = [];
  const missing = (setting: string, what: string, fix: string) => ({
    setting,
    problem: `not set: ${what}`,
    fix,
  });
  if (!c.OASIS_URL) {
    out.push(
      missing(
        'OASIS_URL',
        'the address of OASIS WS',
        'set OASIS_URL=https://oasis.hessen.de/oasisws (the RP Darmstadt names the server)',
      ),
    );
  } else if (c.OASIS_URL.includes(OASIS_SIM_PREFIX) || LOOPBACK.test(c.OASIS_URL)) {
    out.push({
      setting: 'OASIS_URL',
      problem: "it points at the sandbox's OASIS simulator, which excludes nobody real",
      fix: 'set OASIS_URL=https://oasis.hessen.de/oasisws',
    });
  } else if (!c.OASIS_URL.startsWith('https://')) {
    out.push({
      setting: 'OASIS_URL',
      problem: 'not https: the register is asked only over TLS with the client certificate',
      fix: 'set OASIS_URL=https://oasis.hessen.de/oasisws',
    });
  }
  if (!c.OASIS_KENNUNG || c.OASIS_KENNUNG === OASIS_SIM_KENNUNG) {
    out.push(
      missing(
        'OASIS_KENNUNG',
        "the operator's OASIS login (or the simulator's)",
        'set the Nutzerkennung the RP Darmstadt issued',
      ),
    );
  }
  if (!c.OASIS_PASSWORT || c.OASIS_PASSWORT === OASIS_SIM_PASSWORT) {
    out.push(
      missing(
        'OASIS_PASSWORT',
        "the OASIS login's password (or the simulator's)",
        'set the password of that login',
      ),
    );
  }
  const testCert = sha256(OASIS_TEST_CERT);
  if (!c.OASIS_CLIENT_CERT) {
    out.push(
      missing(
        'OASIS_CLIENT_CERT',
        "the operator's client certificate (PKCS#12): OASIS WS accepts no connection without it",
        'set the path of the .p12 file issued for the OASIS connection',
      ),
    );
  } else if (testCert !== null && sha256(c.OASIS_CLIENT_CERT) === testCert) {
    out.push({
      setting: 'OASIS_CLIENT_CERT',
      problem: "it is the tests' published certificate",
      fix: 'set the path of the .p12 file issued for the OASIS connection',
    });
  }
  if (
    !c.OASIS_CLIENT_CERT_PASSPHRASE ||
    c.OASIS_CLIENT_CERT_PASSPHRASE === OASIS_TEST_CERT_PASSPHRASE
  ) {
    out.push(
      missing(
        'OASIS_CLIENT_CERT_PASSPHRASE',
        "the client certificate's passphrase (or the tests' published one)",
        'set the passphrase of that .p12 file',
      ),
    );
  }
  return out;
}

export function registerProblems(c: RegisterConfig): Problem[] {
  return c.jurisdiction.registers.flatMap((name): Problem[] => {
    if (name === 'oasis' && registerAdapterOf(c, name) === 'oasis') return oasisProblems(c);
    if (name === 'oasis') {
      return [
        {
          setting: SETTING[name],
          problem: `the ${c.jurisdiction.code} pack checks players against OASIS, and ${
            registerAdapterOf(c, name) === 'sandbox'
              ? 'only its sandbox simulator is set'
              : 'it is off'
          }`,
          fix: 'set REGISTER_OASIS=oasis with OASIS_URL, OASIS_KENNUNG, OASIS_PASSWORT, OASIS_CLIENT_CERT and OASIS_CLIENT_CERT_PASSPHRASE',
        },
      ];
    }
    return [
      {
        setting: SETTING[name],
        problem: `the ${c.jurisdiction.code} pack checks players against ${name.toUpperCase()}, and only its sandbox simulator exists`,
        fix: `add and configure a ${name.toUpperCase()} adapter (the register's interface is given to licensed operators), or run another pack`,
      },
    ];
  });
}

/** `talih doctor`'s line for the registers. */
export function registersLine(c: RegisterConfig): string {
  const regs = c.jurisdiction.registers;
  if (regs.length === 0) return '  registers: none (the pack needs none)';
  const each = regs.map((r) => {
    const adapter = registerAdapterOf(c, r);
    if (adapter === 'oasis') {
      return `${r} (OASIS WS at ${c.OASIS_URL || '(no OASIS_URL)'}, ${c.OASIS_QUERY_FIELDS} fields, ${c.OASIS_TIMEOUT_MS} ms)`;
    }
    if (adapter === 'sandbox') {
      return r === 'oasis'
        ? `${r} (sandbox simulator of OASIS WS at ${OASIS_SIM_PREFIX})`
        : `${r} (sandbox simulator)`;
    }
    return `${r} (none: refused)`;
  });
  return `  registers: ${each.join(', ')}`;
}
