// The active pack in a few lines, for `talih doctor` and an operator checking a deployment.
import type { JurisdictionPack } from '@talih/contracts/jurisdiction.ts';
import { minorToDecimal } from '@talih/contracts/money.ts';

type CountrySettings = { COUNTRY_HEADER: string; COUNTRY_UNKNOWN_ALLOWED: boolean };
/** Writes an amount of the pack's currency (the CLI hands in the apps' formatter). */
export type PackMoney = (minor: number, currency: string) => string;

const plainMoney: PackMoney = (minor, currency) => `${minorToDecimal(minor)} ${currency}`;

export function describePack(
  pack: JurisdictionPack,
  c: CountrySettings,
  format: PackMoney = plainMoney,
): string[] {
  const money = (p: JurisdictionPack, minor: number | null) =>
    minor === null ? 'none' : format(minor, p.currency);
  const slots = pack.slots;
  return [
    `  pack: ${pack.code} (${pack.name}); currency ${pack.currency}`,
    `  countries: ${pack.countries ? pack.countries.join(', ') : 'any'}; country from ${
      c.COUNTRY_HEADER
        ? `the ${c.COUNTRY_HEADER} header of a trusted proxy`
        : 'GeoIP of the address'
    }; unknown country ${c.COUNTRY_UNKNOWN_ALLOWED ? 'allowed' : 'refused'}`,
    `  phone codes: ${pack.phoneCallingCodes.map((p) => `+${p}`).join(', ')}; minimum age ${pack.minimumAge}`,
    `  slots: ${
      slots.stakeMaxMinor === null
        ? 'no stake cap'
        : `stake at most ${money(pack, slots.stakeMaxMinor)}`
    }, ${
      slots.roundMinMs === null ? 'no minimum round time' : `${slots.roundMinMs} ms a round`
    }, autoplay ${slots.autoplay ? 'allowed' : 'off'}`,
    `  limits: required at sign-up ${pack.limits.requiredAtSignup.join(', ') || 'none'}; increases after ${
      pack.limits.increaseCoolingOffHours
    } h; deposit cap a month ${money(pack, pack.limits.depositMonthlyCapMinor)}`,
    `  kyc: verified before deposit ${pack.kyc.verifiedBeforeDeposit ? 'yes' : 'no'}, before withdrawal ${
      pack.kyc.verifiedBeforeWithdrawal ? 'yes' : 'no'
    }; source of funds at ${money(pack, pack.kyc.sourceOfFundsAtDepositsMinor)}`,
    `  protection: reality check ${
      pack.realityCheck.intervalMinutes === null
        ? 'off'
        : `every ${pack.realityCheck.intervalMinutes} min`
    }; self-exclusion at least ${pack.selfExclusion.minimumMonths} months; panic button ${
      pack.panicButton.enabled ? `locks ${pack.panicButton.lockHours} h` : 'off'
    }`,
  ];
}
