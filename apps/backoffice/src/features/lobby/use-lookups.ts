// The providers, categories and labels the lobby screens offer in their pickers.
import { useQuery } from '@tanstack/react-query';
import { lobbyQueries } from './api.ts';

export function useLookups() {
  return useQuery(lobbyQueries.lookups());
}
