/**
 * The one rule for every CSV this product writes (contacts export, rejected import rows,
 * analytics tables), after OWASP's "CSV injection": a cell a spreadsheet would read as a
 * formula (it begins with =, +, -, @, a tab or a carriage return) gets a leading apostrophe,
 * so `=HYPERLINK(…)` from an imported name opens as text. The import drops that apostrophe
 * again (unquoteCsvCell), so an export imports back unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCsvCell(value: unknown): string {
  const s = value === null || value === undefined ? "" : String(value);
  return FORMULA_START.test(s) ? `'${s}` : s;
}

/** The inverse for a cell read from a file: `'=x` (as this product writes it) back to `=x`. */
export function unquoteCsvCell(s: string): string {
  return s.startsWith("'") && FORMULA_START.test(s.slice(1)) ? s.slice(1) : s;
}
