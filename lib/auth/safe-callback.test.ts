import { describe, expect, it } from "vitest";
import { loginUrlFor, safeCallbackUrl } from "./safe-callback";

describe("safeCallbackUrl", () => {
  it("keeps same-origin relative paths with their query and hash", () => {
    expect(safeCallbackUrl("/contacts?status=ACTIVE&q=ana")).toBe("/contacts?status=ACTIVE&q=ana");
    expect(safeCallbackUrl("/settings/team#invites")).toBe("/settings/team#invites");
    expect(safeCallbackUrl(["/webhooks", "/inbox"])).toBe("/webhooks");
  });

  it.each([
    "https://evil.example/phish",
    "//evil.example/phish",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "javascript:alert(1)",
    "evil.example",
    "",
    "/login?callbackUrl=/inbox",
    "/setup",
    "/invite?token=x",
    "/api/v1/me",
  ])("refuses %j and falls back to the inbox", (value) => {
    expect(safeCallbackUrl(value)).toBe("/inbox");
  });

  it("falls back when nothing was asked", () => {
    expect(safeCallbackUrl(undefined)).toBe("/inbox");
    expect(safeCallbackUrl(null, "/x")).toBe("/x");
  });
});

describe("loginUrlFor", () => {
  it("carries a safe path and drops an unsafe or pointless one", () => {
    expect(loginUrlFor("/contacts?q=a b")).toBe(`/login?callbackUrl=${encodeURIComponent("/contacts?q=a%20b")}`);
    expect(loginUrlFor("//evil.example")).toBe("/login");
    expect(loginUrlFor("/inbox")).toBe("/login");
    expect(loginUrlFor(null)).toBe("/login");
  });
});
