// Money arithmetic shared by the engines: bets and wins are integer minor units, multipliers are
// integer hundredths (1.23× = 123), and every win is floored to a whole minor unit.

export function assertBetMinor(betMinor: number): void {
  if (!Number.isSafeInteger(betMinor) || betMinor <= 0) {
    throw new RangeError('betMinor must be a positive safe integer');
  }
}

/** A two-decimal multiplier (1.23) as integer hundredths (123); anything finer is refused. */
export function toHundredths(multiplier: number): number {
  const hundredths = Math.round(multiplier * 100);
  // Relative slack: 42520176.23 × 100 is off by ~1e-5 in binary, yet has two decimals.
  const slack = 1e-9 * Math.max(100, Math.abs(hundredths));
  if (!Number.isFinite(multiplier) || Math.abs(hundredths - multiplier * 100) > slack) {
    throw new RangeError(`multiplier ${multiplier} must have at most two decimals`);
  }
  return hundredths;
}

/** floor(a / b) for non-negative safe integers, exact even where a / b rounds up to an integer. */
export function floorDiv(a: number, b: number): number {
  let q = Math.floor(a / b);
  if (q * b > a) q--;
  else if ((q + 1) * b <= a) q++;
  return q;
}

/**
 * floor(betMinor × hundredths / 100), exactly: the bet is split into whole hundreds and the rest,
 * so no intermediate product passes 2^53 unless the win itself does (then RangeError).
 */
export function winMinor(betMinor: number, hundredths: number): number {
  assertBetMinor(betMinor);
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) {
    throw new RangeError('hundredths must be a non-negative safe integer');
  }
  const rest = betMinor % 100;
  const win = ((betMinor - rest) / 100) * hundredths + floorDiv(rest * hundredths, 100);
  if (!Number.isSafeInteger(win)) throw new RangeError('win exceeds the safe integer range');
  return win;
}
