// docs/jurisdiction-example.json is the operator file format that
// docs/jurisdictions.md "An operator's own pack" shows: it must stay a pack the server
// accepts, and say what that page says it says.
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicPart } from '@talih/contracts/jurisdiction.ts';
import { loadConfig } from '../config.ts';
import { describePack } from './describe.ts';

const EXAMPLE = path.resolve(import.meta.dirname, '../../../../docs/jurisdiction-example.json');

describe('the example operator pack (docs/jurisdiction-example.json)', () => {
  it('loads through JURISDICTION as a valid pack', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), JURISDICTION: EXAMPLE });
    const pack = config.jurisdiction;
    expect(pack.code).toBe('operator-at');
    expect(publicPart(pack)).toMatchObject({
      currency: 'EUR',
      phoneCallingCodes: ['43', '423'],
      panicButton: true,
    });
    expect(describePack(pack, config)).toEqual([
      "  pack: operator-at (Austria and Liechtenstein (operator's own pack)); currency EUR",
      '  countries: AT, LI; country from GeoIP of the address; unknown country allowed',
      '  phone codes: +43, +423; minimum age 18',
      '  slots: stake at most 10.00 EUR, 3000 ms a round, autoplay off',
      '  limits: required at sign-up deposit; increases after 72 h; deposit cap a month none',
      '  kyc: verified before deposit no, before withdrawal yes; source of funds at 5000.00 EUR',
      '  protection: reality check every 30 min; self-exclusion at least 6 months; panic button locks 24 h',
    ]);
  });
});
