// The trader's confirmation: a suspension confirms with just a reason; a settlement asks a
// result for every outcome before it sends; an odds change refuses odds out of range; a hold
// of the feed's settlements says what it does, and a reason too short is named in Turkish.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TradingEventRow, TradingMarket } from '@talih/contracts/backoffice/sport.ts';
import { initI18n } from '../../lib/i18n.ts';
import { ActionDialog } from './ActionDialog.tsx';
import type { TraderAction } from './actions.ts';

const sel = (id: number, code: string) => ({
  id,
  code,
  oddsX100: 200,
  feedOddsX100: null,
  overridden: false,
  result: null,
  openBets: 0,
  stakesMinor: 0,
  potentialMinor: 0,
  liabilityMinor: 0,
});
const market: TradingMarket = {
  id: 5,
  type: '1x2',
  line: '',
  status: 'open',
  feedStatus: 'open',
  traderSuspended: false,
  traderSettled: false,
  settleHeld: false,
  inPlay: true,
  settleVersion: 0,
  openBets: 0,
  stakesMinor: 0,
  selections: [sel(1, '1'), sel(2, 'X'), sel(3, '2')],
};
const event = { home: 'Ev', away: 'Deplasman' } as TradingEventRow;

function show(action: TraderAction) {
  const onConfirm = vi.fn();
  render(
    <ActionDialog
      action={action}
      event={event}
      busy={false}
      error={null}
      onCancel={() => {}}
      onConfirm={onConfirm}
    />,
  );
  fireEvent.change(screen.getByLabelText('Gerekçe'), { target: { value: 'gol incelemesi' } });
  return onConfirm;
}

describe('ActionDialog', () => {
  beforeAll(() => initI18n('tk'));
  afterEach(cleanup);

  it('confirms a suspension with the reason', () => {
    const onConfirm = show({ kind: 'suspendMarket', market });
    fireEvent.click(screen.getByRole('button', { name: 'Askıya al', hidden: true }));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ reason: 'gol incelemesi' }));
  });

  it('asks a result for every outcome before settling', () => {
    const onConfirm = show({ kind: 'settle', market });
    const confirm = screen.getByRole('button', { name: 'Sonuçlandır', hidden: true });
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe(
      'Her seçim için bir sonuç seçin.',
    );
    const selects = screen.getAllByRole('combobox', { hidden: true });
    for (const [i, s] of selects.entries()) {
      fireEvent.change(s, { target: { value: i === 0 ? 'won' : 'lost' } });
    }
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ results: { 1: 'won', 2: 'lost', 3: 'lost' } }),
    );
  });

  it('refuses odds out of range', () => {
    const onConfirm = show({ kind: 'odds', market, selection: market.selections[0]! });
    fireEvent.change(screen.getByLabelText('1 için yeni oran'), { target: { value: '1,00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet', hidden: true }));
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('1 için yeni oran'), { target: { value: '2,35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet', hidden: true }));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ odds: 2.35 }));
  });

  it('holds the feed settlement of a market, and names a reason too short', () => {
    const onConfirm = show({ kind: 'holdMarket', market });
    expect(screen.getByRole('heading', { hidden: true }).textContent).toBe(
      'Bahsin sonucunu beklet',
    );
    const confirm = screen.getByRole('button', { name: 'Beklet', hidden: true });
    fireEvent.change(screen.getByLabelText('Gerekçe'), { target: { value: 'ab' } });
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe(
      'Gerekçe en az 3 karakter olmalı.',
    );
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Gerekçe'), { target: { value: 'sonuç şüpheli' } });
    expect(screen.queryByRole('status', { hidden: true })).toBeNull();
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ reason: 'sonuç şüpheli' }));
  });
});
