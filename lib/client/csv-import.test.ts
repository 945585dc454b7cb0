import { describe, expect, it } from "vitest";
import { rejectedRowsCsv, toImportRow, type ColumnMapping } from "./csv-import";

const mapping: ColumnMapping[] = [
  { column: "Name", target: "name", key: "" },
  { column: "Note", target: "custom", key: "note" },
];

describe("CSV import and its rejected rows (formula injection)", () => {
  it("keeps a leading tab, so \\t=… never becomes the formula =…", () => {
    expect(toImportRow({ Name: "\t=HYPERLINK(\"https://evil.example\")", Note: "  ok  " }, mapping)).toEqual({
      name: "\t=HYPERLINK(\"https://evil.example\")",
      customFields: { note: "ok" },
    });
  });

  it("takes off the apostrophe an export put before a formula-like cell", () => {
    expect(toImportRow({ Name: "'=1+1", Note: "'plain" }, mapping)).toEqual({ name: "=1+1", customFields: { note: "'plain" } });
  });

  it("writes the rejected rows with formula cells neutralised", () => {
    const csv = rejectedRowsCsv(["Name"], [{ Name: "=HYPERLINK(\"https://evil.example\",\"x\")" }, { Name: "@SUM(A1)" }], [
      { row: 1, reason: "phone: is required" },
      { row: 2, reason: "-" },
    ]);
    const lines = csv.split(/\r\n/);
    expect(lines[1]).toBe(`1,phone: is required,"'=HYPERLINK(""https://evil.example"",""x"")"`);
    expect(lines[2]).toBe("2,'-,'@SUM(A1)");
  });
});
