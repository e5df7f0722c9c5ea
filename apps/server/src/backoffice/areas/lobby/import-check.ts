// Checking an import's records against the catalogue: every field of every row, each problem
// a (row, field, code) the screen words in the reader's language. A row is either fully valid
// (a CheckedRow apply can write) or reported; a file with any report is never applied.
import type { NumberedRecord, ImportField } from './import-parse.ts';

export interface CheckedRow {
  row: number;
  firmCode: string;
  externalId: string;
  name: string;
  categoryId: number;
  /** Absent: keep the game's own value (a new game gets the default). */
  haveDemo?: boolean;
  enabled?: boolean;
  sortWeight?: number;
  imageUrl?: string;
  labels?: string[];
}

export interface RowProblem {
  row: number;
  field: ImportField;
  code:
    | 'required'
    | 'invalid'
    | 'tooLong'
    | 'unknownProvider'
    | 'unknownCategory'
    | 'unknownLabel'
    | 'duplicate';
  value: string;
}

export interface CheckContext {
  /** Provider codes by upper case. */
  providers: Map<string, string>;
  /** Category ids by lower-case code. */
  categories: Map<string, number>;
  labels: Set<string>;
}

const EXTERNAL_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const TRUE = new Set(['1', 'true', 'yes', 'evet', 'e', 'y']);
const FALSE = new Set(['0', 'false', 'no', 'hayır', 'hayir', 'h', 'n']);

function flag(value: string | undefined): boolean | undefined | null {
  if (value === undefined || value === '') return undefined;
  const v = value.toLocaleLowerCase('tr');
  return TRUE.has(v) ? true : FALSE.has(v) ? false : null;
}

function checkOne(
  { row, record }: NumberedRecord,
  ctx: CheckContext,
  seen: Set<string>,
): CheckedRow | RowProblem[] {
  const problems: RowProblem[] = [];
  const problem = (field: ImportField, code: RowProblem['code'], value = '') =>
    problems.push({ row, field, code, value: value.slice(0, 60) });

  const provider = record.provider ?? '';
  const firmCode = ctx.providers.get(provider.toUpperCase());
  if (!provider) problem('provider', 'required');
  else if (!firmCode) problem('provider', 'unknownProvider', provider);

  const externalId = record.externalId ?? '';
  if (!externalId) problem('externalId', 'required');
  else if (!EXTERNAL_ID.test(externalId)) problem('externalId', 'invalid', externalId);
  else if (firmCode) {
    const key = `${firmCode}\u0000${externalId}`;
    if (seen.has(key)) problem('externalId', 'duplicate', externalId);
    seen.add(key);
  }

  const name = record.name ?? '';
  if (!name) problem('name', 'required');
  else if (name.length > 200) problem('name', 'tooLong', name);

  const category = record.category ?? '';
  const categoryId = ctx.categories.get(category.toLowerCase());
  if (!category) problem('category', 'required');
  else if (categoryId === undefined) problem('category', 'unknownCategory', category);

  const haveDemo = flag(record.demo);
  if (haveDemo === null) problem('demo', 'invalid', record.demo);
  const enabled = flag(record.enabled);
  if (enabled === null) problem('enabled', 'invalid', record.enabled);

  let sortWeight: number | undefined;
  if (record.sortWeight) {
    sortWeight = Number(record.sortWeight);
    if (!/^\d{1,7}$/.test(record.sortWeight) || sortWeight > 1_000_000) {
      problem('sortWeight', 'invalid', record.sortWeight);
    }
  }

  const imageUrl = record.imageUrl || undefined;
  if (imageUrl && (imageUrl.length > 500 || !/^(https:\/\/|\/)[^\s"'<>]+$/.test(imageUrl))) {
    problem('imageUrl', 'invalid', imageUrl);
  }

  let labels: string[] | undefined;
  if (record.labels !== undefined && record.labels !== '') {
    labels = [...new Set(record.labels.split(/[|,]/).map((l) => l.trim().toLowerCase()))];
    const unknown = labels.find((l) => !ctx.labels.has(l));
    if (unknown !== undefined) problem('labels', 'unknownLabel', unknown);
  }

  if (problems.length > 0) return problems;
  return {
    row,
    firmCode: firmCode!,
    externalId,
    name,
    categoryId: categoryId!,
    haveDemo: haveDemo ?? undefined,
    enabled: enabled ?? undefined,
    sortWeight,
    imageUrl,
    labels,
  };
}

export function checkRecords(records: NumberedRecord[], ctx: CheckContext) {
  const rows: CheckedRow[] = [];
  const problems: RowProblem[] = [];
  const seen = new Set<string>();
  let invalidRows = 0;
  for (const record of records) {
    const result = checkOne(record, ctx, seen);
    if (Array.isArray(result)) {
      problems.push(...result);
      invalidRows++;
    } else rows.push(result);
  }
  return { rows, problems, invalidRows };
}
