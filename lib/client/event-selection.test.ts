import { describe, expect, it } from "vitest";
import { groupState, isCovered, toggleEvent, toggleGroup } from "./event-selection";

const CATALOG = ["chatapp.message.received", "chatapp.button.clicked", "ecommerce.order.created", "ecommerce.order.paid", "ecommerce.cart.abandoned"];
const ECOMMERCE = CATALOG.filter((e) => e.startsWith("ecommerce."));

describe("event selection", () => {
  it("a whole group becomes group.* and replaces what was picked inside it", () => {
    expect(toggleGroup(["ecommerce.order.*", "ecommerce.cart.abandoned", "chatapp.button.clicked"], "ecommerce", true)).toEqual([
      "chatapp.button.clicked",
      "ecommerce.*",
    ]);
    expect(toggleGroup(["ecommerce.*", "chatapp.*"], "ecommerce", false)).toEqual(["chatapp.*"]);
  });

  it("clearing one event under a wildcard keeps the rest of what it covered", () => {
    expect(toggleEvent(["ecommerce.*"], "ecommerce.order.paid", CATALOG, false)).toEqual(["ecommerce.order.created", "ecommerce.cart.abandoned"]);
    expect(toggleEvent(["ecommerce.order.*", "chatapp.*"], "ecommerce.order.created", CATALOG, false)).toEqual(["ecommerce.order.paid", "chatapp.*"]);
    expect(toggleEvent(["chatapp.button.clicked"], "chatapp.button.clicked", CATALOG, false)).toEqual([]);
  });

  it("adds an exact name only when nothing covers it yet", () => {
    expect(toggleEvent([], "ecommerce.order.paid", CATALOG, true)).toEqual(["ecommerce.order.paid"]);
    expect(toggleEvent(["ecommerce.*"], "ecommerce.order.paid", CATALOG, true)).toEqual(["ecommerce.*"]);
  });

  it("reports a group as all, some or none of its events", () => {
    expect(groupState(["ecommerce.*"], ECOMMERCE)).toBe(true);
    expect(groupState(["ecommerce.order.*"], ECOMMERCE)).toBe("indeterminate");
    expect(groupState(["chatapp.*"], ECOMMERCE)).toBe(false);
    expect(groupState(["*"], ECOMMERCE)).toBe(true);
    expect(isCovered(["ecommerce.order.*"], "ecommerce.cart.abandoned")).toBe(false);
  });
});
