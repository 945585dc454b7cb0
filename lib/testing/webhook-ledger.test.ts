import { describe, expect, it } from "vitest";
import { webhookVerdict } from "./webhook-ledger";

const rows = (n: number, status = "DELIVERED") => Array.from({ length: n }, (_, i) => ({ id: `whd_${i}`, status }));
const seenAll = (n: number) => new Map(Array.from({ length: n }, (_, i) => [`whd_${i}`, { statuses: [200] }]));

describe("the soak's webhook verdict", () => {
  it("passes only when every delivery row was accepted once and nothing waits in the outbox", () => {
    expect(webhookVerdict({ deliveries: rows(3), undispatched: 0 }, seenAll(3))).toMatchObject({ expected: 3, received: 3, ok: true });
  });

  it("fails when the receiver dropped one delivery, naming it and its status", () => {
    const seen = seenAll(3);
    seen.delete("whd_1");
    const v = webhookVerdict({ deliveries: [...rows(1), { id: "whd_1", status: "PENDING" }, { id: "whd_2", status: "DELIVERED" }], undispatched: 0 }, seen);
    expect(v).toMatchObject({ expected: 3, received: 2, ok: false, missing: { total: 1, byStatus: { PENDING: 1 }, examples: ["whd_1"] } });
  });

  it("counts events still in the outbox as expected and missing, and a delivery seen only as a failure as missing", () => {
    const seen = seenAll(2);
    seen.set("whd_1", { statuses: [500] });
    const v = webhookVerdict({ deliveries: rows(2), undispatched: 4 }, seen);
    expect(v).toMatchObject({ expected: 6, received: 1, ok: false, missing: { total: 5, byStatus: { DELIVERED: 1, UNDISPATCHED: 4 } } });
  });

  it("fails on a delivery accepted twice, on an id no row has, and when nothing was expected at all", () => {
    const twice = seenAll(2);
    twice.set("whd_0", { statuses: [200, 200] });
    expect(webhookVerdict({ deliveries: rows(2), undispatched: 0 }, twice)).toMatchObject({ duplicates: 1, ok: false });
    const stranger = seenAll(2);
    stranger.set("whd_x", { statuses: [200] });
    expect(webhookVerdict({ deliveries: rows(2), undispatched: 0 }, stranger)).toMatchObject({ unknown: 1, ok: false });
    // The old check's failure: zero expected read as success. A soak that expected nothing proves nothing.
    expect(webhookVerdict({ deliveries: [], undispatched: 0 }, new Map())).toMatchObject({ expected: 0, ok: false });
  });
});
