// Dark by default like the player app; light available, remembered per browser.
const KEY = 'bo.theme';
export type Theme = 'dark' | 'light';

export function initialTheme(): Theme {
  return localStorage.getItem(KEY) === 'light' ? 'light' : 'dark';
}

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  localStorage.setItem(KEY, theme);
}
