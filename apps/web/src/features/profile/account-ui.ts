// Pieces of the personal-information pages: the phone display.
import { splitStored } from '../../lib/phone.ts';

/** "+90 532 123 45 67" for a stored 905321234567; other lengths are grouped by three. */
export function formatPhone(mobile: string): string {
  const parts = splitStored(mobile);
  if (!parts?.national) return '';
  const { code, national } = parts;
  const groups =
    national.length === 10
      ? [national.slice(0, 3), national.slice(3, 6), national.slice(6, 8), national.slice(8)]
      : (national.match(/.{1,3}/g) ?? [national]);
  return `+${code} ${groups.join(' ')}`;
}
