/**
 * CSV for the reports' export (RFC 4180, CRLF). A cell a spreadsheet would read as a formula
 * (it starts with = + - @, a tab or a carriage return) is prefixed with `'` so it stays text
 * (OWASP "CSV injection"). Numbers are written as they are, so a negative figure stays a number.
 * Written here rather than adding csv-stringify: quoting is the whole job, and the prefix rule
 * is ours either way.
 */
export type CsvCell = string | number | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvTable(rows: readonly (readonly CsvCell[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
