// The player list's filter form: typed days and amounts become the filter the server reads
// (Istanbul midnights, kuruş), the address round-trips it, wrong fields are refused in Turkish,
// and "Temizle" empties every filter.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlayerFilter } from '@talih/contracts/backoffice/player-list.ts';
import { setDeploymentCurrency } from '../../lib/format.ts';
import { initI18n } from '../../lib/i18n.ts';
import { FilterPanel } from './FilterPanel.tsx';
import {
  draftOf,
  EMPTY_FILTER,
  filterFromParams,
  filterOf,
  filterToParams,
} from './filter-params.ts';

function renderPanel(filter: PlayerFilter, onApply: (f: PlayerFilter) => void) {
  // The tag suggestions' call never answers here: the form works without them.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <FilterPanel filter={filter} onApply={onApply} />
    </QueryClientProvider>,
  );
}

describe('the player list filters', () => {
  beforeAll(() => {
    initI18n('tk');
    setDeploymentCurrency('TRY');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('turns typed days and amounts into the filter, and the address keeps it', () => {
    const draft = {
      ...draftOf(EMPTY_FILTER),
      registeredFrom: '2026-12-01',
      registeredTo: '2026-12-05',
      depositsMinMinor: '1.250,50',
      status: 'blocked',
      hasOpenAlert: 'yes' as const,
      country: 'de',
      tags: ['vip-aday'],
    };
    const out = filterOf(draft);
    expect(out).toEqual({
      filter: {
        ...EMPTY_FILTER,
        registeredFrom: 1796072400000,
        registeredTo: 1796504400000,
        depositsMinMinor: 125050,
        status: 'blocked',
        hasOpenAlert: true,
        country: 'DE',
        tags: ['vip-aday'],
      },
    });
    const filter = (out as { filter: PlayerFilter }).filter;
    const params = new URLSearchParams(filterToParams(filter));
    expect(params.toString()).toBe(
      'registeredFrom=1796072400000&registeredTo=1796504400000&depositsMinMinor=125050&hasOpenAlert=yes&status=blocked&country=DE&tag=vip-aday',
    );
    expect(filterFromParams(params)).toEqual(filter);
    expect(draftOf(filter).registeredTo).toBe('2026-12-05');
  });

  it('refuses an end before its start and a wrong amount, naming the fields', () => {
    const out = filterOf({
      ...draftOf(EMPTY_FILTER),
      balanceMinMinor: '500',
      balanceMaxMinor: '100',
      depositsMaxMinor: 'çok',
    });
    expect(out).toEqual({ problems: ['depositsMaxMinor', 'balanceMaxMinor'] });
  });

  it('applies the typed filter, shows the Turkish message for a wrong one, and clears', () => {
    const applied: PlayerFilter[] = [];
    renderPanel({ ...EMPTY_FILTER, kycLevel: 'basic' }, (f) => applied.push(f));
    fireEvent.change(screen.getByLabelText('En az bakiye (₺)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(applied).toEqual([{ ...EMPTY_FILTER, kycLevel: 'basic', balanceMinMinor: 1000 }]);
    fireEvent.change(screen.getByLabelText('En çok bakiye (₺)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(applied).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe(
      'İşaretli alanları düzeltin: tarih gün olarak, tutar sayı olarak yazılır; bitiş başlangıçtan önce olamaz.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Temizle' }));
    expect(applied[1]).toEqual(EMPTY_FILTER);
    expect((screen.getByLabelText('Kimlik doğrulama') as HTMLSelectElement).value).toBe('');
  });
});
