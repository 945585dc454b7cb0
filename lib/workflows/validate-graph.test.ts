import { describe, expect, it } from "vitest";
import type { WorkflowEdge, WorkflowNode } from "./graph";
import { validateGraph } from "./validate-graph";

const trigger: WorkflowNode = { id: "t", type: "trigger", config: { filters: [] } };
const text = (id: string): WorkflowNode => ({ id, type: "chatapp-send-text", config: { text: "Hi" } });
const delay = (id: string): WorkflowNode => ({ id, type: "delay", config: { mode: "duration", duration: { amount: 1, unit: "minutes" } } });
const edge = (id: string, source: string, target: string, sourceHandle?: string): WorkflowEdge => ({ id, source, target, ...(sourceHandle && { sourceHandle }) });
const codes = (nodes: WorkflowNode[], edges: WorkflowEdge[]) => validateGraph(nodes, edges).map((p) => [p.code, p.nodeId ?? p.edgeId ?? null]);

describe("publish validation, one rule at a time", () => {
  it("a valid graph has no problems", () => {
    expect(validateGraph([trigger, text("a"), delay("d"), text("b")], [edge("1", "t", "a"), edge("2", "a", "d", "next"), edge("3", "d", "b")])).toEqual([]);
  });

  it("needs a trigger", () => {
    expect(codes([text("a")], [])).toContainEqual(["no_trigger", null]);
  });

  it("allows only one trigger, naming the extra", () => {
    expect(codes([trigger, { ...trigger, id: "t2" }], [])).toContainEqual(["extra_trigger", "t2"]);
  });

  it("refuses an unknown node type", () => {
    expect(codes([trigger, { id: "x", type: "teleport" }], [edge("1", "t", "x")])).toEqual([["unknown_type", "x"]]);
  });

  it("checks every config against its type's schema, with the field's path", () => {
    const problems = validateGraph([trigger, { id: "a", type: "chatapp-send-text", config: { text: "" } }], [edge("1", "t", "a")]);
    expect(problems).toEqual([expect.objectContaining({ nodeId: "a", path: "text", code: "invalid_config" })]);
  });

  it("refuses split shares that do not add up to 100", () => {
    const split: WorkflowNode = { id: "s", type: "split", config: { branches: [{ id: "a", percent: 30 }, { id: "b", percent: 30 }] } };
    expect(codes([trigger, split], [edge("1", "t", "s")])).toContainEqual(["invalid_config", "s"]);
  });

  it("refuses duplicate node and edge ids", () => {
    expect(codes([trigger, text("a"), text("a")], [edge("1", "t", "a")])).toContainEqual(["duplicate_id", "a"]);
    expect(codes([trigger, text("a")], [edge("1", "t", "a"), edge("1", "t", "a")])).toContainEqual(["duplicate_id", "1"]);
  });

  it("refuses edges to or from nodes that do not exist", () => {
    expect(codes([trigger], [edge("1", "t", "ghost")])).toContainEqual(["unknown_target", "1"]);
    expect(codes([trigger], [edge("1", "ghost", "t")])).toContainEqual(["unknown_source", "1"]);
  });

  it("refuses an edge into the trigger and a self-loop", () => {
    expect(codes([trigger, text("a")], [edge("1", "t", "a"), edge("2", "a", "t", "next")])).toContainEqual(["into_trigger", "2"]);
    expect(codes([trigger, delay("d")], [edge("1", "t", "d"), edge("2", "d", "d")])).toContainEqual(["self_loop", "2"]);
  });

  it("refuses a handle the source type does not have, and a missing handle where there are several", () => {
    const cond: WorkflowNode = { id: "c", type: "condition", config: { rules: [{ source: "consent", operator: "equals", value: "OPTED_IN" }] } };
    expect(codes([trigger, cond, text("a")], [edge("1", "t", "c"), edge("2", "c", "a", "maybe")])).toContainEqual(["invalid_handle", "2"]);
    expect(codes([trigger, cond, text("a")], [edge("1", "t", "c"), edge("2", "c", "a")])).toContainEqual(["invalid_handle", "2"]);
  });

  it("allows one edge per output", () => {
    expect(codes([trigger, text("a"), text("b")], [edge("1", "t", "a"), edge("2", "t", "b")])).toContainEqual(["handle_in_use", "2"]);
  });

  it("names every node the trigger cannot reach", () => {
    expect(codes([trigger, text("a"), text("island")], [edge("1", "t", "a")])).toEqual([["unreachable", "island"]]);
  });

  it("refuses a loop that skips every delay and wait, and allows one through a delay", () => {
    const cond: WorkflowNode = { id: "c", type: "condition", config: { rules: [{ source: "event", key: "x", operator: "is_set" }] } };
    const tight = codes([trigger, cond, text("a")], [edge("1", "t", "c"), edge("2", "c", "a", "true"), edge("3", "a", "c", "next")]);
    expect(tight.some(([code]) => code === "cycle")).toBe(true);
    const paced = codes([trigger, cond, text("a"), delay("d")], [edge("1", "t", "c"), edge("2", "c", "a", "true"), edge("3", "a", "d", "next"), edge("4", "d", "c")]);
    expect(paced).toEqual([]);
  });

  it("enforces the limits of 500 nodes and 1,000 edges", () => {
    const many = Array.from({ length: 501 }, (_, i) => text(`n${i}`));
    expect(codes([trigger, ...many], []).some(([c]) => c === "too_many_nodes")).toBe(true);
    const edges = Array.from({ length: 1001 }, (_, i) => edge(`e${i}`, "t", "n0"));
    expect(codes([trigger, text("n0")], edges).some(([c]) => c === "too_many_edges")).toBe(true);
  });
});
