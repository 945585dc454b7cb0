import { describe, expect, it } from "vitest";
import { ACCOUNT_SCOPES, grantableScopes, grants, scopesForRole, TOKEN_SCOPES } from "./scopes";

const SPEC_RULE_6 = [
  "contacts:read", "contacts:write", "messages:send", "templates:read", "templates:write", "campaigns:read", "campaigns:write",
  "analytics:read", "conversations:read", "library:read", "library:write", "channels:read", "webhooks:read", "webhooks:write",
  "automations:read", "automations:write", "ecommerce:read", "products:read",
];
const SPEC_RULE_7 = [
  "storeplugin:read", "storeplugin:write", "otp:send", "otp:verify", "contacts:read", "conversations:read", "messages:read",
  "orders:read", "leads:read", "tickets:read", "products:read", "analytics:read",
];

describe("scopes", () => {
  it("offers every scope the spec names to tokens", () => {
    expect(TOKEN_SCOPES).toEqual(expect.arrayContaining([...SPEC_RULE_6, ...SPEC_RULE_7]));
  });

  it("keeps account administration out of tokens", () => {
    for (const s of ACCOUNT_SCOPES) expect(TOKEN_SCOPES).not.toContain(s);
  });

  it("gives owners and admins everything and narrows agents and marketers", () => {
    expect(grantableScopes("owner")).toEqual([...TOKEN_SCOPES]);
    expect(grantableScopes("admin")).toEqual([...TOKEN_SCOPES]);
    expect(scopesForRole("agent")).toContain("messages:send");
    expect(scopesForRole("agent")).not.toContain("campaigns:write");
    expect(scopesForRole("agent")).not.toContain("tokens:write");
    expect(scopesForRole("marketer")).toContain("campaigns:write");
    expect(scopesForRole("marketer")).not.toContain("webhooks:write");
  });

  it("keeps the audit log to owners and admins, and lets tokens be granted it", () => {
    expect(TOKEN_SCOPES).toContain("audit:read");
    expect(scopesForRole("owner")).toContain("audit:read");
    expect(scopesForRole("admin")).toContain("audit:read");
    expect(scopesForRole("agent")).not.toContain("audit:read");
    expect(scopesForRole("marketer")).not.toContain("audit:read");
    expect(grantableScopes("agent")).not.toContain("audit:read");
    expect(grantableScopes("marketer")).not.toContain("audit:read");
  });

  it("keeps curating labels and shared macros to owners and admins, and lets tokens be granted them", () => {
    for (const s of ["labels:write", "macros:write"] as const) {
      expect(TOKEN_SCOPES).toContain(s);
      expect(scopesForRole("admin")).toContain(s);
      expect(scopesForRole("agent")).not.toContain(s);
      expect(scopesForRole("marketer")).not.toContain(s);
    }
    expect(scopesForRole("agent")).toContain("conversations:write");
  });

  it("treats * as every scope", () => {
    expect(grants(["*"], "webhooks:write")).toBe(true);
    expect(grants(["webhooks:read"], "webhooks:write")).toBe(false);
    expect(grants(["webhooks:read"], "webhooks:read")).toBe(true);
  });
});
