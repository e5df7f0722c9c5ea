// The template rules check the editor and the server share: the schema's own limits, what each
// kind and trigger needs, and the jurisdiction pack's cap on wagering, field by field.
import { describe, expect, it } from 'vitest';
import { bonusRulesProblems } from './bonus.ts';

const OPEN = { allowed: true, wageringMultipleMax: null };
const RULES = {
  kind: 'deposit_match',
  trigger: 'first_deposit',
  percent: 100,
  wageringMultiple: 30,
  expiryDays: 14,
};

describe('bonusRulesProblems', () => {
  it('accepts a complete deposit match', () => {
    expect(bonusRulesProblems(RULES, OPEN).problems).toEqual([]);
  });

  it('names each field the schema refuses, in the order of the schema', () => {
    const { problems } = bonusRulesProblems(
      { ...RULES, wageringMultiple: undefined, expiryDays: 400, contributionPct: { slot: -1 } },
      OPEN,
    );
    expect(problems).toEqual([
      { field: 'wageringMultiple', code: 'required' },
      { field: 'contributionPct.slot', code: 'tooSmall', limit: 0 },
      { field: 'expiryDays', code: 'tooBig', limit: 365 },
    ]);
  });

  it('asks what the kind and the trigger need', () => {
    const { problems } = bonusRulesProblems(
      { ...RULES, kind: 'fixed', trigger: 'nth_deposit', percent: null },
      OPEN,
    );
    expect(problems).toEqual([
      { field: 'fixedMinor', code: 'needed' },
      { field: 'depositNumber', code: 'needed' },
    ]);
  });

  it('applies the pack: the wagering cap, and no bonuses at all where they are not allowed', () => {
    expect(
      bonusRulesProblems(
        { ...RULES, wageringMultiple: 11 },
        { allowed: true, wageringMultipleMax: 10 },
      ).problems,
    ).toEqual([{ field: 'wageringMultiple', code: 'overPack', limit: 10 }]);
    expect(
      bonusRulesProblems(RULES, { allowed: false, wageringMultipleMax: null }).problems,
    ).toEqual([{ field: 'kind', code: 'notAllowed' }]);
  });
});
