// The bet slip: the chosen selections with the odds the player saw, the bet type, stake and
// the odds-change setting (kept across visits), and whether the mobile sheet is open.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SPORT_LIMITS, type BetKind, type OddsPolicy } from '@talih/contracts/sport.ts';

export interface SlipPick {
  selectionId: number;
  eventId: number;
  home: string;
  away: string;
  marketType: string;
  line: string;
  code: string;
  /** The odds the player accepted. */
  odds: number;
  /** The odds now (from the stream); differs from `odds` after a change. */
  current: number;
  /** false when the market is suspended or closed now. */
  available: boolean;
  live: boolean;
}

interface SlipState {
  picks: SlipPick[];
  kind: BetKind;
  systemK: number;
  stake: string;
  policy: OddsPolicy;
  sheetOpen: boolean;
  toggle(pick: Omit<SlipPick, 'current' | 'available'>): void;
  remove(selectionId: number): void;
  clear(): void;
  setKind(kind: BetKind): void;
  setSystemK(k: number): void;
  setStake(stake: string): void;
  setPolicy(policy: OddsPolicy): void;
  setSheetOpen(open: boolean): void;
  /** New odds and availability of picks, from the stream. */
  refresh(updates: Map<number, { odds: number; available: boolean }>): void;
  acceptChanges(): void;
}

function fitKind(kind: BetKind, n: number): BetKind {
  if (n <= 1) return 'single';
  if (kind === 'system' && n < 3) return 'multi';
  return kind;
}

export const useSlip = create<SlipState>()(
  persist(
    (set) => ({
      picks: [],
      kind: 'single',
      systemK: 2,
      stake: '',
      policy: 'none',
      sheetOpen: false,
      toggle: (pick) =>
        set((s) => {
          if (s.picks.some((p) => p.selectionId === pick.selectionId)) {
            const picks = s.picks.filter((p) => p.selectionId !== pick.selectionId);
            return { picks, kind: fitKind(s.kind, picks.length) };
          }
          if (s.picks.length >= SPORT_LIMITS.maxLegs) return s;
          // One pick per event: a new pick of the same event replaces the old one.
          const picks = [
            ...s.picks.filter((p) => p.eventId !== pick.eventId),
            { ...pick, current: pick.odds, available: true },
          ];
          const kind = s.picks.length === 0 ? 'single' : s.kind === 'single' ? 'multi' : s.kind;
          return { picks, kind: fitKind(kind, picks.length) };
        }),
      remove: (selectionId) =>
        set((s) => {
          const picks = s.picks.filter((p) => p.selectionId !== selectionId);
          return { picks, kind: fitKind(s.kind, picks.length) };
        }),
      clear: () => set({ picks: [], kind: 'single', sheetOpen: false }),
      setKind: (kind) => set((s) => ({ kind: fitKind(kind, s.picks.length) })),
      setSystemK: (systemK) => set({ systemK }),
      setStake: (stake) => set({ stake }),
      setPolicy: (policy) => set({ policy }),
      setSheetOpen: (sheetOpen) => set({ sheetOpen }),
      refresh: (updates) =>
        set((s) => {
          let changed = false;
          const picks = s.picks.map((p) => {
            const u = updates.get(p.selectionId);
            if (!u || (u.odds === p.current && u.available === p.available)) return p;
            changed = true;
            return { ...p, current: u.odds, available: u.available };
          });
          return changed ? { picks } : s;
        }),
      acceptChanges: () => set((s) => ({ picks: s.picks.map((p) => ({ ...p, odds: p.current })) })),
    }),
    {
      name: 'talih.slip',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ picks: s.picks, kind: s.kind, systemK: s.systemK, policy: s.policy }),
    },
  ),
);

/** The picks' odds moved since the player accepted them. */
export function hasChanges(picks: SlipPick[]) {
  return picks.some((p) => p.odds !== p.current);
}
