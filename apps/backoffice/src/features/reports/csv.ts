// CSV export of a table as shown: one header row, one row per line, amounts in the deployment's
// currency with a dot decimal (what spreadsheets read in every locale), semicolon-safe quoting.
export interface CsvColumn<T> {
  header: string;
  value(row: T): string | number;
}

function cell(v: string | number): string {
  const text = String(v);
  return /[",\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
  return `${lines.join('\n')}\n`;
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
