import { describe, expect, it } from "vitest";
import { auditFilterQuery, auditListQuery, auditViewParams, EMPTY_AUDIT_VIEW, parseAuditView } from "./audit-view";

describe("the audit log page's URL", () => {
  it("keeps known filters and drops the rest", () => {
    const view = parseAuditView(new URLSearchParams("group=token&actor=user:usr_1&from=2026-03-01&to=2026-03-31&x=1"));
    expect(view).toEqual({ group: "token", actor: "user:usr_1", from: "2026-03-01", to: "2026-03-31" });
    expect(auditViewParams(view).toString()).toBe("group=token&actor=user%3Ausr_1&from=2026-03-01&to=2026-03-31");
    expect(parseAuditView(new URLSearchParams("group=nope&actor=robot:1&from=yesterday&to=2026-13-45"))).toEqual(EMPTY_AUDIT_VIEW);
  });

  it("asks the API for an area, an actor and whole days", () => {
    const q = auditFilterQuery({ group: "webhook", actor: "token:tok_9", from: "2026-06-10", to: "2026-06-10" });
    expect(q.get("action")).toBe("webhook.*");
    expect(q.get("actorKind")).toBe("token");
    expect(q.get("actorId")).toBe("tok_9");
    // `to` includes its day: the API's `to` is the next local midnight.
    expect(new Date(q.get("to")!).getTime() - new Date(q.get("from")!).getTime()).toBe(24 * 3600 * 1000);
    expect(auditFilterQuery({ ...EMPTY_AUDIT_VIEW, actor: "system" }).toString()).toBe("actorKind=system");
    expect(auditListQuery(EMPTY_AUDIT_VIEW, "123_aud_x")).toBe("limit=50&cursor=123_aud_x");
  });
});
