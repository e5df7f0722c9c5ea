// The screening list in the OpenSanctions data format: FollowTheMoney entities, one JSON object
// a line (`entities.ftm.json`, or `targets.nested.json` whose top fields are the same). Only
// Person entities that are targets count; their `name`, `alias` and `previousName` are the
// names matched (weak aliases are left out: they are nicknames that match too much), with
// `birthDate`, `country`/`nationality`, `topics` (sanction, role.pep, ...) and `datasets` kept
// to show staff what matched. The list is read once per file version (path and mtime).
import fs from 'node:fs';
import readline from 'node:readline';
import { nameTokens } from './match.ts';

export interface ListedPerson {
  id: string;
  caption: string;
  names: string[];
  tokens: string[][];
  birthDates: string[];
  countries: string[];
  topics: string[];
  datasets: string[];
}

export interface ScreeningList {
  path: string;
  version: string;
  people: ListedPerson[];
  /** Token prefix and suffix (3 letters) -> people, so a name is compared with few entries. */
  index: Map<string, number[]>;
}

/** A list larger than this is refused rather than read into memory without bound. */
export const LIST_PEOPLE_MAX = 2_000_000;
const NAMES_PER_PERSON_MAX = 50;

type FtmEntity = {
  id?: unknown;
  schema?: unknown;
  caption?: unknown;
  target?: unknown;
  datasets?: unknown;
  properties?: Record<string, unknown>;
};

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

export function personOf(entity: FtmEntity): ListedPerson | null {
  if (entity.schema !== 'Person' || entity.target === false || typeof entity.id !== 'string') {
    return null;
  }
  const p = entity.properties ?? {};
  const names = [
    ...new Set([...strings(p.name), ...strings(p.alias), ...strings(p.previousName)]),
  ].slice(0, NAMES_PER_PERSON_MAX);
  if (names.length === 0) return null;
  return {
    id: entity.id,
    caption: typeof entity.caption === 'string' ? entity.caption : names[0]!,
    names,
    tokens: names.map(nameTokens),
    birthDates: strings(p.birthDate),
    countries: [...new Set([...strings(p.country), ...strings(p.nationality)])],
    topics: strings(p.topics),
    datasets: strings(entity.datasets),
  };
}

export function keysOf(tokens: string[]): string[] {
  const keys: string[] = [];
  for (const t of tokens) keys.push(`p:${t.slice(0, 3)}`, `s:${t.slice(-3)}`);
  return keys;
}

export function buildIndex(people: ListedPerson[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  people.forEach((person, i) => {
    const keys = new Set(person.tokens.flatMap(keysOf));
    for (const key of keys) {
      const list = index.get(key);
      if (list) list.push(i);
      else index.set(key, [i]);
    }
  });
  return index;
}

export async function readScreeningList(file: string): Promise<ScreeningList> {
  const stat = fs.statSync(file);
  const people: ListedPerson[] = [];
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8') });
  let lineNo = 0;
  for await (const line of lines) {
    lineNo++;
    if (!line.trim()) continue;
    let entity: FtmEntity;
    try {
      entity = JSON.parse(line) as FtmEntity;
    } catch {
      throw new Error(`screening list ${file}: line ${lineNo} is not JSON`);
    }
    const person = personOf(entity);
    if (!person) continue;
    if (people.length >= LIST_PEOPLE_MAX) {
      throw new Error(`screening list ${file}: more than ${LIST_PEOPLE_MAX} people`);
    }
    people.push(person);
  }
  return {
    path: file,
    version: `${stat.size}:${stat.mtimeMs}`,
    people,
    index: buildIndex(people),
  };
}

const loaded = new Map<string, Promise<ScreeningList>>();

/** The list at `file`, read again only when the file changed. */
export async function screeningList(file: string): Promise<ScreeningList> {
  const stat = fs.statSync(file);
  const version = `${stat.size}:${stat.mtimeMs}`;
  const cached = loaded.get(file);
  if (cached) {
    const list = await cached;
    if (list.version === version) return list;
  }
  const next = readScreeningList(file);
  loaded.set(file, next);
  next.catch(() => loaded.delete(file));
  return next;
}
