import { describe, expect, it } from "vitest";
import { sandboxStatusCallback } from "./sandbox-callbacks";

const statusesOf = (cb: ReturnType<typeof sandboxStatusCallback>) =>
  (cb.entry[0].changes[0].value as { statuses: { id: string; status: string; recipient_id: string }[] }).statuses.map((s) => [s.id, s.status, s.recipient_id]);

describe("the sandbox's status callbacks", () => {
  it("posts one callback with a status per send of the step, routed by the sandbox's number", () => {
    const cb = sandboxStatusCallback({ phoneNumberId: "sandbox-co_1", wabaId: "waba-1", status: "delivered", sends: [{ platformMessageId: "wamid.A", to: "971500000001" }, { platformMessageId: "wamid.B", to: "971500000002" }] });
    expect(cb.entry[0].id).toBe("waba-1");
    expect((cb.entry[0].changes[0].value as { metadata: { phone_number_id: string } }).metadata.phone_number_id).toBe("sandbox-co_1");
    expect(statusesOf(cb)).toEqual([
      ["wamid.A", "delivered", "971500000001"],
      ["wamid.B", "delivered", "971500000002"],
    ]);
  });

  it("still reads a job queued before the sandbox batched its sends (one send, no list)", () => {
    const cb = sandboxStatusCallback({ phoneNumberId: "sandbox-co_1", wabaId: "waba-1", status: "read", platformMessageId: "wamid.C", to: "971500000003" });
    expect(statusesOf(cb)).toEqual([["wamid.C", "read", "971500000003"]]);
  });
});
