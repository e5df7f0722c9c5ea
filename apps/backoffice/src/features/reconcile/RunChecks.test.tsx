// A run's checks: failed ones first with their Turkish names, counts and samples; passed ones
// folded under a count; an English name the screen doesn't know stays as the server wrote it.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReconcileRunView } from '@talih/contracts/backoffice/reconcile.ts';
import { initI18n } from '../../lib/i18n.ts';
import { RunChecks } from './RunChecks.tsx';

const run: ReconcileRunView = {
  id: 7,
  startedAt: 0,
  finishedAt: 100,
  trigger: 'staff',
  actor: 'ayse',
  ok: false,
  violations: 12,
  checkCount: 3,
  checks: [
    { name: 'ledger: every journal entry sums to zero', ok: true, violations: 0, sample: [] },
    {
      name: 'ledger: every cached balance equals the sum of its lines',
      ok: false,
      violations: 12,
      sample: ['account 3 (player_cash 1) caches 9999 but its lines sum to 5000'],
    },
    { name: 'a check added later', ok: true, violations: 0, sample: [] },
  ],
};

describe('RunChecks', () => {
  beforeAll(() => initI18n('tk'));
  afterEach(cleanup);

  it('lists the failed check first, in Turkish, with its count and sample', () => {
    const { container } = render(<RunChecks run={run} />);
    const failed = container.querySelectorAll('.check-bad');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.textContent).toContain(
      'Defter: her hesabın bakiyesi kayıtlarının toplamına eşit',
    );
    expect(failed[0]?.textContent).toContain('12 ihlal');
    expect(failed[0]?.textContent).toContain('ve 11 ihlal daha');
    expect(screen.getByText(/caches 9999 but its lines sum to 5000/)).toBeTruthy();
    expect(screen.getByText('Başarılı kontroller (2)')).toBeTruthy();
    const passed = [...container.querySelectorAll('.check-ok .check-name')].map(
      (e) => e.textContent,
    );
    expect(passed).toEqual(['Defter: her yevmiye kaydının toplamı sıfır', 'a check added later']);
  });
});
