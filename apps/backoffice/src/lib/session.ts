// The signed-in staff member (from /auth/me, kept in TanStack Query under ['me']) and their
// permissions. useCan hides what the role cannot do; the server checks every call anyway.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { me, type StaffMe } from '@talih/contracts/backoffice/auth.ts';
import type { Permission } from '@talih/contracts/backoffice/permissions.ts';
import { staffCall, StaffCallError } from './api.ts';
import { setDeploymentCurrency } from './format.ts';

export const ME_KEY = ['me'] as const;

export function useMe() {
  return useQuery<StaffMe | null>({
    queryKey: ME_KEY,
    queryFn: async () => {
      try {
        const staff = await staffCall(me, {});
        setDeploymentCurrency(staff.currency);
        return staff;
      } catch (error) {
        if (error instanceof StaffCallError && error.state === '401') return null;
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}

export function useCan(permission: Permission): boolean {
  const { data } = useMe();
  return data?.permissions.includes(permission) ?? false;
}

export function signedIn(client: QueryClient, staff: StaffMe) {
  setDeploymentCurrency(staff.currency);
  client.setQueryData(ME_KEY, staff);
}

export function signedOut(client: QueryClient) {
  client.setQueryData(ME_KEY, null);
  // Nothing another staff member should see survives a sign-out.
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] });
}
