// Keeps the header balance live while a player is logged in (S2.25): one event stream per
// page whose `balance` events write totalAssets (and bonusAssets) into the session store, and, as a fallback,
// a quiet getUserInfo when the window regains focus. Tourists open no stream; logout closes it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HTML_LANG } from '@talih/contracts/i18n.ts';
import { apiBase } from '../../lib/request.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { noteLiveBalance, useIsPlayer, useSession } from '../../lib/session.ts';
import { refreshUserInfo } from '../../lib/session-api.ts';
import { STREAM_PATH, startBalanceStream } from './balance-stream.ts';

/** Focus can flap (clicking into the game iframe and back): at most one refetch per this. */
const FOCUS_REFETCH_MIN_MS = 5_000;

export function useLiveBalance(): void {
  const isPlayer = useIsPlayer();
  const token = useSession((s) => s.token);
  const live = isPlayer && !!token;
  const queries = useQueryClient();

  useEffect(() => {
    if (!live) return;
    return startBalanceStream({
      url: `${apiBase()}${STREAM_PATH}`,
      headers: () => ({
        Authorization: token,
        token,
        'Accept-Language': HTML_LANG[currentLanguage()],
      }),
      onBalance: (totalAssets, _reason, bonusAssets) => {
        noteLiveBalance();
        const session = useSession.getState();
        session.setUser(bonusAssets === undefined ? { totalAssets } : { totalAssets, bonusAssets });
        // A bonus started or ended (its money appeared or went): the bonus page's list changed.
        if (bonusAssets !== undefined && bonusAssets > 0 !== session.bonusAssets > 0) {
          void queries.invalidateQueries({ queryKey: ['bonusMine'] });
        }
        // What the player owes moves with credits (they repay it) and with a resettlement that
        // empties the cash: the balance event doesn't carry it, getUserInfo does.
        if (session.debt > 0 || totalAssets === 0) void refreshUserInfo().catch(() => undefined);
      },
      // Staff answered: an open conversation shows it now instead of at the next poll.
      onEvent: (event) => {
        if (event === 'support') void queries.invalidateQueries({ queryKey: ['supportMessages'] });
      },
      // getUserInfo answers 401 too if the session is really gone, and that logs out locally.
      onUnauthorized: () => void refreshUserInfo().catch(() => undefined),
    });
  }, [live, token, queries]);

  useEffect(() => {
    if (!live) return;
    let last = 0;
    const refetch = () => {
      if (document.visibilityState === 'hidden') return;
      const now = Date.now();
      if (now - last < FOCUS_REFETCH_MIN_MS) return;
      last = now;
      refreshUserInfo().catch(() => undefined);
    };
    window.addEventListener('focus', refetch);
    document.addEventListener('visibilitychange', refetch);
    return () => {
      window.removeEventListener('focus', refetch);
      document.removeEventListener('visibilitychange', refetch);
    };
  }, [live]);
}
