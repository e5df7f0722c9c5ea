// Global UI state (docs/seed-spec.md S3.2). Not persisted: it is rebuilt on every page load. The
// seed's isLoading, labelList and gameData are not here: each page shows its own loading state, and
// the lobby's labels and categories live in the query cache (features/games/lobby-api.ts).
import { create } from 'zustand';

interface UiState {
  menuIndex: string;
  /** The lobby label shown on Home ('hot', 'new', 'favoriler', ...). */
  activeLabel: string;
  /** The category tab of Home's grid (0: every category). */
  activeCategory: number;
  isPc: boolean;
  set: (patch: Partial<Omit<UiState, 'set'>>) => void;
}

export const useUi = create<UiState>()((set) => ({
  menuIndex: '',
  activeLabel: '',
  activeCategory: 0,
  isPc: true,
  set: (patch) => set(patch),
}));
