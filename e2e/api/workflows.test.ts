import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { channelConnections } from "@/db/schema";
import { MINIMAL_GRAPH } from "@/lib/testing/workflow-fixtures";
import { call, expectError } from "./support/http";
import { newCompany, type TestCompany } from "./support/fixtures";
import { WORKFLOWS } from "./support/workflows";

/** The workflow API on the shared server: drafts, publishing, export and import, and the refusals. */
let co: TestCompany;
let token: string;
let reader: string;
type W = { id: string; status: string; name: string; nodes: unknown[]; edges: unknown[]; publishedVersion: number | null; hasUnpublishedChanges: boolean; version?: number };

const create = (body: Record<string, unknown>) => call<W>("POST", WORKFLOWS, { token, body: { name: "Flow", triggerEvent: "contact.created", ...MINIMAL_GRAPH, ...body } });

beforeAll(async () => {
  co = await newCompany("wfapi");
  token = (await co.token(["automations:read", "automations:write"])).token;
  reader = (await co.token(["automations:read"])).token;
});

describe("workflow drafts", () => {
  it("creates a DRAFT, lists it with its stats, gets and updates it", async () => {
    const created = await create({ name: "Onboarding", description: "New contacts" });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ id: expect.stringMatching(/^wf_/), status: "DRAFT", name: "Onboarding", publishedVersion: null, hasUnpublishedChanges: false, nodes: MINIMAL_GRAPH.nodes, edges: MINIMAL_GRAPH.edges, stats: { runsLast24h: 0, failedLast24h: 0, active: 0 } });
    const listed = await call<{ data: (W & { nodeCount: number })[] }>("GET", `${WORKFLOWS}?search=onboard&status=DRAFT`, { token: reader });
    expect(listed.body.data.map((w) => [w.id, w.nodeCount])).toEqual([[created.body.id, 2]]);
    const updated = await call<W>("PUT", `${WORKFLOWS}/${created.body.id}`, { token, body: { name: "Onboarding 2" } });
    expect(updated.body).toMatchObject({ name: "Onboarding 2", nodes: MINIMAL_GRAPH.nodes });
    expect((await call<W>("GET", `${WORKFLOWS}/${created.body.id}`, { token: reader })).body.name).toBe("Onboarding 2");
  });

  it("refuses bad input with the field named", async () => {
    expect(expectError(await call("POST", WORKFLOWS, { token, body: { name: "No edges", triggerEvent: "contact.created", nodes: [] } }), 400, "VALIDATION_ERROR").message).toMatch(/^edges/);
    expect(expectError(await create({ triggerEvent: "contact.exploded" }), 400, "VALIDATION_ERROR").message).toMatch(/^triggerEvent/);
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ id: `n${i}`, type: "end" }));
    expect(expectError(await create({ nodes: tooMany }), 400, "VALIDATION_ERROR").message).toMatch(/^nodes: at most 500 nodes/);
    const edges = Array.from({ length: 1001 }, (_, i) => ({ id: `e${i}`, source: "t", target: "end" }));
    expect(expectError(await create({ edges }), 400, "VALIDATION_ERROR").message).toMatch(/^edges: at most 1000 edges/);
    expect(expectError(await create({ nodes: [{ id: "has space", type: "end" }] }), 400, "VALIDATION_ERROR").message).toMatch(/^nodes\.0\.id/);
    const { id } = (await create({})).body;
    expect(expectError(await call("PUT", `${WORKFLOWS}/${id}`, { token, body: { nodes: [] } }), 400, "VALIDATION_ERROR").message).toMatch(/^edges: is required when nodes are given/);
  });

  it("accepts web_event:<name> as a trigger", async () => {
    expect((await create({ triggerEvent: "web_event:signup_completed" })).body).toMatchObject({ triggerEvent: "web_event:signup_completed" });
  });

  it("needs automations:write to change anything and answers 404 for another company's workflow", async () => {
    expectError(await call("POST", WORKFLOWS, { token: reader, body: { name: "x", triggerEvent: "contact.created", edges: [] } }), 403, "INSUFFICIENT_PERMISSIONS");
    const other = await newCompany("wfother");
    const theirs = (await call<W>("POST", WORKFLOWS, { token: (await other.token(["automations:write"])).token, body: { name: "Theirs", triggerEvent: "contact.created", ...MINIMAL_GRAPH } })).body;
    expectError(await call("GET", `${WORKFLOWS}/${theirs.id}`, { token }), 404, "NOT_FOUND");
    expectError(await call("POST", `${WORKFLOWS}/${theirs.id}/publish`, { token }), 404, "NOT_FOUND");
  });
});

