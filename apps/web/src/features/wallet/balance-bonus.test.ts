// The balance event's bonus money: read when present and sane, left out otherwise
// (a server before bonuses sends none, and the header then keeps what it showed).
import { describe, expect, it } from 'vitest';
import { balanceOf } from './balance-stream.ts';

describe('balance event bonus money', () => {
  it('carries bonusAssets when the server sends a number of at least 0', () => {
    expect(
      balanceOf('{"type":"balance","totalAssets":10,"reason":"x","bonusAssets":25.5}'),
    ).toEqual({ totalAssets: 10, reason: 'x', bonusAssets: 25.5 });
    expect(balanceOf('{"totalAssets":10,"bonusAssets":0}')).toHaveProperty('bonusAssets', 0);
  });

  it('leaves it out when absent or junk', () => {
    for (const data of [
      '{"totalAssets":10}',
      '{"totalAssets":10,"bonusAssets":-1}',
      '{"totalAssets":10,"bonusAssets":"5"}',
      '{"totalAssets":10,"bonusAssets":null}',
    ]) {
      expect(balanceOf(data)).not.toHaveProperty('bonusAssets');
    }
  });
});
