import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('keeps a path of this app, query included', () => {
    expect(safeRedirect('/gamePlaying/1')).toBe('/gamePlaying/1');
    expect(safeRedirect('/gamePlaying/1?isReal=1')).toBe('/gamePlaying/1?isReal=1');
  });

  it('refuses other origins, odd schemes and login pages', () => {
    for (const bad of [
      null,
      '',
      'gamePlaying/1',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/login',
      '/login?type=register',
      '/register',
    ]) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });
});
