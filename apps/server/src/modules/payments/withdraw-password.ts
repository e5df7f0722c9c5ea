// Step-up with the withdrawal password (docs/design.md "Security defaults") before a withdrawal or
// a bank-card change. Wrong guesses are counted per player on the shared cache: after five in
// fifteen minutes the password is refused until the window passes, so six digits cannot be guessed
// by trying.
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { verifyPassword } from '../accounts/passwords.ts';

export const WITHDRAW_PASSWORD_FAILURES_MAX = 5;
const WINDOW_MS = 15 * 60 * 1000;

export async function requireWithdrawPassword(
  services: Services,
  userId: number,
  password: string,
): Promise<void> {
  const key = `wdpw:fail:${userId}`;
  const failures = Number((await services.cache.get(key)) ?? 0);
  if (failures >= WITHDRAW_PASSWORD_FAILURES_MAX) {
    throw new AppError('errors.payments.withdrawPasswordLocked');
  }
  const row = await services.db
    .selectFrom('users')
    .select('withdraw_password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row?.withdraw_password_hash) throw new AppError('errors.payments.needWithdrawPassword');
  if (!(await verifyPassword(password, row.withdraw_password_hash))) {
    const count = await services.cache.incr(key, WINDOW_MS);
    throw new AppError(
      count >= WITHDRAW_PASSWORD_FAILURES_MAX
        ? 'errors.payments.withdrawPasswordLocked'
        : 'errors.payments.withdrawPasswordWrong',
      { left: WITHDRAW_PASSWORD_FAILURES_MAX - count },
    );
  }
}
