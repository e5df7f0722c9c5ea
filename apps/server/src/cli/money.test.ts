// The CLI writes amounts as the apps do: the sign first, a dot between thousands, a comma and
// two decimals (Turkish), not "1234.56 TRY".
import { describe, expect, it } from 'vitest';
import { money } from './money.ts';

describe('CLI amounts', () => {
  it('writes kuruş as the apps write lira', () => {
    expect([money(123_456), money(5_000), money(0), money(-2_550)]).toEqual([
      '₺1.234,56',
      '₺50,00',
      '₺0,00',
      '-₺25,50',
    ]);
  });
});
