// Where to go after login: the `redirect` query parameter when it is a path of this app,
// otherwise Home. Never another origin ("//evil.example", "https://...", "/\\evil").

export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  // Login pages never send back to a login page.
  if (/^\/(login|register|password-reset)(\/|\?|$)/.test(value)) return fallback;
  return value;
}
