import { describe, expect, it } from "vitest";
import type { WorkflowStep } from "@/lib/client/types";
import { exportFileName, parseWorkflowFile } from "./workflow-file";
import { addNode, connect, connectionRefusal, freeSpot, NODE_BOX, nextNodeId, nodeHandles, removeElements, updateConfig, type WorkflowDoc } from "./workflow-graph";
import { historyReducer, initialHistory } from "./workflow-history";
import { runPath } from "./workflow-run-path";
import { parseWorkflowView, workflowListQuery, workflowViewParams } from "./workflow-view";

const base: WorkflowDoc = {
  name: "Welcome",
  triggerEvent: "contact.created",
  allowReentry: false,
  nodes: [{ id: "trigger", type: "trigger", position: { x: 0, y: 0 }, config: { filters: [] } }],
  edges: [],
};

function graph() {
  let doc = addNode(base, "condition", { x: 300, y: 0 }).doc;
  doc = addNode(doc, "chatapp-send-text", { x: 600, y: -100 }).doc;
  doc = addNode(doc, "chatapp-send-text", { x: 600, y: 100 }).doc;
  doc = connect(doc, { source: "trigger", sourceHandle: "next", target: "condition-1" });
  doc = connect(doc, { source: "condition-1", sourceHandle: "true", target: "send-text-1" });
  doc = connect(doc, { source: "condition-1", sourceHandle: "false", target: "send-text-2" });
  return doc;
}

describe("graph edits", () => {
  it("adds nodes with readable ids and their type's defaults, never sharing config objects", () => {
    const a = addNode(base, "split", { x: 1.4, y: 2.6 });
    const b = addNode(a.doc, "split", { x: 0, y: 0 });
    expect([a.id, b.id]).toEqual(["split-1", "split-2"]);
    expect(a.doc.nodes[1]).toMatchObject({ type: "split", position: { x: 1, y: 3 }, config: { branches: [{ id: "a" }, { id: "b" }] } });
    expect(b.doc.nodes[1].config).not.toBe(b.doc.nodes[2].config);
    expect(nextNodeId([{ id: "send-text-1" }], "chatapp-send-text")).toBe("send-text-2");
  });

  it("keeps one edge per output: connecting a used output replaces its edge", () => {
    let doc = graph();
    expect(doc.edges).toHaveLength(3);
    doc = connect(doc, { source: "condition-1", sourceHandle: "true", target: "send-text-2" });
    expect(doc.edges.filter((e) => e.source === "condition-1").map((e) => [e.sourceHandle, e.target])).toEqual([
      ["false", "send-text-2"],
      ["true", "send-text-2"],
    ]);
  });

  it("refuses loops onto the same node and edges into the trigger", () => {
    const doc = graph();
    expect(connectionRefusal(doc, { source: "condition-1", sourceHandle: "true", target: "condition-1" })).toMatch(/itself/);
    expect(connectionRefusal(doc, { source: "send-text-1", sourceHandle: "next", target: "trigger" })).toMatch(/trigger/);
    expect(connect(doc, { source: "send-text-1", sourceHandle: "next", target: "trigger" })).toBe(doc);
  });

  it("removes nodes with their edges but never the trigger", () => {
    const doc = removeElements(graph(), ["condition-1", "trigger"]);
    expect(doc.nodes.map((n) => n.id)).toEqual(["trigger", "send-text-1", "send-text-2"]);
    expect(doc.edges).toEqual([]);
  });

  it("drops the edges of split branches that are removed, and keeps handles while the shares are being fixed", () => {
    let doc = addNode(base, "split", { x: 0, y: 0 }).doc;
    doc = addNode(doc, "end", { x: 0, y: 0 }).doc;
    doc = connect(doc, { source: "split-1", sourceHandle: "b", target: "end-1" });
    const half = updateConfig(doc, "split-1", { branches: [{ id: "a", label: "A", percent: 50 }, { id: "b", label: "B", percent: 40 }] });
    expect(nodeHandles(half.nodes[1]).map((h) => h.id)).toEqual(["a", "b"]);
    expect(half.edges).toHaveLength(1);
    const cut = updateConfig(half, "split-1", { branches: [{ id: "a", label: "A", percent: 50 }, { id: "c", label: "C", percent: 50 }] });
    expect(cut.edges).toEqual([]);
  });
});