describe("publishing", () => {
  it("refuses a graph that cannot run with one problem per node or edge", async () => {
    const { id } = (
      await create({
        nodes: [
          { id: "t", type: "trigger", config: {} },
          { id: "s", type: "chatapp-send-text", config: { text: "" } },
          { id: "lost", type: "end" },
          { id: "c", type: "condition", config: { rules: [{ source: "consent", operator: "equals", value: "OPTED_IN" }] } },
        ],
        edges: [
          { id: "e1", source: "t", target: "c" },
          { id: "e2", source: "c", target: "s", sourceHandle: "maybe" },
        ],
      })
    ).body;
    const err = expectError(await call("POST", `${WORKFLOWS}/${id}/publish`, { token }), 400, "VALIDATION_ERROR");
    const problems = (err.details as { problems: { nodeId?: string; edgeId?: string; code: string }[] }).problems;
    expect(problems.map((p) => [p.code, p.nodeId ?? p.edgeId])).toEqual(
      expect.arrayContaining([
        ["invalid_config", "s"],
        ["invalid_handle", "e2"],
        ["unreachable", "lost"],
        ["unreachable", "s"],
      ]),
    );
    expect((await call<W>("GET", `${WORKFLOWS}/${id}`, { token })).body.status).toBe("DRAFT");
  });

  it("refuses tags, agents and templates that are not the company's", async () => {
    const other = await newCompany("wfrefs");
    const theirTag = await other.tag();
    const { id } = (
      await create({
        nodes: [
          { id: "t", type: "trigger" },
          { id: "tag", type: "add-tag", config: { tagId: theirTag.id } },
          { id: "who", type: "assign-agent", config: { mode: "agent", agentId: other.owner.id } },
          { id: "tpl", type: "chatapp-send-template", config: { templateName: "nowhere_to_be_found", languageCode: "en" } },
        ],
        edges: [
          { id: "1", source: "t", target: "tag" },
          { id: "2", source: "tag", target: "who" },
          { id: "3", source: "who", target: "tpl" },
        ],
      })
    ).body;
    const err = expectError(await call("POST", `${WORKFLOWS}/${id}/publish`, { token }), 400, "VALIDATION_ERROR");
    expect((err.details as { problems: { nodeId: string; code: string }[] }).problems.map((p) => [p.code, p.nodeId])).toEqual([
      ["unknown_tag", "tag"],
      ["unknown_agent", "who"],
      ["unknown_template", "tpl"],
    ]);
  });

  it("refuses an HTTP request URL the run would refuse, and another company's inbox", async () => {
    const other = await newCompany("wfurls");
    const [theirInbox] = await getDb().select({ id: channelConnections.id }).from(channelConnections).where(eq(channelConnections.companyId, other.companyId));
    const { id } = (
      await create({
        nodes: [
          { id: "t", type: "trigger" },
          { id: "meta", type: "http-request", config: { method: "GET", url: "http://169.254.169.254/latest/meta-data" } },
          { id: "junk", type: "http-request", config: { method: "GET", url: "not a url" } },
          { id: "send", type: "send-message", config: { channel: "chatapp", inboxId: theirInbox!.id, kind: "text", text: "Hi" } },
        ],
        edges: [
          { id: "1", source: "t", target: "meta" },
          { id: "2", source: "meta", target: "junk", sourceHandle: "next" },
          { id: "3", source: "junk", target: "send", sourceHandle: "next" },
        ],
      })
    ).body;
    const err = expectError(await call("POST", `${WORKFLOWS}/${id}/publish`, { token }), 400, "VALIDATION_ERROR");
    expect((err.details as { fields: { path: string; message: string }[] }).fields).toEqual([
      { path: "nodes.meta.url", message: "HTTP request: url must use https (the run would refuse it)" },
      { path: "nodes.junk.url", message: "HTTP request: url is not a valid URL (the run would refuse it)" },
      { path: "nodes.send.inboxId", message: `Inbox ${theirInbox!.id} does not exist` },
    ]);
  });

  it("publishes versions, keeps edits as a draft until the next publish, and unpublishes once", async () => {
    const { id } = (await create({})).body;
    expect((await call<W>("POST", `${WORKFLOWS}/${id}/publish`, { token })).body).toMatchObject({ status: "PUBLISHED", version: 1, publishedVersion: 1, hasUnpublishedChanges: false, publishedAt: expect.any(String) });
    expect((await call<W>("PUT", `${WORKFLOWS}/${id}`, { token, body: { allowReentry: true } })).body).toMatchObject({ status: "PUBLISHED", publishedVersion: 1, hasUnpublishedChanges: true });
    expect((await call<W>("POST", `${WORKFLOWS}/${id}/publish`, { token })).body).toMatchObject({ version: 2, hasUnpublishedChanges: false });
    expect((await call<W>("POST", `${WORKFLOWS}/${id}/unpublish`, { token })).body).toMatchObject({ status: "UNPUBLISHED", publishedVersion: 2 });
    const again = expectError(await call("POST", `${WORKFLOWS}/${id}/unpublish`, { token }), 409, "CONFLICT");
    expect(again.details).toMatchObject({ status: "UNPUBLISHED", allowed: ["PUBLISHED"] });
    expect((await call<W>("POST", `${WORKFLOWS}/${id}/publish`, { token })).body).toMatchObject({ status: "PUBLISHED", version: 3 });
  });
});

