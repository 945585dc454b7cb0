import { describe, expect, it } from "vitest";
import { EXECUTORS } from "../engine/executors";
import { NODE_DEFINITIONS } from "./registry";

describe("the node registry", () => {
  it("has an executor for every type and a type for every executor", () => {
    expect(Object.keys(EXECUTORS).sort()).toEqual(NODE_DEFINITIONS.map((d) => d.type).sort());
  });

  it("gives every type defaults its own schema accepts, except the pickers a user must fill", () => {
    const needsChoice = new Set(["chatapp-send-template", "add-tag", "remove-tag", "conversation-label", "condition", "update-contact-field", "apply-sla-policy"]);
    for (const d of NODE_DEFINITIONS) expect(d.config.safeParse(d.defaults).success, d.type).toBe(!needsChoice.has(d.type));
  });

  it("pauses only at delays and waits, and only the trigger has no input", () => {
    expect(NODE_DEFINITIONS.filter((d) => d.pauses).map((d) => d.type).sort()).toEqual(["delay", "wait-for-reply"]);
    expect(NODE_DEFINITIONS.filter((d) => !d.hasInput).map((d) => d.type)).toEqual(["trigger"]);
  });
});