describe("history", () => {
  const rename = (name: string) => (d: WorkflowDoc) => ({ ...d, name });

  it("undoes and redoes, counting revisions and epochs", () => {
    let h = initialHistory(base);
    h = historyReducer(h, { type: "change", update: rename("A"), at: 0 });
    h = historyReducer(h, { type: "change", update: rename("B"), at: 10 });
    h = historyReducer(h, { type: "undo" });
    expect(h.doc.name).toBe("A");
    expect(h.epoch).toBe(1);
    h = historyReducer(h, { type: "redo" });
    expect(h.doc.name).toBe("B");
    expect(h.revision).toBe(4);
    h = historyReducer(h, { type: "undo" });
    h = historyReducer(h, { type: "change", update: rename("C"), at: 20 });
    expect(h.future).toEqual([]);
  });

  it("groups typing in one field into one step until a pause", () => {
    let h = initialHistory(base);
    const type = (name: string, at: number) => (h = historyReducer(h, { type: "change", update: rename(name), group: { key: "name", windowMs: 1000 }, at }));
    type("W", 0);
    type("We", 300);
    type("Wel", 600);
    type("Welc", 5000);
    expect(h.past.map((d) => d.name)).toEqual(["Welcome", "Wel"]);
    h = historyReducer(h, { type: "undo" });
    h = historyReducer(h, { type: "undo" });
    expect(h.doc.name).toBe("Welcome");
  });

  it("ignores changes that change nothing", () => {
    const h = initialHistory(base);
    expect(historyReducer(h, { type: "change", update: (d) => d, at: 0 })).toBe(h);
    expect(historyReducer(h, { type: "undo" })).toBe(h);
  });
});

describe("run path", () => {
  const step = (seq: number, nodeId: string, handle: string | null, status: WorkflowStep["status"] = "SUCCEEDED"): WorkflowStep => ({
    id: `s${seq}`,
    seq,
    nodeId,
    nodeType: "x",
    status,
    handle,
    input: null,
    output: null,
    error: null,
    attempts: 1,
    startedAt: "2026-01-01T00:00:00Z",
    finishedAt: null,
    durationMs: 3,
  });

  it("marks the nodes of the steps and the edges between consecutive ones by their output", () => {
    const doc = graph();
    const path = runPath([step(3, "send-text-1", "next"), step(1, "trigger", "next"), step(2, "condition-1", "true")], doc.nodes, doc.edges);
    expect([...path.nodes.keys()]).toEqual(["trigger", "condition-1", "send-text-1"]);
    const taken = doc.edges.filter((e) => path.edges.has(e.id)).map((e) => `${e.source}>${e.target}`);
    expect(taken).toEqual(["trigger>condition-1", "condition-1>send-text-1"]);
  });
});

describe("export files", () => {
  it("names files after the workflow", () => {
    expect(exportFileName("Welcome new contacts!")).toBe("welcome-new-contacts.workflow.json");
    expect(exportFileName("✨")).toBe("workflow.workflow.json");
  });

  it("reads an export and names what is wrong with other files", () => {
    const good = { format: "service.workflow", formatVersion: 1, workflow: { ...base } };
    expect(parseWorkflowFile(JSON.stringify(good))).toMatchObject({ ok: true, document: { workflow: { name: "Welcome" } } });
    expect(parseWorkflowFile("{")).toMatchObject({ ok: false, message: /not JSON/ });
    expect(parseWorkflowFile(JSON.stringify({ ...good, format: "other" }))).toMatchObject({ ok: false, message: /not a workflow export/ });
    expect(parseWorkflowFile(JSON.stringify({ ...good, workflow: { ...base, triggerEvent: "nope" } }))).toMatchObject({ ok: false, message: /workflow\.triggerEvent/ });
  });
});

describe("list view", () => {
  it("round-trips the URL and builds the API query", () => {
    const view = parseWorkflowView(new URLSearchParams("status=PUBLISHED&search=%20welcome%20&page=3"));
    expect(view).toEqual({ status: "PUBLISHED", search: "welcome", page: 3 });
    expect(workflowViewParams(view).toString()).toBe("status=PUBLISHED&search=welcome&page=3");
    expect(workflowListQuery(view)).toBe("limit=20&offset=40&status=PUBLISHED&search=welcome");
    expect(parseWorkflowView(new URLSearchParams("status=NOPE&page=-1"))).toEqual({ status: "", search: "", page: 1 });
  });
});

describe("free spot", () => {
  it("places a node where nothing is, below and then right of the start", () => {
    expect(freeSpot([], { x: 10, y: 10 })).toEqual({ x: 10, y: 10 });
    const below = freeSpot([{ position: { x: 0, y: 0 } }], { x: 20, y: 20 });
    expect(below.x).toBe(20);
    expect(below.y).toBeGreaterThanOrEqual(NODE_BOX.height);
  });
});
