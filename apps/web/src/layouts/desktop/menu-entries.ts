// The desktop side menu (docs/seed-spec.md S2 "Desktop side menu"): the non-hidden routes, with
// Hot, New and Favorite inserted after the first entry (Home).
import { Flame, Heart, Sparkles, type LucideIcon } from 'lucide-react';
import type { AppRoute } from '../../lib/route-meta.ts';

export interface MenuEntry {
  id: string;
  title: string;
  icon?: LucideIcon;
  iconChecked?: LucideIcon;
  /** A route path, or undefined for a lobby label (Home with that label active). */
  to?: string;
  label?: string;
  children?: MenuEntry[];
}

export const LABEL_ENTRIES: MenuEntry[] = [
  { id: 'hot', title: 'menu.hot', icon: Flame, iconChecked: Flame, label: 'hot' },
  { id: 'new', title: 'menu.new', icon: Sparkles, iconChecked: Sparkles, label: 'new' },
  { id: 'favoriler', title: 'menu.favorites', icon: Heart, iconChecked: Heart, label: 'favoriler' },
];

function join(base: string, path: string): string {
  if (!path) return base || '/';
  return `${base}/${path}`.replace(/\/+/g, '/');
}

export function buildMenu(routes: AppRoute[]): MenuEntry[] {
  const visible = routes
    .filter((r) => !r.meta.hiddenMenu)
    .map<MenuEntry>((r) => {
      const to = join('/', r.path);
      return {
        id: r.name,
        title: r.meta.title,
        icon: r.meta.icon,
        iconChecked: r.meta.iconChecked,
        to,
        children: r.children
          ?.filter((c) => !c.meta.hiddenMenu)
          .map((c) => ({ id: `${r.name}.${c.name}`, title: c.meta.title, to: join(to, c.path) })),
      };
    });
  const [first, ...rest] = visible;
  return first ? [first, ...LABEL_ENTRIES, ...rest] : [...LABEL_ENTRIES];
}
