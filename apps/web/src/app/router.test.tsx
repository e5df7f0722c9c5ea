// S2.1 strict matching: a path matches in its own case only, and a trailing slash is a miss.
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { buildRoutes, strictRoutes } from './router.tsx';
import { isStrictMiss } from './RootShell.tsx';

const deepest = (set: 'desktop' | 'mobile', path: string) => {
  const matches = matchRoutes(strictRoutes(buildRoutes(set)), path) ?? [];
  return matches.at(-1)?.route.path ?? (matches.at(-1)?.route.index ? '(index)' : null);
};

describe('strict routes', () => {
  it('matches a page in its own case only', () => {
    expect(deepest('desktop', '/promotions')).toBe('promotions');
    expect(deepest('desktop', '/Promotions')).toBe('*');
    expect(deepest('desktop', '/kisiselBilgiler/recharge')).toBe('recharge');
    expect(deepest('desktop', '/kisiselbilgiler/recharge')).toBe('*');
    expect(deepest('mobile', '/register')).toBe('register');
    expect(deepest('mobile', '/REGISTER')).toBe('*');
  });

  it('treats a trailing slash as a miss, except the root', () => {
    expect(isStrictMiss('/')).toBe(false);
    expect(isStrictMiss('/promotions')).toBe(false);
    expect(isStrictMiss('/promotions/')).toBe(true);
    expect(isStrictMiss('/kisiselBilgiler/recharge/')).toBe(true);
  });
});
