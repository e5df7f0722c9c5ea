// Global UI state (SEED-SPEC S3.2). Not persisted: it is rebuilt on every page load.
import { create } from 'zustand';

export interface GameCategory {
  categoryId: number;
  categoryName: string;
}

export interface GameData {
  categoryList: GameCategory[];
  [list: string]: unknown;
}

interface UiState {
  isLoading: boolean;
  menuIndex: string;
  labelList: unknown[];
  gameData: GameData;
  /** The lobby label shown on Home ('hot', 'new', 'favoriler', ...). */
  activeLabel: string;
  /** The category tab of Home's grid (0: every category). */
  activeCategory: number;
  isPc: boolean;
  set: (patch: Partial<Omit<UiState, 'set'>>) => void;
}

export const useUi = create<UiState>()((set) => ({
  isLoading: false,
  menuIndex: '',
  labelList: [],
  gameData: { categoryList: [] },
  activeLabel: '',
  activeCategory: 0,
  isPc: true,
  set: (patch) => set(patch),
}));
