// The trend line's geometry: days map left to right, the highest value to the top, and a line of
// zeros to the floor of the 36-unit box (it was drawn along the top).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrendLine } from './TrendLine.tsx';

function pointsOf(values: number[]) {
  const { container } = render(<TrendLine values={values} label="trend" />);
  return container.querySelector('polyline')!.getAttribute('points');
}

describe('TrendLine', () => {
  it('draws a line of zeros on the floor of its box', () => {
    expect(pointsOf([0, 0, 0])).toBe('0.0,34.0 80.0,34.0 160.0,34.0');
  });

  it('puts the highest day at the top and zero at the bottom', () => {
    expect(pointsOf([0, 10, 5])).toBe('0.0,34.0 80.0,2.0 160.0,18.0');
  });
});
