// Lobby answers kept as the JSON they are sent as (serialising 24 cards was a fifth
// of a repeated search's own time). An answer is built from the catalogue snapshot and the
// playing-now counts; both are replaced, never changed, so the answers are kept for as long
// as both are the current ones and dropped together when either is replaced (every few
// seconds for the counts), never served stale beyond what the counts' cache already allows.
import { JsonText } from '../../http/calls.ts';

/** Distinct answers kept at once: the most recently used stay. */
export const ANSWER_CACHE_ENTRIES = 1_000;

export function answerCache(entriesMax = ANSWER_CACHE_ENTRIES) {
  let sources: readonly object[] = [];
  const answers = new Map<string, JsonText>();
  return function answer(
    /** What the answer is made from: the cache starts afresh when any of them is replaced. */
    from: readonly object[],
    key: string,
    make: () => unknown,
  ): JsonText {
    if (from.length !== sources.length || from.some((s, i) => s !== sources[i])) {
      sources = from;
      answers.clear();
    }
    const hit = answers.get(key);
    if (hit) {
      // Most recently used last, so the oldest goes first when the map is full.
      answers.delete(key);
      answers.set(key, hit);
      return hit;
    }
    const made = new JsonText(JSON.stringify(make()));
    if (answers.size >= entriesMax) answers.delete(answers.keys().next().value!);
    answers.set(key, made);
    return made;
  };
}
