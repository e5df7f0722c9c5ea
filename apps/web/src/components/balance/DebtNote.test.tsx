// What the player owes shows beside the balance, in their language, and nothing when nothing
// is owed (a resettlement beyond the player's cash).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { setLanguage } from '../../lib/i18n.ts';
import { initialSession, pickSessionFields, useSession } from '../../lib/session.ts';
import { DebtNote } from './DebtNote.tsx';

beforeEach(() => useSession.setState({ ...initialSession }));
afterEach(cleanup);

describe('DebtNote', () => {
  it('shows nothing while nothing is owed', async () => {
    await setLanguage('tk');
    const { container } = render(<DebtNote />);
    expect(container.textContent).toBe('');
  });

  it('shows the debt from getUserInfo, with the note, in Turkish and English', async () => {
    await setLanguage('tk');
    useSession.setState({ ...pickSessionFields({ totalAssets: 0, debt: 175 }), lang: 'tk' });
    const { container, rerender } = render(<DebtNote />);
    const note = container.querySelector('[role="note"]');
    expect(note?.textContent).toBe('Borç: ₺175,00');
    expect(note?.getAttribute('title')).toBe(
      'Düzeltilen bir bahis nedeniyle borcunuz ₺175,00. Sonraki yatırım ve kazançlarınız önce bu borcu kapatır.',
    );
    await setLanguage('en');
    useSession.setState({ lang: 'en' });
    rerender(<DebtNote />);
    expect(container.querySelector('[role="note"]')?.textContent).toBe('Owed: ₺175.00');
  });
});
