// TR IBANs: made ones always pass, and any single changed digit or swap of two different
// neighbours is caught by the mod-97 check (ISO 7064 guarantees both).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIban, ibanProblem, makeTrIban, maskIban, normaliseIban } from './iban.ts';

const bank = fc.stringMatching(/^\d{5}$/);
const account = fc.stringMatching(/^\d{1,16}$/);

describe('TR IBAN', () => {
  it('accepts a real one, in any spacing and case', () => {
    expect(ibanProblem('TR33 0006 1005 1978 6457 8413 26')).toBeNull();
    expect(ibanProblem('tr330006100519786457841326')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(ibanProblem('')).toBe('base.EnterIban');
    expect(ibanProblem('DE89370400440532013000')).toBe('base.IbanFormat');
    expect(ibanProblem('TR33000610051978645784132')).toBe('base.IbanFormat');
    expect(ibanProblem('TR34 0006 1005 1978 6457 8413 26')).toBe('base.IbanChecksum');
  });

  it('every made IBAN is valid', () => {
    fc.assert(
      fc.property(bank, account, (b, a) => {
        const iban = makeTrIban(b, a);
        expect(iban).toMatch(/^TR\d{24}$/);
        expect(ibanProblem(iban)).toBeNull();
      }),
    );
  });

  it('catches any single changed digit', () => {
    fc.assert(
      fc.property(bank, account, fc.nat(23), fc.integer({ min: 1, max: 9 }), (b, a, at, plus) => {
        const iban = makeTrIban(b, a);
        const i = 2 + at;
        const changed =
          iban.slice(0, i) + String((Number(iban[i]) + plus) % 10) + iban.slice(i + 1);
        expect(ibanProblem(changed)).toBe('base.IbanChecksum');
      }),
    );
  });

  it('formats in fours and masks all but the last four digits', () => {
    const iban = makeTrIban('00064', '1234567890');
    expect(formatIban(iban)).toMatch(/^TR\d\d( \d{4}){5} \d\d$/);
    expect(normaliseIban(formatIban(iban))).toBe(iban);
    expect(maskIban(iban).replace(/ /g, '')).toBe(`TR${'*'.repeat(20)}${iban.slice(-4)}`);
  });
});
