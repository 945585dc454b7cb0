import Papa from "papaparse";
import { CUSTOM_FIELD_KEY } from "@/lib/contacts/schemas";
import { safeCsvCell, unquoteCsvCell } from "@/lib/csv/safe-cell";
import type { ImportRow } from "@/lib/client/hooks/use-contacts";

/**
 * The browser half of a CSV import: read the file, guess what each column is, turn records
 * into the rows POST /api/v1/contacts/import takes, and write the rejected rows back out.
 */
export const IMPORT_BATCH_SIZE = 500;
export const MAX_IMPORT_ROWS = 100_000;
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

export const FIELD_TARGETS = ["name", "firstName", "lastName", "phone", "email", "externalId", "tags", "marketingConsent"] as const;
export type FieldTarget = (typeof FIELD_TARGETS)[number];
export type Target = FieldTarget | "custom" | "ignore";
export type ColumnMapping = { column: string; target: Target; key: string };

export const TARGET_LABELS: Record<Target, string> = {
  name: "Name",
  firstName: "First name",
  lastName: "Last name",
  phone: "Phone",
  email: "Email",
  externalId: "External ID",
  tags: "Tags",
  marketingConsent: "Marketing",
  custom: "Custom field",
  ignore: "Don’t import",
};

export type ParsedCsv = { columns: string[]; records: Record<string, string>[]; errors: string[] };

export function parseCsv(file: File): Promise<ParsedCsv> {
  return new Promise((resolve, reject) => {
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: "greedy",
      transformHeader: (h) => h.replace(/^\uFEFF/, "").trim(),
      complete: (result) => {
        const columns = (result.meta.fields ?? []).filter((c) => c !== "");
        // Row-level problems (a missing quote, a short row) are reported, not fatal.
        const errors = result.errors.slice(0, 5).map((e) => (e.row === undefined ? e.message : `Row ${e.row + 1}: ${e.message}`));
        resolve({ columns, records: result.data, errors });
      },
      error: (err) => reject(err),
    });
  });
}

const SYNONYMS: Record<FieldTarget, string[]> = {
  name: ["name", "fullname", "contactname", "customername", "displayname", "contact", "customer"],
  firstName: ["firstname", "first", "givenname", "fname", "forename"],
  lastName: ["lastname", "last", "surname", "familyname", "lname"],
  phone: ["phone", "phonenumber", "mobile", "mobilenumber", "mobilephone", "cell", "cellphone", "tel", "telephone", "whatsapp", "msisdn", "number"],
  email: ["email", "emailaddress", "mail", "e-mail"],
  externalId: ["externalid", "id", "customerid", "crmid", "userid", "reference", "ref"],
  tags: ["tags", "tag", "labels", "segments", "groups"],
  // The API reads OPTED_IN/OPTED_OUT, yes/no, true/false and 1/0; "Accepts Marketing" is a store export's header.
  marketingConsent: ["marketingconsent", "consent", "marketing", "optin", "optedin", "subscribed", "acceptsmarketing", "emailmarketing", "smsmarketing"],
};

const squash = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

/** "Company Name" -> "company_name"; "" when nothing usable is left. */
export function keyFromHeader(header: string): string {
  const key = header
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^[^a-z]+|_+$/g, "")
    .slice(0, 64);
  return CUSTOM_FIELD_KEY.test(key) ? key : "";
}

/** A mapping per column from its header; each standard field is taken by the first column that names it. */
export function guessMapping(columns: string[], knownKeys: string[] = []): ColumnMapping[] {
  const taken = new Set<Target>();
  return columns.map((column) => {
    const s = squash(column);
    const target = FIELD_TARGETS.find((t) => !taken.has(t) && SYNONYMS[t].includes(s));
    if (target) {
      taken.add(target);
      return { column, target, key: "" };
    }
    // Reuse an existing custom-field key when the header matches it, whatever its case.
    const known = knownKeys.find((k) => squash(k) === s);
    const key = known ?? keyFromHeader(column);
    return key ? { column, target: "custom", key } : { column, target: "ignore", key: "" };
  });
}

export type MappingProblems = { byColumn: Record<string, string>; general: string | null };

export function checkMapping(mapping: ColumnMapping[]): MappingProblems {
  const byColumn: Record<string, string> = {};
  const seen = new Map<string, string>();
  for (const m of mapping) {
    if (m.target === "ignore" || m.target === "tags") continue;
    if (m.target === "custom" && !CUSTOM_FIELD_KEY.test(m.key)) {
      byColumn[m.column] = "Keys start with a letter and hold letters, digits and underscores (at most 64).";
      continue;
    }
    const slot = m.target === "custom" ? `custom:${m.key}` : m.target;
    const other = seen.get(slot);
    if (other !== undefined) byColumn[m.column] = `“${other}” is already imported as ${m.target === "custom" ? `custom field ${m.key}` : TARGET_LABELS[m.target]}.`;
    else seen.set(slot, m.column);
  }
  const customCount = new Set(mapping.filter((m) => m.target === "custom").map((m) => m.key)).size;
  const identifies = mapping.some((m) => ["name", "firstName", "lastName", "phone", "email"].includes(m.target));
  const general = !identifies
    ? "Map at least one column to Name, First name, Last name, Phone or Email: every contact needs one of them."
    : customCount > 50
      ? "A contact holds at most 50 custom fields; import fewer columns as custom fields."
      : null;
  return { byColumn, general };
}

/**
 * One API row per record; blank cells are left out, so they never clear what a contact has.
 * Only spaces are trimmed: trimming a tab would turn `\t=cmd` into the formula `=cmd`. The
 * apostrophe an export puts before such a cell (lib/csv/safe-cell.ts) is taken off again.
 */
export function toImportRow(record: Record<string, string>, mapping: ColumnMapping[]): ImportRow {
  const row: ImportRow = {};
  const tags: string[] = [];
  const custom: Record<string, string> = {};
  for (const m of mapping) {
    const value = unquoteCsvCell(String(record[m.column] ?? "").replace(/^ +| +$/g, ""));
    if (!value || m.target === "ignore") continue;
    if (m.target === "tags") tags.push(value);
    else if (m.target === "custom") custom[m.key] = value;
    else row[m.target] = value;
  }
  if (tags.length) row.tags = tags.join(",");
  if (Object.keys(custom).length) row.customFields = custom;
  return row;
}

/** The rejected records as they were in the file, with the row number and the reason first. */
export function rejectedRowsCsv(columns: string[], records: Record<string, string>[], rejected: { row: number; reason: string }[]): string {
  const data = rejected.map((r) => [String(r.row), r.reason, ...columns.map((c) => records[r.row - 1]?.[c] ?? "")].map(safeCsvCell));
  return Papa.unparse({ fields: ["row", "reason", ...columns].map(safeCsvCell), data });
}

export function downloadText(filename: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
