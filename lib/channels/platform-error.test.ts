import { describe, expect, it } from "vitest";
import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";
import { capabilitiesOf } from "./capabilities";
import { CHANNEL_TYPES } from "./keys";
import { PlatformError } from "./platform-error";

describe("PlatformError", () => {
  it("wraps what a platform call threw: a refusal as it is, anything else as no answer (retryable)", () => {
    const refused = new PlatformError({ platform: "sms", httpStatus: 400, code: 21211, message: "Invalid 'To' number", details: "https://gateway/21211" });
    expect(PlatformError.from(refused, "sms")).toBe(refused);
    expect(refused).toMatchObject({ retryable: false, reason: "Invalid 'To' number: https://gateway/21211" });
    const dropped = PlatformError.from(new TypeError("fetch failed"), "botchat");
    expect(dropped).toMatchObject({ platform: "botchat", httpStatus: 0, code: null, message: "fetch failed", retryable: true });
    expect(new PlatformError({ platform: "botchat", httpStatus: 429, code: 429, message: "Too Many Requests" }).retryable).toBe(true);
  });

  it("Graph's CloudApiError is one, keeps its own retry rule, and a neutral error becomes one for Graph's mapping", () => {
    const graph = new CloudApiError({ httpStatus: 400, code: 130429, message: "Rate limit hit" });
    expect(graph).toBeInstanceOf(PlatformError);
    expect(graph.retryable).toBe(true); // throughput code, though HTTP 400
    const neutral = new PlatformError({ platform: "photoapp", httpStatus: 400, code: 100, message: "Invalid parameter" });
    expect(CloudApiError.fromGraph(neutral, "photoapp")).toMatchObject({ platform: "photoapp", httpStatus: 400, code: 100, subcode: null, message: "Invalid parameter" });
  });
});

describe("capabilities", () => {
  it("are declared for every channel, and only chatapp and SMS name customers by phone", () => {
    for (const t of CHANNEL_TYPES) expect(capabilitiesOf(t), t).toBeDefined();
    expect(CHANNEL_TYPES.filter((t) => capabilitiesOf(t).addressedBy === "phone")).toEqual(["CHATAPP", "SMS"]);
    expect(capabilitiesOf("chatapp")).toBe(capabilitiesOf("CHATAPP"));
  });

  it("a channel sending media declares its media words, and its plug-in composes them", async () => {
    const { allPlugins } = await import("./registry");
    for (const p of allPlugins()) {
      if (p.type === "CHATAPP") continue; // chatapp's media go through its own send routes and executor
      expect(Boolean(p.mediaParts), p.type).toBe(p.capabilities.sendMedia.length > 0);
      for (const type of p.capabilities.sendMedia) {
        const parts = p.mediaParts!({ type, url: "https://example.com/a.png" }, "caption");
        expect(parts.length, `${p.type} ${type}`).toBeGreaterThan(0);
        expect(JSON.stringify(parts.map((x) => x.body("1234567", { open: true, expiresAt: null, via: "standard", reason: "" }))), `${p.type} ${type}`).toContain("https://example.com/a.png");
      }
    }
  });
});
