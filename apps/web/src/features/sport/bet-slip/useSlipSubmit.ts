// Placing the slip: the stake checked on the device first (with the reader's message), then
// sent with a request id that a resend of the same slip after a lost answer reuses. The
// message belongs to the stake and type it was about: editing either hides it.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPORT_LIMITS, type FreeBetView } from '@talih/contracts/sport.ts';
import { formatMoney } from '../../../lib/format.ts';
import { RequestError } from '../../../lib/request.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { usePlaceBet } from '../api.ts';
import { isLostAnswer, requestIdFor, type LostSubmit, type SlipSubmit } from '../place-request.ts';
import { useSlip } from '../slip-store.ts';
import { parseStake, systemKOf } from './totals.ts';

export function useSlipSubmit(onPlaced: (() => void) | undefined) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const slip = useSlip();
  const place = usePlaceBet();
  const [problem, setProblem] = useState({ text: '', stake: '', kind: '' });
  // The request id of a submit whose answer was lost: the same slip sent again reuses it.
  const lost = useRef<LostSubmit | null>(null);
  const error = problem.stake === slip.stake && problem.kind === slip.kind ? problem.text : '';
  const setError = (text: string) => setProblem({ text, stake: slip.stake, kind: slip.kind });
  const money = (v: number) => formatMoney(v, lang);

  /** The reader's message for a stake the server would refuse, or '' when it may be sent. */
  const stakeProblem = (stake: number) => {
    if (!(stake > 0)) return t('sport.EnterStake');
    if (Math.round(stake * 100) < SPORT_LIMITS.minStakeMinor) {
      return t('errors.sport.stakeMin', { minMoney: money(SPORT_LIMITS.minStakeMinor / 100) });
    }
    if (Math.round(stake * 100) > SPORT_LIMITS.maxStakeMinor) {
      return t('errors.sport.stakeMax', { maxMoney: money(SPORT_LIMITS.maxStakeMinor / 100) });
    }
    return '';
  };

  /** Sends the slip; with a free bet, its amount is the stake (the field is not asked). */
  const submit = async (freeBet: FreeBetView | null = null) => {
    const stake = freeBet ? freeBet.amount : parseStake(slip.stake);
    const refused = freeBet ? '' : stakeProblem(stake);
    setError(refused);
    if (refused) return;
    const body: SlipSubmit = {
      kind: slip.kind,
      ...(slip.kind === 'system' ? { systemK: systemKOf(slip.systemK, slip.picks.length) } : {}),
      selections: slip.picks.map((p) => ({ selectionId: p.selectionId, odds: p.odds })),
      stake,
      oddsPolicy: slip.policy,
      ...(freeBet ? { freeBetId: freeBet.id } : {}),
    };
    const requestId = requestIdFor(body, lost.current);
    try {
      await place.mutateAsync({ slip: body, requestId });
      lost.current = null;
    } catch (e) {
      // The slip may have been placed: sending it again asks for that first answer.
      lost.current = isLostAnswer(e) ? { requestId, slip: JSON.stringify(body) } : null;
      // The server's reason (e.g. the active bonus's maximum bet) stays in the slip too.
      if (e instanceof RequestError && e.kind === 'server') setError(e.message);
      return;
    }
    toast(t('sport.slip.placed'), 'success');
    slip.clear();
    onPlaced?.();
  };

  return { submit, error, pending: place.isPending };
}
