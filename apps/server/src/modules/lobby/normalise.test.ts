// The search normaliser: Turkish letters, accents, case and punctuation, with properties over
// the letters players type (Latin, Turkish, accented, digits, punctuation, spaces).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseEveryStep, normaliseSearchText } from './normalise.ts';

const typed = fc.string({
  unit: fc.constantFrom(
    ..."abcçdefgğhıijklmnoöprsştuüvyzxqwABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZXQWéèêëáàâäíìîïóòôúùûñÉÈÁÀÍÓÚÑßØøÆæ0123456789 .,-_'’&!?:()".split(
      '',
    ),
  ),
  maxLength: 40,
});

describe('normaliseSearchText', () => {
  const cases: [string, [string, string][]][] = [
    [
      'lower-cases the Turkish way: İ and I, ı and i all become i',
      [
        ['İSTANBUL GECELERİ', 'istanbul geceleri'],
        ['ISPARTA', 'isparta'],
        ['ılık', 'ilik'],
        ['İ', 'i'],
        ['I', 'i'],
        ['ı', 'i'],
      ],
    ],
    [
      'drops Turkish and other accents',
      [
        ['ş ğ ü ö ç Ş Ğ Ü Ö Ç', 's g u o c s g u o c'],
        ['Boğaziçi Ölüdeniz Çeşme', 'bogazici oludeniz cesme'],
        ['Crème Brûlée Señor', 'creme brulee senor'],
      ],
    ],
    [
      'makes SWEET, sweet and Swéet one word',
      [
        ['SWEET', 'sweet'],
        ['Swéet', 'sweet'],
        ['SWÉET', 'sweet'],
        [' sweet ', 'sweet'],
      ],
    ],
    [
      'collapses spaces and punctuation, and joins apostrophes',
      [
        ['  Hold & Win!!  Extra--Juicy ', 'hold win extra juicy'],
        ['Dragon’s Casino Hold’em', 'dragons casino holdem'],
        ['\t\n', ''],
        ['...', ''],
      ],
    ],
    [
      'folds compatibility forms: ligatures and full-width letters',
      [
        ['ﬁesta', 'fiesta'],
        ['ＳＷＥＥＴ', 'sweet'],
      ],
    ],
  ];
  for (const [title, pairs] of cases) {
    it(title, () => {
      for (const [text, normalised] of pairs)
        expect(normaliseSearchText(text), text).toBe(normalised);
    });
  }

  it('answers what players mostly type as it is, as every step would', () => {
    for (const text of ['bonanza', 'book of 7', 'x', '4321']) {
      expect(normaliseSearchText(text)).toBe(text);
    }
    // The shortcut takes only what the steps leave unchanged; here, over strings mostly of it.
    const mostlyPlain = fc.string({
      unit: fc.constantFrom(...'abciıxyz09 I İ-ş'.split('')),
      maxLength: 20,
    });
    fc.assert(
      fc.property(mostlyPlain, (s) => {
        expect(normaliseSearchText(s)).toBe(normaliseEveryStep(s));
      }),
      { numRuns: 2_000 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        typed,
        (s) => normaliseSearchText(normaliseSearchText(s)) === normaliseSearchText(s),
      ),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (s) => {
        const once = normaliseSearchText(s);
        expect(normaliseSearchText(once)).toBe(once);
      }),
    );
  });

  it('ignores case, whichever way it is changed', () => {
    fc.assert(
      fc.property(typed, (s) => {
        const base = normaliseSearchText(s);
        expect(normaliseSearchText(s.toUpperCase())).toBe(base);
        expect(normaliseSearchText(s.toLowerCase())).toBe(base);
        expect(normaliseSearchText(s.toLocaleUpperCase('tr'))).toBe(base);
        expect(normaliseSearchText(s.toLocaleLowerCase('tr'))).toBe(base);
      }),
    );
  });

  it('answers only lower-case letters and digits separated by single spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (s) => {
        const out = normaliseSearchText(s);
        expect(out).toBe(out.trim());
        expect(out).not.toMatch(/ {2}|[İIıŞşĞğÜüÖöÇç]/);
        expect(out).toMatch(/^[\p{L}\p{N} ]*$/u);
      }),
    );
  });
});
