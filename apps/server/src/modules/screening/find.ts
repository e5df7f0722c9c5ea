// Finding a person on the screening list: the entries that share a token's first or last three
// letters with the name, scored by name and birth date; the best above the threshold, best first.
import { birthDateFactor, nameScore, nameTokens } from './match.ts';
import { keysOf, type ListedPerson, type ScreeningList } from './list.ts';

export interface ScreeningMatch {
  person: ListedPerson;
  score: number;
  matchedName: string;
}

const MATCHES_MAX = 10;

export function findMatches(
  list: ScreeningList,
  query: { name: string; birthDate: string | null },
  threshold: number,
): ScreeningMatch[] {
  const tokens = nameTokens(query.name);
  if (tokens.length === 0) return [];
  const candidates = new Set<number>();
  for (const key of keysOf(tokens)) for (const i of list.index.get(key) ?? []) candidates.add(i);
  const found: ScreeningMatch[] = [];
  for (const i of candidates) {
    const person = list.people[i]!;
    let best = 0;
    let matchedName = person.names[0]!;
    person.tokens.forEach((t, n) => {
      const s = nameScore(tokens, t);
      if (s > best) {
        best = s;
        matchedName = person.names[n]!;
      }
    });
    const score = Math.min(1, best * birthDateFactor(query.birthDate, person.birthDates));
    if (score >= threshold) found.push({ person, score, matchedName });
  }
  return found.sort((a, b) => b.score - a.score).slice(0, MATCHES_MAX);
}
