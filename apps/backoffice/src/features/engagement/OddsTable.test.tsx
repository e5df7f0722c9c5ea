// The wheel editor shows each segment's chance and the expected cost of a spin as weights are
// typed, before anything is saved; weights that add up to 0 show 0% and no cost.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WheelBody } from '@talih/contracts/backoffice/engagement-config.ts';
import { initI18n } from '../../lib/i18n.ts';
import { OddsTable } from './WheelsPage.tsx';

const WHEEL: WheelBody = {
  minVipLevel: 0,
  perDeposits: 1,
  perTurnoverMinor: 0,
  perInvites: 0,
  segments: [
    { amountMinor: 1000, weight: 1 },
    { amountMinor: 0, weight: 3 },
  ],
};

function Harness() {
  const [draft, setDraft] = useState(WHEEL);
  return <OddsTable draft={draft} live={WHEEL} onChange={setDraft} />;
}

describe('OddsTable', () => {
  beforeAll(() => initI18n('tk'));
  afterEach(cleanup);

  it('answers 25% / 75% and ₺2,50 a spin, then follows a new weight', () => {
    render(<Harness />);
    expect(screen.getByTestId('odds-0').textContent).toBe('%25,00');
    expect(screen.getByTestId('odds-1').textContent).toBe('%75,00');
    expect(screen.getByTestId('expected-cost').textContent).toContain('₺2,50');
    fireEvent.change(screen.getByLabelText('2. dilimin ağırlığı'), { target: { value: '1' } });
    expect(screen.getByTestId('odds-0').textContent).toBe('%50,00');
    expect(screen.getByTestId('expected-cost').textContent).toMatch(/^₺5,00/);
  });

  it('shows 0% and no cost when the weights add up to 0', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('1. dilimin ağırlığı'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('2. dilimin ağırlığı'), { target: { value: '0' } });
    expect(screen.getByTestId('odds-0').textContent).toBe('%0,00');
    expect(screen.getByTestId('expected-cost').textContent).toMatch(/^₺0,00/);
  });
});
