// What an audit row changed, field by field: the fields whose value differs between the
// record before and after (a field only on one side is added or removed; a field blank on
// both sides, missing on one and empty on the other, is no change). A record that is not
// an object (a list, a number) is one change of its own.
export interface FieldChange {
  /** The field's name; empty for a record that is not an object. */
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Nothing worth a line: a missing field, null, an empty text, list or record (an export with no
 * search text and no filters is no "query: — →").
 */
function isBlank(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  return isRecord(v) && Object.keys(v).length === 0;
}

export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const b = before ?? null;
  const a = after ?? null;
  if ((b === null || isRecord(b)) && (a === null || isRecord(a))) {
    const bo = (b ?? {}) as Record<string, unknown>;
    const ao = (a ?? {}) as Record<string, unknown>;
    const fields = [...new Set([...Object.keys(bo), ...Object.keys(ao)])];
    return fields
      .filter((f) => JSON.stringify(bo[f]) !== JSON.stringify(ao[f]))
      .filter((f) => !(isBlank(bo[f]) && isBlank(ao[f])))
      .map((field) => ({ field, before: bo[field], after: ao[field] }));
  }
  return JSON.stringify(b) === JSON.stringify(a) ? [] : [{ field: '', before: b, after: a }];
}

/** A value as one short line: text as it is, anything else as JSON, a missing side as —. */
export const valueText = (v: unknown) =>
  v === undefined || v === null ? '—' : typeof v === 'string' ? v : JSON.stringify(v);
