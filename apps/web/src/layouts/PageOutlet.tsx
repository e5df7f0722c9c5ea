// The page of the route inside a layout; for a player in a time-out or exclusion, a closed page
// shows the exclusion instead (features/protection/ExclusionGate.tsx), header and menus kept.
import { lazy } from 'react';
import { Outlet } from 'react-router';
import { useIsPlayer } from '../lib/session.ts';

/** Loaded for players only: a visitor's first page does not carry the protection calls. */
const ExclusionGate = lazy(() =>
  import('../features/protection/index.ts').then((m) => ({ default: m.ExclusionGate })),
);

export function PageOutlet() {
  const player = useIsPlayer();
  if (!player) return <Outlet />;
  return (
    <ExclusionGate>
      <Outlet />
    </ExclusionGate>
  );
}
