// Server state of the promotions page: the live list, one promotion's detail, join and claim.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  activityClaim,
  activityDetail,
  activityJoin,
  activityList,
} from '@talih/contracts/promotions.ts';
import { call } from '../../lib/request.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { currentLanguage, i18n } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/format.ts';

export function usePromotions() {
  const token = useSession((s) => s.token);
  const lang = useSession((s) => s.lang);
  return useQuery({
    queryKey: ['promotions', token, lang],
    queryFn: ({ signal }) => call(activityList, {}, { silent: true, signal }),
    staleTime: 30_000,
  });
}

export function usePromotion(activityId: number | null) {
  const token = useSession((s) => s.token);
  const lang = useSession((s) => s.lang);
  return useQuery({
    queryKey: ['promotion', activityId, token, lang],
    queryFn: ({ signal }) =>
      call(activityDetail, { activityId: activityId ?? 0 }, { silent: true, signal }),
    enabled: activityId !== null,
  });
}

export function usePromotionAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { activityId: number; action: 'join' | 'claim' }) => {
      if (input.action === 'join') {
        await call(activityJoin, { activityId: input.activityId });
        return { paid: 0 };
      }
      const res = await call(activityClaim, { activityId: input.activityId });
      useSession.getState().setUser({ totalAssets: res.balance });
      return { paid: res.paid };
    },
    onSuccess: (res, input) => {
      toast(
        input.action === 'join'
          ? i18n.t('promo.joinedToast')
          : i18n.t('promo.claimedToast', { amount: formatMoney(res.paid, currentLanguage()) }),
        'success',
      );
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['promotions'] });
      void client.invalidateQueries({ queryKey: ['promotion'] });
    },
  });
}
