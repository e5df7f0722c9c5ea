// CSV export of a table as shown: one header row, one row per line, amounts in the deployment's
// currency with a dot decimal (what spreadsheets read in every locale), written by csv-stringify
// with semicolon-safe quoting (a spreadsheet in Turkish splits on semicolons).
import { stringify } from 'csv-stringify/browser/esm/sync';

export interface CsvColumn<T> {
  header: string;
  value(row: T): string | number;
}

export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const records = [
    columns.map((c) => c.header),
    ...rows.map((r) => columns.map((c) => c.value(r))),
  ];
  return stringify(records, { quoted_match: /;/ });
}

/** Minor units as "1234.50" (the deployment's currency, as every amount). */
export const tryAmount = (minor: number) => (minor / 100).toFixed(2);

export function downloadCsv(filename: string, text: string) {
  // A byte-order mark so spreadsheet programs read Turkish letters right.
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
