// A preloaded lazy page draws on its first render: no fallback first (which React would then
// keep for its fallback throttle, ~300 ms, before the page).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazy-page.ts';

afterEach(cleanup);

const Page = () => <p>the page</p>;

describe('lazyPage', () => {
  it('renders a preloaded page at once, without the fallback', async () => {
    let loads = 0;
    const LazyPage = lazyPage(async () => {
      loads++;
      return { default: Page };
    });
    await LazyPage.preload();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(loads).toBe(1);
  });

  it('without a preload, shows the fallback until the page has loaded', async () => {
    const LazyPage = lazyPage(async () => ({ default: Page }));
    render(
      <Suspense fallback={<p>fallback</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(screen.getByText('fallback')).toBeTruthy();
    expect(await screen.findByText('the page')).toBeTruthy();
  });
});
