// One listed transaction against the ledger's entry for it: Hub88's declined rollback of a bet
// the wallet never took agrees with the ledger's record of that rollback (it moved nothing, it
// only bars the late bet), while a declined rollback that reversed a bet does not.
import { describe, expect, it } from 'vitest';
import { listedDifference } from './reconcile-checks.ts';

type Listed = Parameters<typeof listedDifference>[0];
const declinedRollback: Listed = {
  transaction_uuid: 'rb-1',
  kind: 'rollback',
  status: 'TS_DECLINED',
  round: 'r1',
  amount_units: 0,
  is_free: 0,
  entry_kind: 'game_rollback',
  entry_minor: 0,
  entry_reverses: null,
  rolled_back: 0,
  free_bet: null,
  free_bet_rolled_back: null,
  free_win_minor: null,
};

describe("Hub88's list against the ledger, one transaction", () => {
  it('a declined rollback the ledger recorded for a bet it never took agrees', () => {
    expect(listedDifference(declinedRollback)).toBeNull();
  });

  it('a declined rollback that reversed a bet in the ledger is named', () => {
    expect(listedDifference({ ...declinedRollback, entry_reverses: 41, entry_minor: 100 })).toBe(
      "round r1: Hub88's rollback rb-1 was declined, the ledger took it",
    );
  });

  it('a declined bet the ledger took is named', () => {
    expect(
      listedDifference({
        ...declinedRollback,
        kind: 'bet',
        transaction_uuid: 'bet-1',
        entry_kind: 'game_bet',
        entry_minor: 100,
      }),
    ).toBe("round r1: Hub88's bet bet-1 was declined, the ledger took it");
  });
});
