import { describe, expect, it } from "vitest";
import { rolesWith, scopesForRole } from "./scopes";

describe("rolesWith", () => {
  it("names marketers beside owners and admins for building templates", () => {
    expect(rolesWith("templates:write")).toEqual(["owner", "admin", "marketer"]);
  });

  it("names only owners and admins for webhooks and tokens", () => {
    expect(rolesWith("webhooks:write")).toEqual(["owner", "admin"]);
    expect(rolesWith("tokens:read")).toEqual(["owner", "admin"]);
  });

  it("agrees with the role table for every scope a role holds", () => {
    for (const role of ["owner", "admin", "agent", "marketer"] as const) {
      for (const scope of scopesForRole(role)) expect(rolesWith(scope)).toContain(role);
    }
  });
});
