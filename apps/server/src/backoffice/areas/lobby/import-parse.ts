// Reading an aggregator's game list: CSV (RFC 4180 through csv-parse: quoted fields, doubled
// quotes, CRLF or LF; comma or semicolon, as a Turkish spreadsheet saves it) or JSON (an array of objects, or
// { "games": [...] }), into records keyed by the import's field names.
import { IMPORT_ROWS_MAX } from '@talih/contracts/backoffice/content.ts';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../../http/errors.ts';

export const IMPORT_FIELDS = [
  'provider',
  'externalId',
  'name',
  'category',
  'demo',
  'enabled',
  'sortWeight',
  'imageUrl',
  'labels',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type RawRecord = Partial<Record<ImportField, string>>;
/** A record and its row number as the reader counts: the spreadsheet's line, or the item. */
export interface NumberedRecord {
  row: number;
  record: RawRecord;
}

/** Header spellings accepted for each field (compared without case, spaces, _ or -). */
const ALIASES: Record<string, ImportField> = {
  provider: 'provider',
  firmcode: 'provider',
  externalid: 'externalId',
  gameid: 'externalId',
  id: 'externalId',
  name: 'name',
  gamename: 'name',
  category: 'category',
  demo: 'demo',
  havedemo: 'demo',
  enabled: 'enabled',
  sortweight: 'sortWeight',
  weight: 'sortWeight',
  imageurl: 'imageUrl',
  image: 'imageUrl',
  labels: 'labels',
};

const fieldOf = (header: string) => ALIASES[header.toLowerCase().replace(/[\s_-]/g, '')];

function splitCsv(text: string, separator: string): string[][] {
  try {
    return parse(text, { delimiter: separator, relax_column_count: true, relax_quotes: true });
  } catch {
    throw new AppError('errors.boContent.import.noHeader');
  }
}

export function parseCsv(text: string): NumberedRecord[] {
  const clean = text.replace(/^\uFEFF/, '');
  const firstLine = clean.slice(0, clean.search(/\r?\n|$/));
  const separator = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const [header = [], ...lines] = splitCsv(clean, separator);
  const fields = header.map((h) => fieldOf(h.trim()));
  if (!fields.includes('provider') || !fields.includes('externalId')) {
    throw new AppError('errors.boContent.import.noHeader');
  }
  return lines.flatMap((cells, i) => {
    if (!cells.some((c) => c.trim() !== '')) return [];
    const record: RawRecord = {};
    fields.forEach((f, column) => {
      if (f) record[f] = (cells[column] ?? '').trim();
    });
    return [{ row: i + 2, record }];
  });
}

export function parseJson(text: string): NumberedRecord[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new AppError('errors.boContent.import.badJson');
  }
  const list = Array.isArray(data) ? data : (data as { games?: unknown } | null)?.games;
  if (!Array.isArray(list)) throw new AppError('errors.boContent.import.badJson');
  return list.map((item, i) => {
    const record: RawRecord = {};
    if (item && typeof item === 'object') {
      for (const [key, value] of Object.entries(item as Record<string, unknown>)) {
        const f = fieldOf(key);
        if (!f || value === null || value === undefined) continue;
        record[f] = Array.isArray(value) ? value.join('|') : String(value).trim();
      }
    }
    return { row: i + 1, record };
  });
}

export function parseImport(format: 'csv' | 'json', content: string): NumberedRecord[] {
  const records = format === 'csv' ? parseCsv(content) : parseJson(content);
  if (records.length === 0) throw new AppError('errors.boContent.import.empty');
  if (records.length > IMPORT_ROWS_MAX) {
    throw new AppError('errors.boContent.import.tooMany', { max: IMPORT_ROWS_MAX });
  }
  return records;
}
