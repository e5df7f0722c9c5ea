// The legal texts' calls: a text for its page, what the player still has to accept, and the
// acceptance. Keys name the language (the text) or the player (what they accepted).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  legalAccept,
  legalDocument,
  legalPending,
  type LegalKind,
} from '@talih/contracts/legal.ts';
import { usePlayerKey } from '../../lib/query-keys.ts';
import { call } from '../../lib/request.ts';
import { useIsPlayer, useSession } from '../../lib/session.ts';

export const legalKeys = {
  document: (kind: LegalKind, lang: string) => ['legal', 'document', kind, lang] as const,
  pending: (player: string) => ['legal', 'pending', player] as const,
};

export function useLegalDocument(kind: LegalKind | null) {
  const lang = useSession((s) => s.lang);
  return useQuery({
    queryKey: legalKeys.document(kind ?? 'terms', lang),
    queryFn: ({ signal }) => call(legalDocument, { legalText: kind! }, { silent: true, signal }),
    enabled: kind !== null,
    staleTime: 5 * 60_000,
  });
}

/** What the logged-in player has still to accept (asked once a login is in place). */
export function useLegalPending() {
  const player = useIsPlayer();
  const key = usePlayerKey();
  return useQuery({
    queryKey: legalKeys.pending(key),
    queryFn: ({ signal }) => call(legalPending, {}, { silent: true, signal }),
    enabled: player,
    staleTime: 60_000,
  });
}

export function useAcceptLegal() {
  const client = useQueryClient();
  const key = usePlayerKey();
  return useMutation({
    mutationFn: (accepted: { kind: LegalKind; version: number }[]) =>
      call(legalAccept, { accepted }),
    onSuccess: (pending) => {
      client.setQueryData(legalKeys.pending(key), pending);
      void client.invalidateQueries({ queryKey: ['legal', 'accepted'] });
    },
  });
}
