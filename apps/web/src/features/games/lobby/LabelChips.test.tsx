// Home's label chips: favourites wear the heart, as on every card and in the menus.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { initialSession, useSession } from '../../../lib/session.ts';
import { useUi } from '../../../lib/ui-store.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { LabelChips } from './LabelChips.tsx';
import { renderAt, serve } from '../../../testing/test-utils.tsx';

beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession, token: 't' });
  useUi.setState({ isPc: true, activeLabel: '' });
  serve({ '/labelGame/list': { labelList: [], categoryList: [], providerList: [] } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LabelChips', () => {
  it('shows the favourites chip with the heart', () => {
    renderAt(<LabelChips />);
    const chip = screen.getByRole('button', { name: 'Favoriler' });
    expect(chip.querySelector('svg')?.getAttribute('class')).toContain('lucide-heart');
  });
});
