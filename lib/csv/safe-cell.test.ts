import { describe, expect, it } from "vitest";
import { safeCsvCell, unquoteCsvCell } from "./safe-cell";

describe("safeCsvCell", () => {
  it.each([
    ['=HYPERLINK("https://evil.example","x")', `'=HYPERLINK("https://evil.example","x")`],
    ["+1 415 555 0100", "'+1 415 555 0100"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
  ])("neutralises %j", (cell, written) => {
    expect(safeCsvCell(cell)).toBe(written);
    expect(unquoteCsvCell(safeCsvCell(cell))).toBe(cell);
  });

  it.each(["Ada Lovelace", "ada@example.com", "14155550100", "a=b", "", "'quoted"])("leaves %j alone", (cell) => {
    expect(safeCsvCell(cell)).toBe(cell);
    expect(unquoteCsvCell(cell)).toBe(cell);
  });

  it("writes null and undefined as empty cells and numbers as text", () => {
    expect(safeCsvCell(null)).toBe("");
    expect(safeCsvCell(undefined)).toBe("");
    expect(safeCsvCell(-5)).toBe("'-5");
    expect(safeCsvCell(12.5)).toBe("12.5");
  });
});
