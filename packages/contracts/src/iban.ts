// Turkish IBANs: "TR", two check digits, a 5-digit bank code, a reserved 0 and a 16-digit
// account number (26 characters, TR + 24 digits), valid when the ISO 13616 mod-97 check is 1.
// Shared by the bank-card form and the server, so both refuse the same input the same way.

export const TR_IBAN_LENGTH = 26;

/** "tr12 0006 ..." -> "TR120006...": spaces dropped, letters upper-cased. */
export function normaliseIban(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** Why an IBAN is refused, as a form-message key, or null when it is valid. */
export function ibanProblem(
  input: string,
): 'base.EnterIban' | 'base.IbanFormat' | 'base.IbanChecksum' | null {
  const iban = normaliseIban(input);
  if (iban.length === 0) return 'base.EnterIban';
  if (!/^TR\d{24}$/.test(iban)) return 'base.IbanFormat';
  return mod97(iban) === 1 ? null : 'base.IbanChecksum';
}

/** ISO 7064 mod 97-10 of an IBAN (country and check digits moved to the end, letters as numbers). */
export function mod97(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder;
}

/** A valid TR IBAN for a bank code (5 digits) and an account number (up to 16 digits). */
export function makeTrIban(bankCode: string, account: string): string {
  const bban = `${bankCode.padStart(5, '0')}0${account.padStart(16, '0')}`;
  const check = 98 - mod97(`TR00${bban}`);
  return `TR${String(check).padStart(2, '0')}${bban}`;
}

/** The bank code inside a TR IBAN (characters 5 to 9). */
export function ibanBankCode(iban: string): string {
  return normaliseIban(iban).slice(4, 9);
}

/** "TR12 0006 4000 ..." in groups of four, as printed on statements. */
export function formatIban(iban: string): string {
  return normaliseIban(iban)
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

/** Only the last four digits show: "TR** **** ... 1234". */
export function maskIban(iban: string): string {
  const n = normaliseIban(iban);
  if (n.length < 8) return n;
  return formatIban(`${n.slice(0, 2)}${'*'.repeat(n.length - 6)}${n.slice(-4)}`);
}

/** Banks of Turkey by their IBAN bank code (BDDK/TCMB EFT codes). */
export const TURKISH_BANKS: readonly { code: string; name: string }[] = [
  { code: '00010', name: 'T.C. Ziraat Bankası' },
  { code: '00012', name: 'Türkiye Halk Bankası' },
  { code: '00015', name: 'Türkiye Vakıflar Bankası' },
  { code: '00032', name: 'Türk Ekonomi Bankası' },
  { code: '00046', name: 'Akbank' },
  { code: '00062', name: 'Garanti BBVA' },
  { code: '00064', name: 'Türkiye İş Bankası' },
  { code: '00067', name: 'Yapı ve Kredi Bankası' },
  { code: '00099', name: 'ING Bank' },
  { code: '00111', name: 'QNB Bank' },
  { code: '00134', name: 'DenizBank' },
  { code: '00205', name: 'Kuveyt Türk Katılım Bankası' },
  { code: '00206', name: 'Türkiye Finans Katılım Bankası' },
  { code: '00209', name: 'Ziraat Katılım Bankası' },
];

export function bankName(code: string): string | null {
  return TURKISH_BANKS.find((b) => b.code === code)?.name ?? null;
}
