// A small in-memory model of bonus money in casino play (docs/design.md "Bonus money"),
// for the property test in modules/bonus/wallet.property.test.ts: what each wallet call
// should answer, and the cash, bonus, wagering and statuses it should leave. It is written from
// the rules, not from the code: cash first, then bonus; wins by the round's bonus share; refunds
// along the bet; each stake counts once (the sandbox slot at 100%); an active bonus ends by
// play only when no open round counts for it; an ended bonus's share goes to promotion expense.

export interface Answer {
  status: 'OK' | 'ERROR';
  code?: string;
  balance?: number;
}

interface ModelBonus {
  granted: number;
  required: number;
  wagered: number;
  status: string;
  converted: number;
  forfeited: number;
}

interface ModelRound {
  status: 'open' | 'closed' | 'cancelled';
  bet: number;
  bonusBet: number;
  bonus: number | null;
  win: number;
}

interface ModelBet {
  amount: number;
  bonusPart: number;
  round: string;
  reversed: boolean;
  countedFor: number | null;
  counted: number;
}

export interface ModelRules {
  wageringMultiple: number;
  maxBetMinor: number | null;
  maxConversionMinor: number | null;
}

export class BonusModel {
  cash: number;
  bonus = 0;
  readonly bonuses: ModelBonus[] = [];
  private readonly rounds = new Map<string, ModelRound>();
  private readonly bets = new Map<string, ModelBet>();
  private readonly rules: ModelRules;

  constructor(cash: number, rules: ModelRules) {
    this.cash = cash;
    this.rules = rules;
  }

  activeIndex(): number | null {
    const i = this.bonuses.findIndex((b) => b.status === 'active');
    return i < 0 ? null : i;
  }

  grant(amount: number) {
    this.bonuses.push({
      granted: amount,
      required: amount * this.rules.wageringMultiple,
      wagered: 0,
      status: 'pending',
      converted: 0,
      forfeited: 0,
    });
    this.startNext();
  }

  /** An expiry or a forfeit: all the bonus money goes back. */
  end(outcome: string) {
    const forfeited = this.bonus;
    this.close(outcome, 0, forfeited);
    return { convertedMinor: 0, forfeitedMinor: forfeited };
  }

  bet(tid: string, rid: string, amount: number, close: boolean): Answer {
    const round = this.rounds.get(rid);
    if (round && round.status !== 'open') return { status: 'ERROR', code: 'BAD_REQUEST' };
    const a = this.activeIndex();
    const { maxBetMinor } = this.rules;
    if (a !== null && maxBetMinor !== null && amount > maxBetMinor) {
      return { status: 'ERROR', code: 'LIMIT_EXCEEDED', balance: this.cash + this.bonus };
    }
    const sameBonus = !round || round.bonus === null || round.bonus === a;
    const part =
      a !== null && sameBonus ? Math.min(this.bonus, Math.max(0, amount - this.cash)) : 0;
    if (amount > this.cash + part) {
      return { status: 'ERROR', code: 'INSUFFICIENT_FUNDS', balance: this.cash + this.bonus };
    }
    this.cash -= amount - part;
    this.bonus -= part;
    const r = round ?? { status: 'open', bet: 0, bonusBet: 0, bonus: null, win: 0 };
    r.bet += amount;
    if (a !== null) {
      r.bonusBet += part;
      r.bonus = r.bonus ?? a;
      this.bonuses[a]!.wagered += amount;
    }
    if (close) r.status = 'closed';
    this.rounds.set(rid, r);
    const counted = a === null ? 0 : amount;
    this.bets.set(tid, {
      amount,
      bonusPart: part,
      round: rid,
      reversed: false,
      countedFor: a,
      counted,
    });
    if (a !== null) this.settle();
    return this.ok();
  }

  win(rid: string, amount: number, close: boolean): Answer {
    const r = this.rounds.get(rid);
    if (!r || r.status !== 'open') return { status: 'ERROR', code: 'BAD_REQUEST' };
    const share =
      r.bonus !== null && r.bonusBet > 0 ? Math.floor((amount * r.bonusBet) / r.bet) : 0;
    if (share > 0 && this.isActive(r.bonus)) this.bonus += share;
    this.cash += amount - share;
    r.win += amount;
    if (close) r.status = 'closed';
    if (r.bonus !== null) this.settle();
    return this.ok();
  }

  rollback(tid: string): Answer {
    const b = this.bets.get(tid)!;
    if (b.reversed) return this.ok();
    const r = this.rounds.get(b.round)!;
    if (r.status === 'closed' || r.win > 0) return { status: 'ERROR', code: 'BAD_REQUEST' };
    b.reversed = true;
    if (b.bonusPart > 0 && this.isActive(b.countedFor)) this.bonus += b.bonusPart;
    this.cash += b.amount - b.bonusPart;
    r.bet -= b.amount;
    r.bonusBet -= b.bonusPart;
    if (r.bet === 0 && r.win === 0) r.status = 'cancelled';
    if (b.countedFor !== null) {
      if (this.isActive(b.countedFor)) this.bonuses[b.countedFor]!.wagered -= b.counted;
      this.settle();
    }
    return this.ok();
  }

  /** The rounds played so far, only the open ones when `open`, oldest first. */
  roundIds(open: boolean): string[] {
    return [...this.rounds].filter(([, r]) => !open || r.status === 'open').map(([id]) => id);
  }

  describe() {
    return {
      cash: this.cash,
      bonus: this.bonus,
      bonuses: this.bonuses,
      rounds: Object.fromEntries(this.rounds),
    };
  }

  private ok(): Answer {
    return { status: 'OK', balance: this.cash + this.bonus };
  }

  private isActive(i: number | null) {
    return i !== null && this.bonuses[i]!.status === 'active';
  }

  /** Completion first (wagering met), else depletion (no money left); never with a round open. */
  private settle() {
    const a = this.activeIndex();
    if (a === null) return;
    for (const r of this.rounds.values()) if (r.status === 'open' && r.bonus === a) return;
    const b = this.bonuses[a]!;
    if (b.wagered >= b.required) {
      const cap = this.rules.maxConversionMinor;
      const convert = cap === null ? this.bonus : Math.min(this.bonus, cap);
      this.cash += convert;
      this.close('completed', convert, this.bonus - convert);
    } else if (this.bonus === 0) {
      this.close('depleted', 0, 0);
    }
  }

  private close(outcome: string, converted: number, forfeited: number) {
    const b = this.bonuses[this.activeIndex()!]!;
    b.status = outcome;
    b.converted = converted;
    b.forfeited = forfeited;
    this.bonus = 0;
    this.startNext();
  }

  private startNext() {
    if (this.activeIndex() !== null) return;
    const next = this.bonuses.find((b) => b.status === 'pending');
    if (!next) return;
    next.status = 'active';
    this.bonus = next.granted;
  }
}
