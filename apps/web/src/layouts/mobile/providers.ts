// Providers shown in the drawer (SEED-SPEC S1.7). The lobby issue replaces the fixed list with
// the game list's categoryId and firmCode; until then each opens gameAll with category 0.
export const DRAWER_PROVIDERS = [
  'Pragmatic Play',
  'TADA',
  'Vivo',
  'PG',
  'Bgaming',
  'WAZDAN',
  'Microgaming',
  'NetEnt',
  'PlayNGo',
  'Playson',
  'Evolution',
  'Ezugi',
] as const;

/** Two-letter mark for a provider tile (no external logos: CSP allows only our own files). */
export function providerInitials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length > 1) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  const capitals = name.replace(/[^A-Z]/g, '');
  if (capitals.length >= 2 && capitals.length < name.length) return capitals.slice(0, 2);
  return name.slice(0, 2).toUpperCase();
}

/** A stable hue per provider for its tile. */
export function providerHue(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}
