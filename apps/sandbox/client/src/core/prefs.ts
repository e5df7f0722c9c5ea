// The player's sound and turbo choices, kept in localStorage (which a sandboxed iframe may
// refuse: then they simply last for the page).
export interface Prefs {
  sound: boolean;
  turbo: boolean;
}

const KEY = 'talih-studio:prefs';

function load(): Prefs {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const defaults: Prefs = { sound: true, turbo: reducedMotion };
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Prefs>;
    return {
      sound: typeof saved.sound === 'boolean' ? saved.sound : defaults.sound,
      turbo: typeof saved.turbo === 'boolean' ? saved.turbo : defaults.turbo,
    };
  } catch {
    return defaults;
  }
}

export const prefs: Prefs = load();

const listeners = new Set<() => void>();

export function setPref<K extends keyof Prefs>(key: K, value: Prefs[K]): void {
  prefs[key] = value;
  try {
    localStorage.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // Storage blocked: the choice still holds until the page closes.
  }
  for (const listener of listeners) listener();
}

export function onPrefsChange(listener: () => void): void {
  listeners.add(listener);
}

/** Animation length in turbo mode is a fraction of the normal one. */
export function motionMs(normalMs: number): number {
  return prefs.turbo ? Math.round(normalMs * 0.25) : normalMs;
}
