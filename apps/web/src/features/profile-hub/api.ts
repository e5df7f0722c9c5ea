import { useQuery } from '@tanstack/react-query';
import { getProfileHub } from '@talih/contracts/profile-hub.ts';
import { legalAccepted } from '@talih/contracts/legal.ts';
import { usePlayerKey } from '../../lib/query-keys.ts';
import { call } from '../../lib/request.ts';

export function useProfileHub(enabled: boolean) {
  return useQuery({
    queryKey: ['profileHub'],
    queryFn: ({ signal }) => call(getProfileHub, {}, { silent: true, signal }),
    enabled,
    staleTime: 5_000,
  });
}

/** The versions of the terms and privacy notice the player accepted, and when. */
export function useAcceptedTexts(enabled: boolean) {
  const player = usePlayerKey();
  return useQuery({
    queryKey: ['legal', 'accepted', player],
    queryFn: ({ signal }) => call(legalAccepted, {}, { silent: true, signal }),
    enabled,
  });
}
