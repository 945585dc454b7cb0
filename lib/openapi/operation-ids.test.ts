import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deriveOperationId, operationIds } from "./operation-id";
import { OPERATION_IDS_FILE, operationIdsSnapshot } from "./operation-ids-file";

describe("operation ids", () => {
  // SDKs name their methods after these ids, so changing one breaks integrators' code.
  it("are the committed ones (a rename or removal needs `npm run openapi:ids` and a note in docs/decisions.md)", () => {
    const committed = JSON.parse(readFileSync(OPERATION_IDS_FILE, "utf8")) as Record<string, string>;
    const current = JSON.parse(operationIdsSnapshot()) as Record<string, string>;
    const changed = Object.keys({ ...committed, ...current })
      .filter((key) => committed[key] !== current[key])
      .map((key) => `${key}: ${committed[key] ?? "(new)"} -> ${current[key] ?? "(removed)"}`);
    expect(changed).toEqual([]);
    expect(readFileSync(OPERATION_IDS_FILE, "utf8")).toBe(operationIdsSnapshot());
  });

  it("are derived from the method and path", () => {
    expect(deriveOperationId("GET", "/api/v1/contacts")).toBe("contacts.list");
    expect(deriveOperationId("POST", "/api/v1/contacts")).toBe("contacts.create");
    expect(deriveOperationId("GET", "/api/v1/contacts/{id}")).toBe("contacts.get");
    expect(deriveOperationId("PUT", "/api/v1/contacts/{id}")).toBe("contacts.update");
    expect(deriveOperationId("DELETE", "/api/v1/contacts/{id}")).toBe("contacts.delete");
    expect(deriveOperationId("GET", "/api/v1/contacts/custom-field-keys")).toBe("contacts.customFieldKeys.list");
    expect(deriveOperationId("GET", "/api/v1/webhooks/{webhookId}/secret")).toBe("webhooks.secret.get");
    expect(deriveOperationId("GET", "/api/v1/webhooks/{webhookId}/stats")).toBe("webhooks.stats.get");
    expect(deriveOperationId("POST", "/api/v1/contacts/find-or-create")).toBe("contacts.findOrCreate");
    expect(deriveOperationId("POST", "/api/v1/webhooks/{webhookId}/deliveries/{deliveryId}/resend")).toBe("webhooks.deliveries.resend");
    expect(deriveOperationId("POST", "/api/v1/conversations/{conversationId}/read")).toBe("conversations.markRead");
    expect(deriveOperationId("POST", "/api/v1/chatapp/messages/text")).toBe("chatapp.messages.sendText");
    expect(deriveOperationId("POST", "/api/v1/photoapp/send/quick-replies")).toBe("photoapp.sendQuickReplies");
    expect(deriveOperationId("GET", "/api/health")).toBe("health.get");
  });

  it("refuse a duplicate instead of publishing it", () => {
    const routes = [
      { method: "DELETE" as const, path: "/api/v1/contacts/tags/{tagId}" },
      { method: "DELETE" as const, path: "/api/v1/contacts/{id}/tags/{tagId}" },
    ];
    expect(() => operationIds(routes)).toThrow(/contacts\.tags\.delete is taken by both/);
    expect(Object.values(operationIds([routes[0], { ...routes[1], operationId: "contacts.removeTag" }]))).toEqual(["contacts.tags.delete", "contacts.removeTag"]);
  });
});
