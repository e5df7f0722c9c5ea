// Pieces of the personal-information pages: the phone display.
import { COUNTRY_CODE } from '@talih/contracts/limits.ts';
import { phoneOf } from '../../lib/session.ts';

/** "+90 532 123 45 67" for a stored 905321234567; other lengths are grouped by three. */
export function formatPhone(mobile: string): string {
  const national = phoneOf(mobile);
  if (!national) return '';
  const groups =
    national.length === 10
      ? [national.slice(0, 3), national.slice(3, 6), national.slice(6, 8), national.slice(8)]
      : (national.match(/.{1,3}/g) ?? [national]);
  return `+${COUNTRY_CODE} ${groups.join(' ')}`;
}
