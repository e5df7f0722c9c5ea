// Server state of the personal information page: the profile (GET-like /user/profile) and its
// two edits, the nickname (/user/rename) and the real name and e-mail (/user/editprofile).
// Each edit answers the user info, merged into the session at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { editProfile, profile, rename } from '@talih/contracts/accounts.ts';
import { call } from '../../lib/request.ts';
import { usePlayerKey } from '../../lib/query-keys.ts';
import { userFieldsFrom, useSession } from '../../lib/session.ts';

/** The profile feature's query keys: each names the player. */
export const profileKeys = {
  profile: (player: string) => ['profile', player] as const,
};

export function useProfile() {
  const player = usePlayerKey();
  return useQuery({
    queryKey: profileKeys.profile(player),
    queryFn: ({ signal }) => call(profile, {}, { silent: true, signal }),
  });
}

export interface ProfileEdit {
  nikeName: string;
  name: string;
  email: string;
}

/** Sends only what changed: the nickname by rename, the name and e-mail by editprofile. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ next, before }: { next: ProfileEdit; before: ProfileEdit }) => {
      if (next.nikeName !== before.nikeName) {
        const sentAt = performance.now();
        const user = await call(rename, { nikeName: next.nikeName });
        useSession.getState().setUser(userFieldsFrom(user, sentAt));
      }
      if (next.name !== before.name || next.email !== before.email) {
        const sentAt = performance.now();
        const user = await call(editProfile, { name: next.name, email: next.email });
        useSession.getState().setUser(userFieldsFrom(user, sentAt));
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['profile'] }),
  });
}
