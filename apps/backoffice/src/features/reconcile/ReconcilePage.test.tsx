// Reconcile: the latest run's card, "run now" (its toast, the history read again) and a past
// run's checks opened from the history; a failed history offers a retry; no run yet says so;
// a role without reconcile.run sees no run button.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { ReconcileRunView } from '@talih/contracts/backoffice/reconcile.ts';
import { initI18n } from '../../lib/i18n.ts';
import { fail, renderAs, serveStaff } from '../../testing/render.tsx';
import { ReconcilePage } from './ReconcilePage.tsx';

const check = { name: 'ledger: every journal entry sums to zero', ok: true, violations: 0 };
const run = (id: number, ok: boolean): ReconcileRunView => ({
  id,
  startedAt: Date.UTC(2026, 11, 6, 6, id),
  finishedAt: Date.UTC(2026, 11, 6, 6, id) + 1500,
  trigger: 'staff',
  actor: 'ayse',
  ok,
  violations: ok ? 0 : 3,
  checkCount: 1,
  checks: [{ ...check, ok, violations: ok ? 0 : 3, sample: [] }],
});
const page = (rows: ReconcileRunView[]) => ({ rows, total: rows.length, page: 1, pageSize: 20 });

beforeAll(() => initI18n('tk'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('runs the checks now and opens a past run', async () => {
  let rows = [run(1, false)];
  const calls = serveStaff({
    '/reconcile/history': () => page(rows),
    '/reconcile/run': () => {
      rows = [run(2, true), ...rows];
      return rows[0];
    },
  });
  renderAs('admin', <ReconcilePage />);
  expect(await screen.findByText('Son çalıştırma: 3 ihlal bulundu')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Şimdi çalıştır' }));
  expect(await screen.findByText('Mutabakat tamamlandı: tüm kontroller başarılı.')).toBeTruthy();
  expect(await screen.findByText('Son çalıştırma: tüm kontroller başarılı')).toBeTruthy();
  expect(calls.map((c) => c.path)).toEqual([
    '/reconcile/history',
    '/reconcile/run',
    '/reconcile/history',
  ]);
  fireEvent.click(screen.getAllByRole('button', { name: 'Ayrıntılar' })[1]!);
  expect(screen.getByRole('region', { name: '1 numaralı çalıştırmanın kontrolleri' })).toBeTruthy();
});

it('offers a retry when the history fails', async () => {
  let answer: unknown = fail('500', 'Sunucu hatası');
  serveStaff({ '/reconcile/history': () => answer });
  renderAs('admin', <ReconcilePage />);
  expect((await screen.findByRole('alert')).textContent).toContain('Sunucu hatası');
  answer = page([run(1, true)]);
  fireEvent.click(screen.getByRole('button', { name: 'Yeniden dene' }));
  expect(await screen.findByText('Son çalıştırma: tüm kontroller başarılı')).toBeTruthy();
});

it('says so when reconcile never ran', async () => {
  serveStaff({ '/reconcile/history': page([]) });
  renderAs('admin', <ReconcilePage />);
  expect(await screen.findByText('Mutabakat henüz hiç çalıştırılmadı.')).toBeTruthy();
  expect(screen.getByText('Henüz kayıtlı çalıştırma yok.')).toBeTruthy();
});

it('shows no run button to a role without reconcile.run', async () => {
  serveStaff({ '/reconcile/history': page([run(1, true)]) });
  renderAs('finance', <ReconcilePage />);
  await waitFor(() =>
    expect(screen.getByText('Son çalıştırma: tüm kontroller başarılı')).toBeTruthy(),
  );
  expect(screen.queryByRole('button', { name: 'Şimdi çalıştır' })).toBeNull();
});
