import { beforeAll, describe, expect, it } from "vitest";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";
import { randomBytes } from "node:crypto";
import { receiveChatappMessage } from "@/lib/channels/chatapp/messaging/inbound/receive-message";
import { approvedTemplate, utilityTemplate } from "./support/templates";

/**
 * POST /api/v1/chatapp/messages/template/preview: the send's own resolution for one
 * recipient, without sending. What it previews is what the send then delivers.
 */
let co: TestCompany;
let other: TestCompany;
const PREVIEW = "/api/v1/chatapp/messages/template/preview";
const sender = async () => (await co.token(["templates:write", "templates:read", "messages:send", "messages:read", "conversations:read"])).token;
let n = 0;
const freshPhone = () => `1555${randomBytes(3).readUIntBE(0, 3).toString().padStart(7, "0")}`;
const uniqueName = (base: string) => `${base}_${Date.now().toString(36)}_${++n}`;

type Preview = {
  templateName: string;
  text: string;
  variables: { variable: number; source: string; field: string | null; value: string | null; status: string; reason: string | null }[];
  missing: number[];
  problems: { reason: string; message: string }[];
  ready: boolean;
};

const THREE = {
  bodyText: "Hi {{1}}, your order {{2}} ships {{3}}.",
  bodyExamples: ["Ana", "#10452", "today"],
  variableMapping: { "1": { type: "contact_field", value: "firstName" }, "2": { type: "custom_field", value: "order_ref" }, "3": { type: "static", value: "soon" } },
};

beforeAll(async () => {
  co = await newCompany("tplprev");
  other = await newCompany("tplprev-other");
});

