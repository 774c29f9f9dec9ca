/**
 * Writing CSV for download. A cell a spreadsheet would read as a formula (starting
 * with `=`, `+`, `-`, `@`, tab or carriage return: OWASP "CSV injection") gets a
 * leading `'` so it is shown as text; cells with a delimiter, quote or line break
 * are quoted (RFC 4180).
 */

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
