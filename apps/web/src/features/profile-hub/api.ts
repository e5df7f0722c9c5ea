import { useQuery } from '@tanstack/react-query';
import { getProfileHub } from '@talih/contracts/profile-hub.ts';
import { call } from '../../lib/request.ts';

export function useProfileHub(enabled: boolean) {
  return useQuery({
    queryKey: ['profileHub'],
    queryFn: ({ signal }) => call(getProfileHub, {}, { silent: true, signal }),
    enabled,
    staleTime: 5_000,
  });
}
