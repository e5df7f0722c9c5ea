// The registers' settings (docs/identity.md "National registers"), parsed with the rest of the
// environment (config.ts), and what production refuses: a pack that needs a register runs in
// production only with a real adapter for it, and this build has none (no public protocol).
import { z } from 'zod';
import type { JurisdictionPack, RegisterName } from '@talih/contracts/jurisdiction.ts';

const choice = z.enum(['sandbox', 'off', '']).default('');

export const REGISTER_SETTINGS = {
  /** sandbox (the simulator), or off; unset: sandbox in sandbox mode, off in production. */
  REGISTER_OASIS: choice,
  REGISTER_LUGAS: choice,
  REGISTER_CRUKS: choice,
  REGISTER_GAMSTOP: choice,
  /** How long a register's answer is reused, in minutes, within what the licence allows. */
  REGISTER_CACHE_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
};

interface RegisterConfig {
  mode: 'sandbox' | 'production';
  jurisdiction: JurisdictionPack;
  REGISTER_OASIS: string;
  REGISTER_LUGAS: string;
  REGISTER_CRUKS: string;
  REGISTER_GAMSTOP: string;
}

const SETTING: Record<RegisterName, keyof RegisterConfig> = {
  oasis: 'REGISTER_OASIS',
  lugas: 'REGISTER_LUGAS',
  cruks: 'REGISTER_CRUKS',
  gamstop: 'REGISTER_GAMSTOP',
};

/** The adapter a register uses: the setting, or the mode's default. */
export function registerAdapterOf(c: RegisterConfig, name: RegisterName): 'sandbox' | 'off' {
  const set = c[SETTING[name]] as string;
  if (set === 'sandbox' || set === 'off') return set;
  return c.mode === 'sandbox' ? 'sandbox' : 'off';
}

export function registerProblems(c: RegisterConfig) {
  // No real adapter exists for any register yet, so every register a pack needs is refused.
  return c.jurisdiction.registers.map((name) => ({
    setting: SETTING[name],
    problem: `the ${c.jurisdiction.code} pack checks players against ${name.toUpperCase()}, and only its sandbox simulator exists`,
    fix: `add and configure a ${name.toUpperCase()} adapter (the register's interface is given to licensed operators), or run another pack`,
  }));
}

/** `talih doctor`'s line for the registers. */
export function registersLine(c: RegisterConfig): string {
  const regs = c.jurisdiction.registers;
  if (regs.length === 0) return '  registers: none (the pack needs none)';
  const each = regs.map((r) =>
    registerAdapterOf(c, r) === 'sandbox' ? `${r} (sandbox simulator)` : `${r} (none: refused)`,
  );
  return `  registers: ${each.join(', ')}`;
}
