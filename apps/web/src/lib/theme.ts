// The colour theme (dark by default, light on request), kept in local storage and applied as
// <html data-theme>, which the tokens in styles/tokens.css follow.
export type Theme = 'dark' | 'light';

const KEY = 'talih.theme';

export function storedTheme(): Theme {
  try {
    return localStorage.getItem(KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** At start: the player's earlier choice. */
export function applyStoredTheme(): void {
  document.documentElement.dataset.theme = storedTheme();
}
