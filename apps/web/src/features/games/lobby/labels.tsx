// The lobby's labels: the system labels (all, hot, new, favourites) with their icons and
// names, and the hooks that name a label and show one in the grid.
import { Flame, Heart, LayoutGrid, Sparkles, Tag, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../../../lib/ui-store.ts';
import { LABEL_FAVORITES, LABEL_HOT, LABEL_NEW } from '../../../lib/lobby.ts';

/** The system labels, in the seed's order, with their icons and names. */
export const SYSTEM_LABELS: { id: string; title: string; icon: LucideIcon }[] = [
  { id: '', title: 'home.allGames', icon: LayoutGrid },
  { id: LABEL_HOT, title: 'menu.hot', icon: Flame },
  { id: LABEL_NEW, title: 'menu.new', icon: Sparkles },
  // The heart, as on every card and in the menus: one icon for favourites everywhere.
  { id: LABEL_FAVORITES, title: 'menu.favorites', icon: Heart },
];

export function LabelIcon({ id }: { id: string }) {
  const Icon = SYSTEM_LABELS.find((l) => l.id === id)?.icon ?? Tag;
  return <Icon size={20} aria-hidden="true" />;
}

/** The name of a label: ours for the system labels, the server's for the operator's. */
export function useLabelTitle() {
  const { t } = useTranslation();
  return (id: string, fallback = '') => {
    const system = SYSTEM_LABELS.find((l) => l.id === id);
    return system ? t(system.title) : fallback || id;
  };
}

/** Sets the active label and brings the chips (and the grid under them) into view. */
export function useShowLabel() {
  const setUi = useUi((s) => s.set);
  return (labelId: string) => {
    setUi({ activeLabel: labelId, activeCategory: 0 });
    document.getElementById('lobby-labels')?.scrollIntoView({ block: 'start' });
  };
}
