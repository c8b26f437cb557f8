/**
 * CSV as RFC 4180 writes it (CRLF line ends; a field holding a quote, comma, CR or LF is quoted, its
 * quotes doubled), with a header row, and safe to open in a spreadsheet: a cell that starts with
 * = + - @, a tab or a CR would be read as a formula (OWASP "CSV injection"), so it gets a leading '.
 */

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/** One cell: neutralised against formulas, then quoted when RFC 4180 asks for it. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header row and one row per record, each ending with CRLF. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const line = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return line(columns) + rows.map((row) => line(columns.map((column) => row[column]))).join('');
}
