// A lazily loaded page that can be fetched before the router draws it (main.tsx does so for the
// page of the address). React.lazy alone suspends on its first render even when the chunk is
// already in: the dynamic import() of an evaluated module still answers a task later, so React
// shows the route's fallback and, by its fallback throttle, draws the page itself ~300 ms later
// (on the game page that was after the startup calls had answered, which held back its largest
// paint).
// Once `preload()` has the module, the page renders at once instead.
import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

export type LazyPage = ReturnType<typeof lazy<ComponentType>> & {
  preload(): Promise<PageModule>;
};

/** A thenable that answers synchronously: React.lazy reads the module without suspending. */
function settled(m: PageModule): Promise<PageModule> {
  return { then: (resolve: (value: PageModule) => void) => resolve(m) } as Promise<PageModule>;
}

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  const preload = () => load().then((m) => (loaded = m));
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload())),
    { preload },
  );
}
