// The live panel counts bets per minute from the journal and the wallet's ERROR answers from
// their counter (nothing recorded them before), through the studio's real HTTP calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestApp } from '../../../testing/backends.ts';
import {
  betBody,
  openWalletTestApp,
  studioClient,
  walletPlayer,
} from '../../../testing/players.ts';
import { livePanel } from './live.ts';

for (const backend of backends()) {
  describe(`live panel on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openWalletTestApp(backend);
    });
    afterAll(() => t.dispose());

    it('counts two bets and five wallet errors by provider and code', async () => {
      const studio = studioClient(t);
      const p = await walletPlayer(t, 10_000);
      expect((await studio('bet', betBody(p, '10.00'))).status).toBe('OK');
      expect((await studio('bet', betBody(p, '5.00'))).status).toBe('OK');
      expect((await studio('bet', betBody(p, '500.00'))).code).toBe('INSUFFICIENT_FUNDS');
      expect((await studio('bet', betBody(p, '1.00'), 'wrong-secret')).code).toBe(
        'INVALID_SIGNATURE',
      );
      expect((await studio('nonsense', {})).code).toBe('BAD_REQUEST');
      // A provider nobody configured: counted under one name, whatever the URL says.
      const stranger = studioClient(t, 'x', 'no-such-studio-1');
      expect((await stranger('bet', {})).code).toBe('INVALID_SIGNATURE');
      expect((await studioClient(t, 'x', 'no-such-studio-2')('bet', {})).code).toBe(
        'INVALID_SIGNATURE',
      );

      const panel = await livePanel(t.database, 60);
      expect(panel.minutes).toHaveLength(60);
      const sum = (k: 'bets' | 'walletErrors') => panel.minutes.reduce((s, m) => s + m[k], 0);
      expect(sum('bets')).toBe(2);
      expect(sum('walletErrors')).toBe(5);
      expect(
        panel.walletErrorsByCode.map((c) => `${c.provider} ${c.code} ${c.count}`).sort(),
      ).toEqual([
        'sandbox BAD_REQUEST 1',
        'sandbox INSUFFICIENT_FUNDS 1',
        'sandbox INVALID_SIGNATURE 1',
        'unknown INVALID_SIGNATURE 2',
      ]);
      // An hour later the window has moved past them.
      const later = await livePanel(t.database, 60, Date.now() + 3_600_000);
      expect(later.minutes.reduce((s, m) => s + m.bets + m.walletErrors, 0)).toBe(0);
    });
  });
}
