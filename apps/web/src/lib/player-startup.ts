// S4.6: after getUserInfo succeeds the app also loads the sign-in config, today's sign-in and
// the player's invite-to-unlock prize into the session (S3.1: signInData, bSignInToday, prize),
// in the background and silently: a failure leaves those fields as they were. The header's bell
// shows the same data through its own queries.
//
// Only the contracts' types are imported (their schemas would pull zod into the first page).
import type { CallResult } from '@talih/contracts/call.ts';
import type {
  getSignInConfig as GetSignInConfig,
  getSignInRecord as GetSignInRecord,
} from '@talih/contracts/engagement.ts';
import type { getPrizeUserMsg as GetPrizeUserMsg } from '@talih/contracts/invite.ts';
import { request } from './request.ts';
import { useSession } from './session.ts';

export async function loadSignIn(userId: number): Promise<void> {
  const [config, record] = await Promise.all([
    request<CallResult<typeof GetSignInConfig>>(
      '/signInConfig/getSignInConfig',
      {},
      { silent: true },
    ),
    request<CallResult<typeof GetSignInRecord>>(
      '/signInRecord/getSignInRecord',
      { userId },
      { silent: true },
    ),
  ]);
  if (Number(useSession.getState().userid) !== userId) return; // another account since
  useSession.getState().setUser({
    bSignInToday: record.bsignInToday,
    signInData: {
      picksNew: record.picksNew,
      bsignInToday: record.bsignInToday,
      days: config.days.length ? config.days : record.days,
    },
  });
}

export async function loadPrizeUser(userId: number): Promise<void> {
  const prize = await request<CallResult<typeof GetPrizeUserMsg>>(
    '/getPrizeUserMsg',
    { userId },
    { silent: true },
  );
  if (Number(useSession.getState().userid) === userId) useSession.getState().setUser({ prize });
}
