// Reports: a period's figures as KPIs and tables, a preset asking for its own period, the live
// panel's wallet errors by code; a refused report offers a retry; a period without activity
// shows zeros and empty tables; a role without reports.read gets the server's refusal.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { ZERO_FIGURES } from '../../testing/figures.ts';
import type { Figures, Report } from '@talih/contracts/backoffice/reports.ts';
import { initI18n } from '../../lib/i18n.ts';
import { fail, renderAs, serveStaff } from '../../testing/render.tsx';
import { ReportsPage } from './routes.tsx';

const zero = ZERO_FIGURES;
const report = (totals: Figures): Report => ({
  from: '2026-11-07',
  to: '2026-12-06',
  granularity: 'day',
  totals,
  series: [{ ...totals, bucket: '2026-12-06' }],
  byGame: [],
  byProvider: [],
  bySport: [],
  byPaymentMethod: [],
});
const live = {
  minutes: [{ minute: 0, bets: 4, walletErrors: 1 }],
  walletErrorsByCode: [{ provider: 'hub88', code: 'RS_ERROR_TIMEOUT', count: 1 }],
  generatedAt: Date.UTC(2026, 11, 6, 6, 0),
};

/** A KPI card's value by its index in the row (GGR first, active players seventh). */
const kpi = (container: HTMLElement, i: number) =>
  container.querySelectorAll('.kpi .kpi-value')[i]?.textContent;

beforeAll(() => initI18n('tk'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows the period figures and asks again for a preset', async () => {
  const calls = serveStaff({
    '/reports/report': report({ ...zero, ggrMinor: 123_450, activePlayers: 42 }),
    '/reports/live': live,
  });
  const { container } = renderAs('finance', <ReportsPage />);
  await waitFor(() => expect(kpi(container, 6)).toBe('42'));
  expect(kpi(container, 0)).toBe('+₺1.234,50');
  expect(await screen.findByText('RS_ERROR_TIMEOUT')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Son 7 gün' }));
  await waitFor(() => expect(calls.filter((c) => c.path === '/reports/report')).toHaveLength(2));
  const asked = calls.filter((c) => c.path === '/reports/report').map((c) => c.body);
  expect(asked[0]?.granularity).toBe('day');
  expect(asked[1]?.from).not.toBe(asked[0]?.from);
  expect(asked[1]?.to).toBe(asked[0]?.to);
});

it('offers a retry when the report fails', async () => {
  let answer: unknown = fail('500', 'Rapor hazırlanamadı.');
  serveStaff({ '/reports/report': () => answer, '/reports/live': live });
  renderAs('finance', <ReportsPage />);
  const alert = (await screen.findAllByRole('alert'))[0]!;
  expect(alert.textContent).toContain('Rapor hazırlanamadı.');
  answer = report(zero);
  fireEvent.click(screen.getAllByRole('button', { name: 'Yeniden dene' })[0]!);
  await waitFor(() => expect(screen.queryByText('Rapor hazırlanamadı.')).toBeNull());
});

it('shows zeros for a quiet period, and no wallet errors', async () => {
  serveStaff({
    '/reports/report': report(zero),
    '/reports/live': { ...live, minutes: [], walletErrorsByCode: [] },
  });
  const { container } = renderAs('finance', <ReportsPage />);
  await waitFor(() => expect(kpi(container, 6)).toBe('0'));
  expect(kpi(container, 0)).toBe('₺0,00');
  expect(await screen.findByText('Son bir saatte hata yanıtı yok.')).toBeTruthy();
});

it("shows the server's refusal to a role without reports.read", async () => {
  serveStaff({
    '/reports/report': fail('403', 'Bu işlem için yetkiniz yok.'),
    '/reports/live': fail('403', 'Bu işlem için yetkiniz yok.'),
  });
  const { container } = renderAs('support', <ReportsPage />);
  expect((await screen.findAllByText('Bu işlem için yetkiniz yok.')).length).toBeGreaterThan(0);
  expect(container.querySelector('.kpi .num')).toBeNull();
  expect(container.querySelectorAll('.kpi .skeleton')).toHaveLength(9);
});
