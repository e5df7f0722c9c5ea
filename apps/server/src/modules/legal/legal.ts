// Legal texts and their acceptance (docs/design.md "Legal texts"). The current version of a
// text is the highest one published by now; a player's language falls back to Turkish. At
// sign-up a player accepts the current terms and privacy notice; after a new version, the next
// login asks again (legalPending), and an acceptance names the version the player read, so a
// version published meanwhile is refused rather than accepted unseen.
import type { Kysely, Transaction } from 'kysely';
import {
  LEGAL_KINDS_TO_ACCEPT,
  type LegalDocumentView,
  type LegalKind,
} from '@talih/contracts/legal.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The language every text is written in first; any other falls back to it. */
const FIRST_LANG = 'tk';

/** The current version number of each kind published by `now` (a kind with none is absent). */
export async function currentVersions(db: Db, now: number): Promise<Map<LegalKind, number>> {
  const rows = await db
    .selectFrom('legal_documents')
    .select(['kind', (eb) => eb.fn.max('version').as('version')])
    .where('published_at', '<=', now)
    .groupBy('kind')
    .execute();
  return new Map(rows.map((r) => [r.kind, Number(r.version)]));
}

/** The current version of a text in `lang`, or in Turkish, or in any language it has. */
export async function currentDocument(
  db: Db,
  kind: LegalKind,
  lang: string,
  now: number,
): Promise<LegalDocumentView | null> {
  const version = (await currentVersions(db, now)).get(kind);
  if (version === undefined) return null;
  const rows = await db
    .selectFrom('legal_documents')
    .select(['kind', 'version', 'lang', 'title', 'body_md', 'published_at'])
    .where('kind', '=', kind)
    .where('version', '=', version)
    .orderBy('lang')
    .execute();
  const row =
    rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === FIRST_LANG) ?? rows[0];
  if (!row) return null;
  return {
    kind: row.kind,
    version: row.version,
    lang: row.lang,
    title: row.title,
    bodyMd: row.body_md,
    publishedAt: row.published_at,
  };
}

export interface PendingText {
  kind: LegalKind;
  version: number;
  title: string;
}

/** The texts to accept whose current version this player has not accepted. */
export async function pendingFor(
  db: Db,
  userId: number,
  lang: string,
  now: number,
): Promise<PendingText[]> {
  const current = await currentVersions(db, now);
  const accepted = await db
    .selectFrom('legal_acceptances')
    .select(['kind', 'version'])
    .where('user_id', '=', userId)
    .execute();
  const pending: PendingText[] = [];
  for (const kind of LEGAL_KINDS_TO_ACCEPT) {
    const version = current.get(kind);
    if (version === undefined) continue;
    if (accepted.some((a) => a.kind === kind && a.version === version)) continue;
    const doc = await currentDocument(db, kind, lang, now);
    pending.push({ kind, version, title: doc?.title ?? kind });
  }
  return pending;
}

/**
 * Records the acceptances (time and address). Each names the version the player was shown;
 * one that is not current any more is refused. Accepting again changes nothing.
 */
export async function acceptTexts(
  db: Db,
  userId: number,
  accepted: readonly { kind: LegalKind; version: number }[],
  ip: string,
  now: number,
): Promise<void> {
  const current = await currentVersions(db, now);
  for (const a of accepted) {
    if (current.get(a.kind) !== a.version) throw new AppError('legal.errors.notCurrent');
  }
  for (const a of accepted) {
    await db
      .insertInto('legal_acceptances')
      .values({ user_id: userId, kind: a.kind, version: a.version, accepted_at: now, ip })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'version']).doNothing())
      .execute();
  }
}

/** At sign-up: the player accepts the current version of every text to accept. */
export async function acceptCurrentAtSignUp(
  db: Db,
  userId: number,
  ip: string,
  now: number,
): Promise<void> {
  const current = await currentVersions(db, now);
  const accepted = LEGAL_KINDS_TO_ACCEPT.flatMap((kind) => {
    const version = current.get(kind);
    return version === undefined ? [] : [{ kind, version }];
  });
  if (accepted.length > 0) await acceptTexts(db, userId, accepted, ip, now);
}

/** The newest accepted version of each text, for the player's profile. */
export async function acceptedBy(db: Db, userId: number) {
  const rows = await db
    .selectFrom('legal_acceptances')
    .select(['kind', 'version', 'accepted_at'])
    .where('user_id', '=', userId)
    .orderBy('version', 'desc')
    .execute();
  const newest = new Map<LegalKind, { kind: LegalKind; version: number; acceptedAt: number }>();
  for (const r of rows) {
    if (!newest.has(r.kind))
      newest.set(r.kind, { kind: r.kind, version: r.version, acceptedAt: r.accepted_at });
  }
  return [...newest.values()];
}
