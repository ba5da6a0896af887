/**
 * CSV as spreadsheets read it (RFC 4180 quoting, OWASP's formula-injection advice), the one way every CSV the
 * API writes is made (docs/decisions/sales-reports.md, "Formula-safe CSV").
 */

// A number as we write it (an amount, a count, "-1000.00") is data, never a formula: it stays a number.
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/
// What Excel, LibreOffice or Sheets may start a formula with, after any leading blanks or NUL they skip:
// = + - @ (and their full-width forms), or a tab or line break that hides one.
const FORMULA_START = /^[\s\0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/

export type CsvValue = string | number | null | undefined

/** One cell: empty for null, quoted when it holds a quote, comma or line break, and never a formula. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  const text = String(value)
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** One line of cells, ended with CRLF. */
export const csvLine = (values: CsvValue[]) => `${values.map(csvCell).join(',')}\r\n`
