// The screening screen names what set each hit off: a hit found when the player first gave
// their name and birth date reads "KYC temel seviye" (it read "Kayıt", which staff took for the
// sign-up), a later change of either reads as that change, and the daily and manual runs by name.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { ScreeningHitRow } from '@talih/contracts/backoffice/screening.ts';
import { initI18n } from '../../lib/i18n.ts';
import { renderAs, serveStaff } from '../../testing/render.tsx';
import { ScreeningPage } from './ScreeningPage.tsx';

const hit = (id: number, nickname: string, trigger: string): ScreeningHitRow => ({
  id,
  userId: 100 + id,
  nickname,
  status: 'open',
  score: 0.93,
  screenedName: 'Kemal Sancaklı',
  matchedName: 'Kemal Sancakli',
  entry: {
    id: `Q${id}`,
    caption: 'Kemal Sancakli',
    names: ['Kemal Sancakli'],
    birthDates: ['1970-01-01'],
    countries: ['tr'],
    topics: ['sanction'],
    datasets: ['sandbox'],
  },
  trigger,
  createdAt: Date.UTC(2026, 11, 6, 9, 0),
  decidedBy: null,
  note: null,
  clearPending: false,
});

beforeAll(() => initI18n('tk'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('says what set each hit off', async () => {
  serveStaff({
    '/screening/hits': {
      rows: [
        hit(1, 'ayse', 'registration'),
        hit(2, 'mehmet', 'details'),
        hit(3, 'zeynep', 'daily'),
        hit(4, 'ali', 'manual'),
      ],
    },
  });
  renderAs('admin', <ScreeningPage />);
  const triggerOf = async (nickname: string) => {
    const row = (await screen.findByText(nickname)).closest('tr')!;
    const cells = within(row as HTMLElement).getAllByRole('cell');
    return cells[3]!.textContent;
  };
  expect(await triggerOf('ayse')).toBe('KYC temel seviye');
  expect(await triggerOf('mehmet')).toBe('Ad veya doğum tarihi değişikliği');
  expect(await triggerOf('zeynep')).toBe('Günlük tarama');
  expect(await triggerOf('ali')).toBe('Elle tarama');
});