describe("export, import and duplicate", () => {
  it("exports a versioned document that imports back as the same draft", async () => {
    const { id } = (await create({ name: "Portable", triggerEvent: "message.received", allowReentry: true })).body;
    const doc = await call<{ format: string; formatVersion: number; workflow: Record<string, unknown> }>("GET", `${WORKFLOWS}/${id}/export`, { token: reader });
    expect(doc.body).toMatchObject({ format: "service.workflow", formatVersion: 1, workflow: { name: "Portable", triggerEvent: "message.received", allowReentry: true, nodes: MINIMAL_GRAPH.nodes, edges: MINIMAL_GRAPH.edges } });
    const imported = await call<W>("POST", `${WORKFLOWS}/import`, { token, body: doc.body });
    expect(imported.body).toMatchObject({ status: "DRAFT", name: "Portable", triggerEvent: "message.received", allowReentry: true, nodes: MINIMAL_GRAPH.nodes, edges: MINIMAL_GRAPH.edges });
    expect(imported.body.id).not.toBe(id);
    const renamed = await call<W>("POST", `${WORKFLOWS}/import`, { token, body: { ...doc.body, name: "Renamed" } });
    expect(renamed.body.name).toBe("Renamed");
    expect(expectError(await call("POST", `${WORKFLOWS}/import`, { token, body: { ...doc.body, formatVersion: 9 } }), 400, "VALIDATION_ERROR").message).toMatch(/^formatVersion/);
  });

  it("duplicates the draft, not the publish state", async () => {
    const { id } = (await create({ name: "Original" })).body;
    await call("POST", `${WORKFLOWS}/${id}/publish`, { token });
    const copy = await call<W>("POST", `${WORKFLOWS}/${id}/duplicate`, { token, body: {} });
    expect(copy.body).toMatchObject({ name: "Original (copy)", status: "DRAFT", publishedVersion: null, nodes: MINIMAL_GRAPH.nodes });
    expect((await call<W>("POST", `${WORKFLOWS}/${id}/duplicate`, { token, body: { name: "Named" } })).body.name).toBe("Named");
  });

  it("deletes a workflow", async () => {
    const { id } = (await create({})).body;
    expect((await call("DELETE", `${WORKFLOWS}/${id}`, { token })).body).toEqual({ id, deleted: true });
    expectError(await call("GET", `${WORKFLOWS}/${id}`, { token }), 404, "NOT_FOUND");
  });

  it("lists the node types with their outputs and config schemas", async () => {
    const res = await call<{ data: { type: string; outputs: { id: string }[]; configSchema: { type: string } }[] }>("GET", `${WORKFLOWS}/node-types`, { token: reader });
    const byType = new Map(res.body.data.map((d) => [d.type, d]));
    expect(byType.get("condition")!.outputs.map((o) => o.id)).toEqual(["true", "false"]);
    expect(byType.get("wait-for-reply")!.outputs.map((o) => o.id)).toEqual(["replied", "timeout"]);
    expect(byType.get("chatapp-send-text")!.configSchema.type).toBe("object");
    for (const type of ["send-message", "create-ticket", "create-lead", "create-task"]) expect(byType.get(type)!.outputs.map((o) => o.id), type).toEqual(["next", "failed"]);
    for (const type of ["apply-sla-policy", "conversation-label"]) expect(byType.has(type), type).toBe(true);
    expect(res.body.data).toHaveLength(20);
  });
});
