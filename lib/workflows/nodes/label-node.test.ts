import { describe, expect, it } from "vitest";
import { conversationLabelNode } from "./label-node";

describe("the Add or remove label node", () => {
  it("takes add or remove and a label, naming what is missing", () => {
    expect(conversationLabelNode.config.parse({ action: "remove", labelId: "lbl_1" })).toEqual({ action: "remove", labelId: "lbl_1" });
    const bad = conversationLabelNode.config.safeParse({ action: "toggle", labelId: "" });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["action", "must be add or remove"],
      ["labelId", "choose a label"],
    ]);
  });
});
