// A player's phone under the jurisdiction pack: one of its calling codes (Germany's 49, the
// sandbox's 90), stored as code + national number.
import { PHONE_LENGTH_MAX } from '@talih/contracts/limits.ts';
import { storedPhone } from '@talih/contracts/phone.ts';
import type { JurisdictionPack } from '@talih/contracts/jurisdiction.ts';
import { JurisdictionRefusal } from './refusal.ts';

/**
 * The stored form of a phone the request contract already found plausible; a number with
 * another country's code is refused naming the codes the pack accepts.
 */
export function packPhone(pack: Pick<JurisdictionPack, 'phoneCallingCodes'>, input: string) {
  const stored = storedPhone(input, pack.phoneCallingCodes);
  if (stored !== null) return stored;
  const digits = input.replace(/[\s()+-]/g, '');
  const international = /^\s*(\+|00)/.test(input) || digits.length > PHONE_LENGTH_MAX;
  if (!international) throw new JurisdictionRefusal('base.PhoneLength');
  throw new JurisdictionRefusal('errors.country.phonePrefix', {
    codes: pack.phoneCallingCodes.map((c) => `+${c}`).join(', '),
  });
}
