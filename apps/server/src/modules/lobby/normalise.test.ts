// The search normaliser: Turkish letters, accents, case and punctuation, with properties over
// the letters players type (Latin, Turkish, accented, digits, punctuation, spaces).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from './normalise.ts';

const typed = fc.string({
  unit: fc.constantFrom(
    ..."abcçdefgğhıijklmnoöprsştuüvyzxqwABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZXQWéèêëáàâäíìîïóòôúùûñÉÈÁÀÍÓÚÑßØøÆæ0123456789 .,-_'’&!?:()".split(
      '',
    ),
  ),
  maxLength: 40,
});

describe('normaliseSearchText', () => {
  it('lower-cases the Turkish way: İ and I, ı and i all become i', () => {
    expect(normaliseSearchText('İSTANBUL GECELERİ')).toBe('istanbul geceleri');
    expect(normaliseSearchText('ISPARTA')).toBe('isparta');
    expect(normaliseSearchText('ılık')).toBe('ilik');
    expect(normaliseSearchText('İ')).toBe('i');
    expect(normaliseSearchText('I')).toBe('i');
    expect(normaliseSearchText('ı')).toBe('i');
  });

  it('drops Turkish and other accents', () => {
    expect(normaliseSearchText('ş ğ ü ö ç Ş Ğ Ü Ö Ç')).toBe('s g u o c s g u o c');
    expect(normaliseSearchText('Boğaziçi Ölüdeniz Çeşme')).toBe('bogazici oludeniz cesme');
    expect(normaliseSearchText('Swéet')).toBe('sweet');
    expect(normaliseSearchText('Crème Brûlée Señor')).toBe('creme brulee senor');
  });

  it('makes SWEET, sweet and Swéet one word', () => {
    const words = ['SWEET', 'sweet', 'Swéet', 'SWÉET', ' sweet '];
    expect(new Set(words.map(normaliseSearchText))).toEqual(new Set(['sweet']));
  });

  it('collapses spaces and punctuation, and joins apostrophes', () => {
    expect(normaliseSearchText('  Hold & Win!!  Extra--Juicy ')).toBe('hold win extra juicy');
    expect(normaliseSearchText('Dragon’s Casino Hold’em')).toBe('dragons casino holdem');
    expect(normaliseSearchText('\t\n')).toBe('');
    expect(normaliseSearchText('...')).toBe('');
  });

  it('folds compatibility forms: ligatures and full-width letters', () => {
    expect(normaliseSearchText('ﬁesta')).toBe('fiesta');
    expect(normaliseSearchText('ＳＷＥＥＴ')).toBe('sweet');
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