describe("template send preview", () => {
  it("previews the contact's own values (not the review samples), marks the fallback and the missing one, and the send delivers the same text", async () => {
    const t = await sender();
    const tpl = await approvedTemplate(t, utilityTemplate(uniqueName("truth"), THREE));
    const walk = await co.contact({ name: "Walk Kim", firstName: "Walk", phone: "+971501234001" });

    const res = await call<Preview>("POST", PREVIEW, { token: t, body: { to: walk.phone, templateName: tpl.name, languageCode: "en_US" } });
    expect(res.status).toBe(200);
    expect(res.body.text).toBe("Hi Walk, your order {{2}} ships soon.");
    expect(res.body.variables).toEqual([
      { variable: 1, source: "contact_field", field: "firstName", value: "Walk", status: "filled", reason: null },
      { variable: 2, source: "custom_field", field: "order_ref", value: null, status: "missing", reason: "custom_field order_ref is empty" },
      { variable: 3, source: "static", field: "soon", value: "soon", status: "fallback", reason: null },
    ]);
    expect(res.body.missing).toEqual([2]);
    expect(res.body.ready).toBe(false);
    // The send refuses exactly what the preview marked missing.
    const refused = expectError(await call("POST", "/api/v1/chatapp/messages/template", { token: t, body: { to: walk.phone, templateName: tpl.name, languageCode: "en_US" } }), 409, "CONFLICT");
    expect(refused.details).toMatchObject({ reason: "variable_unfilled", variable: 2 });

    // With the custom field set, the preview is complete and the send stores that very text.
    await call("PUT", `/api/v1/contacts/${walk.id}`, { token: (await co.token(["contacts:write"])).token, body: { customFields: { order_ref: "#88" } } });
    const full = await call<Preview>("POST", PREVIEW, { token: t, body: { to: walk.phone, templateName: tpl.name, languageCode: "en_US" } });
    expect(full.body).toMatchObject({ text: "Hi Walk, your order #88 ships soon.", missing: [], ready: true });
    const sent = await call<{ messageId: string; conversationId: string }>("POST", "/api/v1/chatapp/messages/template", { token: t, body: { to: walk.phone, templateName: tpl.name, languageCode: "en_US" } });
    expect(sent.status).toBe(200);
    const thread = await call<{ data: { id: string; text: string }[] }>("GET", `/api/v1/conversations/${sent.body.conversationId}/messages`, { token: t });
    expect(thread.body.data.find((m) => m.id === sent.body.messageId)!.text).toBe(full.body.text);

    // By conversation: the same contact, the same answer.
    const byConversation = await call<Preview>("POST", PREVIEW, { token: t, body: { to: walk.phone, conversationId: sent.body.conversationId, templateName: tpl.name, languageCode: "en_US" } });
    expect(byConversation.body.text).toBe(full.body.text);
  });

  it("takes a given body component as the send does, and marks an empty given value missing", async () => {
    const t = await sender();
    const tpl = await approvedTemplate(t, utilityTemplate(uniqueName("given"), THREE));
    const phone = freshPhone();
    const given = await call<Preview>("POST", PREVIEW, {
      token: t,
      body: { to: phone, templateName: tpl.name, languageCode: "en_US", components: [{ type: "body", parameters: [{ type: "text", text: "Sam" }, { type: "text", text: " " }, { type: "text", text: "tomorrow" }] }] },
    });
    expect(given.status).toBe(200);
    expect(given.body.variables.map((v) => [v.source, v.status])).toEqual([
      ["given", "filled"],
      ["given", "missing"],
      ["given", "filled"],
    ]);
    expect(given.body.text).toBe("Hi Sam, your order {{2}} ships tomorrow.");
    // A number nobody has written from: only the phone is known, so the first name is missing too.
    const unknown = await call<Preview>("POST", PREVIEW, { token: t, body: { to: phone, templateName: tpl.name, languageCode: "en_US" } });
    expect(unknown.body.missing).toEqual([1, 2]);
    // Nothing was sent or stored by previewing.
    const list = await call<{ data: unknown[] }>("GET", `/api/v1/conversations?q=${phone}`, { token: t });
    expect(list.body.data).toEqual([]);
  });

  it("reports what else the send would refuse: a header variable not given", async () => {
    const t = await sender();
    const tpl = await approvedTemplate(t, utilityTemplate(uniqueName("hdr"), { headerType: "TEXT", headerText: "Order {{1}}", headerExample: "#1" }));
    const c = await co.contact({ firstName: "Lee", phone: "+971501234002" });
    const res = await call<Preview>("POST", PREVIEW, { token: t, body: { to: c.phone, templateName: tpl.name, languageCode: "en_US" } });
    expect(res.status).toBe(200);
    expect(res.body.missing).toEqual([]);
    expect(res.body.problems).toEqual([expect.objectContaining({ reason: "variable_unfilled" })]);
    expect(res.body.ready).toBe(false);
    const withHeader = await call<Preview>("POST", PREVIEW, { token: t, body: { to: c.phone, templateName: tpl.name, languageCode: "en_US", components: [{ type: "header", parameters: [{ type: "text", text: "#9" }] }] } });
    expect(withHeader.body).toMatchObject({ problems: [], ready: true, text: "Hi Lee, your order is on its way." });
  });

  it("answers 400 naming the field, 404 for a template or conversation not here, 403 without messages:send", async () => {
    const t = await sender();
    const bad = expectError(await call("POST", PREVIEW, { token: t, body: { to: "+971501234003", templateName: "Not A Name", languageCode: "en_US" } }), 400, "VALIDATION_ERROR");
    expect((bad.details as { fields: { path: string }[] }).fields.map((f) => f.path)).toContain("templateName");
    expectError(await call("POST", PREVIEW, { token: t, body: { to: "+971501234003", templateName: "no_such_template", languageCode: "en_US" } }), 404, "NOT_FOUND");

    // Another company's template and conversation are not found here.
    const theirs = await approvedTemplate((await other.token(["templates:write", "templates:read"])).token, utilityTemplate(uniqueName("theirs")));
    expectError(await call("POST", PREVIEW, { token: t, body: { to: "+971501234003", templateName: theirs.name, languageCode: "en_US" } }), 404, "NOT_FOUND");
    const mine = await approvedTemplate(t, utilityTemplate(uniqueName("mine")));
    const received = await receiveChatappMessage({ companyId: other.companyId, message: { from: "971501234004", id: `wamid.PRV${randomBytes(8).toString("hex")}`, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: "hi" } } });
    if (received.status !== "stored") throw new Error("fixture message not stored");
    const theirConversation = { conversationId: received.conversationId };
    expectError(await call("POST", PREVIEW, { token: t, body: { to: "+971501234004", conversationId: theirConversation.conversationId, templateName: mine.name, languageCode: "en_US" } }), 404, "NOT_FOUND");

    const reader = (await co.token(["templates:read", "messages:read"])).token;
    expectError(await call("POST", PREVIEW, { token: reader, body: { to: "+971501234003", templateName: mine.name, languageCode: "en_US" } }), 403, "INSUFFICIENT_PERMISSIONS");
  });
});
