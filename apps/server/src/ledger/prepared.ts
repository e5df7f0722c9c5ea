// The hottest ledger statements, compiled once per database instead of on every call
// (Kysely's compile was a tenth of a wallet call). The query builder stays the one source of the
// SQL (./money-sql.test.ts snapshots it): it is compiled once with a marker in place of each
// named value, and each call swaps its own values in by position. Values the builder adds itself
// (constants) stay as compiled. Only for builders whose SQL has one shape for every value given;
// a shape that varies (a flag, a list's length) is a separate prepared query.
// A write whose caller never reads its answer may say so (`answerUnread`): on PostgreSQL it then
// goes out with the transaction's next statement (db/answer-unread.ts).
import { createQueryId, type CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { answerUnreadSql } from '../db/answer-unread.ts';
import type { DB } from '../db/schema.ts';

const MARKER = '\u0000prepared:';

type Slot = { name: string } | { value: unknown };

export function prepared<P extends Record<string, unknown>, R>(
  names: readonly (keyof P & string)[],
  build: (db: Kysely<DB>, values: P) => Compilable<R>,
  options: { answerUnread?: boolean } = {},
): (db: Kysely<DB>, values: P) => CompiledQuery<R> {
  // By the database's adapter: SQLite and PostgreSQL compile differently, a transaction shares
  // its database's.
  const compiled = new WeakMap<
    object,
    { sql: string; query: CompiledQuery['query']; slots: Slot[] }
  >();
  return (db, values) => {
    const adapter = db.getExecutor().adapter;
    let once = compiled.get(adapter);
    if (!once) {
      const markers = Object.fromEntries(names.map((n) => [n, `${MARKER}${n}`])) as P;
      const query = build(db, markers).compile();
      const slots = query.parameters.map((v): Slot => {
        if (typeof v === 'string' && v.startsWith(MARKER)) return { name: v.slice(MARKER.length) };
        return { value: v };
      });
      const used = new Set(slots.flatMap((s) => ('name' in s ? [s.name] : [])));
      for (const n of names) {
        if (!used.has(n)) throw new Error(`prepared query: ${n} is not a parameter of its SQL`);
      }
      const text = options.answerUnread ? answerUnreadSql(query.sql) : query.sql;
      once = { sql: text, query: query.query, slots };
      compiled.set(adapter, once);
    }
    const parameters = once.slots.map((s) => ('name' in s ? values[s.name] : s.value));
    return { sql: once.sql, query: once.query, parameters, queryId: createQueryId() };
  };
}
