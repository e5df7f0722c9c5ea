import { describe, expect, it } from 'vitest';
import { applyDesktopRootFontSize, convertPxValue, pxToVw, rootFontSizePx } from './sizing.ts';

describe('desktop root font size', () => {
  it('is min(w/1920, h/1080) x 100', () => {
    expect(rootFontSizePx(1920, 1080)).toBe(100);
    expect(rootFontSizePx(1440, 900)).toBe(75);
    expect(rootFontSizePx(2560, 1080)).toBe(100);
    expect(rootFontSizePx(1920, 864)).toBe(80);
  });

  it('never goes below 50 px', () => {
    expect(rootFontSizePx(800, 600)).toBe(50);
    expect(rootFontSizePx(0, 0)).toBe(50);
  });

  it('is applied to <html> and follows resizes', () => {
    window.innerWidth = 1440;
    window.innerHeight = 900;
    const stop = applyDesktopRootFontSize(window);
    expect(document.documentElement.style.fontSize).toBe('75px');
    window.innerWidth = 1920;
    window.innerHeight = 1080;
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('100px');
    stop();
  });
});

describe('px to vw (750 design width)', () => {
  it('converts design px to vw', () => {
    expect(pxToVw(750)).toBe(100);
    expect(pxToVw(375)).toBe(50);
    expect(pxToVw(28)).toBeCloseTo(3.73333, 5);
  });

  it('rewrites CSS values, keeping hairlines in px', () => {
    expect(convertPxValue('0 24px')).toBe('0 3.2vw');
    expect(convertPxValue('1px solid var(--border)')).toBe('1px solid var(--border)');
    expect(convertPxValue('calc(120px + env(safe-area-inset-bottom))')).toBe(
      'calc(16vw + env(safe-area-inset-bottom))',
    );
    expect(convertPxValue('-16px')).toBe('-2.13333vw');
  });

  it('floors font sizes at half the design size so text stays legible', () => {
    expect(convertPxValue('28px', true)).toBe('max(14px, 3.73333vw)');
  });
});
