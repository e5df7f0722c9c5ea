// The stand-in notice: the whole sentence on a desktop; one line on a phone (the name, then
// what opened instead) whose tap shows the whole sentence, closed again by a second tap,
// Escape or a tap elsewhere.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from '../../lib/i18n.ts';
import { StandInNotice } from './StandInNotice.tsx';

const NAME = 'Sapphire Falcon Garden Hold & Win';
const FULL =
  'Sapphire Falcon Garden Hold & Win demo kataloğumuzda yer alıyor, sağlayıcısı henüz bağlı ' +
  'değil. Bu yüzden yerine Talih Stüdyo’nun Nazar Slot oyunu açılıyor.';

beforeAll(async () => {
  await setLanguage('tk');
});
afterEach(() => cleanup());

const toggle = () => screen.getByRole('button', { name: `${NAME} yerine Nazar Slot açıldı` });
const details = () => screen.queryByTestId('stand-in-details');

describe('StandInNotice', () => {
  it('says it all in one sentence on a desktop', () => {
    render(<StandInNotice name={NAME} compact={false} />);
    expect(screen.getByRole('note').textContent).toBe(FULL);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is one line on a phone, the whole sentence on a tap', async () => {
    render(<StandInNotice name={NAME} compact />);
    expect(screen.getByRole('note').querySelector('.game-stand-in-name')?.textContent).toBe(NAME);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('title')).toBe(FULL);
    expect(details()).toBeNull();

    await act(async () => fireEvent.click(toggle()));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(details()?.textContent).toBe(FULL);
    await act(async () => fireEvent.click(toggle()));
    expect(details()).toBeNull();

    await act(async () => fireEvent.click(toggle()));
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(details()).toBeNull();

    await act(async () => fireEvent.click(toggle()));
    await act(async () => fireEvent.pointerDown(document.body));
    expect(details()).toBeNull();
  });
});
