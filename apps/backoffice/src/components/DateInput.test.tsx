// Date fields in the staff member's format, not the browser's: a Turkish day reads 06.12.2026
// and an English one 06/12/2026, typed days become the ISO value the form keeps, a wrong day is
// marked and not handed on, and switching the language rewrites the shown day.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../lib/i18n.ts';
import { DateInput, formatDateInput, parseDateInput } from './DateInput.tsx';

function Harness({ initial, withTime = false }: { initial: string; withTime?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label>
        <span>Gün</span>
        <DateInput value={value} onChange={setValue} withTime={withTime} />
      </label>
      <p data-testid="value">{value}</p>
    </>
  );
}

describe('DateInput', () => {
  beforeAll(() => initI18n('tk'));
  afterEach(() => cleanup());

  it('reads and writes the staff locale’s day-month-year', () => {
    expect(parseDateInput('06.12.2026', false)).toBe('2026-12-06');
    expect(parseDateInput('6/1/2026', false)).toBe('2026-01-06');
    expect(parseDateInput('2026-12-06', false)).toBe('2026-12-06');
    expect(parseDateInput('06.12.2026 14:30', true)).toBe('2026-12-06T14:30');
    expect(parseDateInput('2026-12-06T09:05', true)).toBe('2026-12-06T09:05');
    expect(parseDateInput('31.02.2026', false)).toBe(null);
    expect(parseDateInput('06.12.2026 24:00', true)).toBe(null);
    expect(parseDateInput('12/2026', false)).toBe(null);
    expect(formatDateInput('2026-12-06', false)).toBe('06.12.2026');
    expect(formatDateInput('2026-12-06T14:30', true)).toBe('06.12.2026 14:30');
  });

  it('shows the Turkish day, hands on what is typed, marks a wrong day, and follows the language', async () => {
    render(<Harness initial="2026-12-01" />);
    const input = screen.getByLabelText('Gün') as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.value).toBe('01.12.2026');
    expect(input.placeholder).toBe('GG.AA.YYYY');
    fireEvent.change(input, { target: { value: '15.11.2026' } });
    expect(screen.getByTestId('value').textContent).toBe('2026-11-15');
    fireEvent.change(input, { target: { value: '32.11.2026' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('value').textContent).toBe('2026-11-15');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByTestId('value').textContent).toBe('');
    fireEvent.change(input, { target: { value: '05.12.2026' } });
    await act(() => setLanguage('en'));
    expect(input.value).toBe('05/12/2026');
    expect(input.placeholder).toBe('DD/MM/YYYY');
    await act(() => setLanguage('tk'));
    expect(input.value).toBe('05.12.2026');
  });

  it('keeps the typed day while the time is still being written', () => {
    render(<Harness initial="" withTime />);
    const input = screen.getByLabelText('Gün') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '06.12.2026' } });
    expect(screen.getByTestId('value').textContent).toBe('2026-12-06T00:00');
    expect(input.value).toBe('06.12.2026');
    fireEvent.change(input, { target: { value: '06.12.2026 14:3' } });
    expect(input.value).toBe('06.12.2026 14:3');
    fireEvent.change(input, { target: { value: '06.12.2026 14:30' } });
    expect(screen.getByTestId('value').textContent).toBe('2026-12-06T14:30');
  });
});
