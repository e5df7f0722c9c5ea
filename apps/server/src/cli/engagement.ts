// The operator's side of engagement rewards:
//   send-mail --to <userid|all> --title ".." --content ".." [--amount 12.50]
//   sign-in days [--set "1,2,3,5,8,10,20"]
//   wheel show [code] | wheel segments <code> --set "5:30,10:25,0:20"
// Mail to `all` goes to every registered player existing at the moment it is sent.
import os from 'node:os';
import { decimalToMinor } from '@talih/contracts/money.ts';
import { money } from './money.ts';
import type { Database } from '../db/database.ts';
import { sendMail } from '../modules/engagement/mail/mail.ts';
import { setSignInDays, signInDays } from '../modules/engagement/sign-in/sign-in.ts';
import { setWheelSegments, wheelConfigs } from '../modules/engagement/wheel/wheel.ts';

export interface EngagementArgs {
  command: string;
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
}

const str = (v: string | boolean | undefined) => (typeof v === 'string' ? v : undefined);

export async function engagementCommand(
  database: Database,
  args: EngagementArgs,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const { db } = database;
  try {
    if (args.command === 'send-mail') {
      const to = str(args.values.to);
      const title = str(args.values.title);
      const content = str(args.values.content);
      const amount = str(args.values.amount);
      if (!to || !title || !content || (to !== 'all' && !/^\d+$/.test(to))) {
        err(
          'usage: npm run talih -- send-mail --to <userid|all> --title "..." --content "..." [--amount 12.50]',
        );
        return 2;
      }
      const sent = await sendMail(db, {
        to: to === 'all' ? 'all' : Number(to),
        title,
        content,
        amountMinor: amount ? decimalToMinor(amount) : 0,
        sentBy: `cli:${os.userInfo().username}`,
      });
      out(
        `send-mail: batch ${sent.batch} sent to ${sent.count} player(s)` +
          (amount ? `, each with a prize of ${money(decimalToMinor(amount))}` : ''),
      );
      return 0;
    }

    if (args.command === 'sign-in') {
      if (args.positionals[0] !== 'days') {
        err('usage: npm run talih -- sign-in days [--set "1,2,3,5,8,10,20"]');
        return 2;
      }
      const set = str(args.values.set);
      if (set)
        await setSignInDays(
          db,
          set.split(',').map((a) => decimalToMinor(a.trim())),
        );
      for (const d of await signInDays(db)) out(`day ${d.day}: ${money(d.amountMinor)}`);
      out(
        'one claim per Europe/Istanbul day; a missed day or the end of the calendar starts again at day 1',
      );
      return 0;
    }

    if (args.command === 'wheel') {
      const [action, code] = args.positionals;
      if (action === 'segments') {
        const set = str(args.values.set);
        if (!code || !set) {
          err(
            'usage: npm run talih -- wheel segments <code> --set "5:30,10:25,0:20" (prize TRY:weight, ...)',
          );
          return 2;
        }
        const segments = set.split(',').map((pair): [number, number] => {
          const [amount, weight] = pair.trim().split(':');
          if (amount === undefined || weight === undefined || !/^\d+$/.test(weight)) {
            throw new RangeError(`not a prize:weight pair: ${pair}`);
          }
          return [decimalToMinor(amount), Number(weight)];
        });
        await setWheelSegments(db, code, segments);
      } else if (action !== 'show' && action !== undefined) {
        err(
          'usage: npm run talih -- wheel show [code] | wheel segments <code> --set "5:30,10:25,0:20"',
        );
        return 2;
      }
      for (const w of await wheelConfigs(db)) {
        if (code && w.code !== code) continue;
        const total = w.segments.reduce((s, x) => s + x.weight, 0);
        const rules = [
          w.perDeposits ? `1 spin per ${w.perDeposits} deposit(s)` : null,
          w.perTurnoverMinor ? `1 spin per ${money(w.perTurnoverMinor)} turnover` : null,
          w.perInvites ? `1 spin per ${w.perInvites} invited player(s)` : null,
        ].filter(Boolean);
        out(`${w.code} (VIP ${w.minVipLevel}+): ${rules.join(', ') || 'no way to earn spins'}`);
        for (const s of w.segments) {
          out(
            `  ${s.position}: ${money(s.amountMinor)}  weight ${s.weight}  (${((100 * s.weight) / total).toFixed(2)}%)`,
          );
        }
      }
      return 0;
    }
  } catch (error) {
    if (error instanceof RangeError) {
      err(`${args.command}: ${error.message}`);
      return 1;
    }
    throw error;
  }
  err(`Unknown command: ${args.command}`);
  return 2;
}
