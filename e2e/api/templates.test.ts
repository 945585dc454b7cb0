import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { sandboxTemplates } from "@/db/schema";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";
import { inbound, postCallback, sandboxNumber, waitFor } from "./support/chatapp";
import { approvedTemplate, PNG_BASE64, utilityTemplate, waitForStatus, type Tpl } from "./support/templates";

/**
 * The templates API against the sandbox platform: review by callback, sync against the
 * sandbox's own store, media, mapping, the send path and the ledger.
 */
let co: TestCompany;
const BASE = "/api/v1/chatapp/templates";
// A token allows 60 requests a minute: each test takes its own.
const writer = async () => (await co.token(["templates:write", "templates:read", "messages:send", "conversations:read"])).token;
const wabaOf = (companyId: string) => `sandbox-waba-${companyId}`;
let n = 0;
const uniqueName = (base: string) => `${base}_${Date.now().toString(36)}_${++n}`;

type Send = { messageId: string; conversationId: string; status: string };
type Thread = { data: { id: string; text: string; type: string; content: { components?: unknown[] } }[] };

function templateCallback(companyId: string, field: string, value: Record<string, unknown>) {
  return { object: "whatsapp_business_account", entry: [{ id: wabaOf(companyId), time: Math.floor(Date.now() / 1000), changes: [{ field, value }] }] };
}

beforeAll(async () => {
  co = await newCompany("tpl");
});

describe("create and review", () => {
  it("stores a valid template as PENDING, and the sandbox approves it by status callback", async () => {
    const t = await writer();
    const name = uniqueName("order_shipped");
    const res = await call<Tpl>("POST", BASE, { token: t, body: utilityTemplate(name) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name, language: "en_US", category: "UTILITY", templateType: "STANDARD", status: "PENDING", quality: "UNKNOWN", headerType: "NONE", bodyText: "Hi {{1}}, your order is on its way." });
    expect(res.body.id).toMatch(/^tpl_/);
    expect(res.body.platformTemplateId).toMatch(/^\d+$/);
    expect(res.body.statusHistory).toEqual([expect.objectContaining({ status: "PENDING", source: "create" })]);
    const approved = await waitForStatus(t, res.body.id, "APPROVED");
    expect(approved.statusHistory.map((h) => `${h.status}:${h.source}`)).toEqual(["PENDING:create", "APPROVED:callback"]);
    expect(approved.rejectionReason).toBeNull();
  });

  it("rejects a body with a policy trigger, with the reason", async () => {
    const t = await writer();
    const res = await call<Tpl>("POST", BASE, { token: t, body: utilityTemplate(uniqueName("promo"), { category: "MARKETING", bodyText: "Hi {{1}}, join for guaranteed income every week" }) });
    expect(res.status).toBe(200);
    const rejected = await waitForStatus(t, res.body.id, "REJECTED");
    expect(rejected.rejectionReason).toMatch(/^SCAM: .*guaranteed income/);
    expect(rejected.statusHistory.at(-1)).toMatchObject({ status: "REJECTED", source: "callback", reason: rejected.rejectionReason });
  });

  it("answers 400 with one field per problem and stores nothing", async () => {
    const t = await writer();
    const name = uniqueName("broken");
    const res = await call("POST", BASE, {
      token: t,
      body: utilityTemplate(name, { bodyText: "Hi {{2}}", footerText: "x".repeat(61), buttons: [{ type: "QUICK_REPLY", text: "y".repeat(26) }], variableMapping: undefined }),
    });
    const err = expectError(res, 400, "VALIDATION_ERROR");
    const paths = (err.details as { fields: { path: string }[] }).fields.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(["bodyText", "footerText", "buttons.0.text"]));
    const list = await call<{ data: Tpl[] }>("GET", `${BASE}?search=${name}`, { token: t });
    expect(list.body.data).toHaveLength(0);
  });

  it("refuses the same name and language twice (400 on name, listed with the other problems), but takes another language", async () => {
    const t = await writer();
    const name = uniqueName("twice");
    expect((await call("POST", BASE, { token: t, body: utilityTemplate(name) })).status).toBe(200);
    const again = expectError(await call("POST", BASE, { token: t, body: utilityTemplate(name, { footerText: "x".repeat(61) }) }), 400, "VALIDATION_ERROR");
    expect((again.details as { fields: { path: string; message: string }[] }).fields).toEqual([
      expect.objectContaining({ path: "name", message: expect.stringContaining("already exists in en_US") }),
      expect.objectContaining({ path: "footerText" }),
    ]);
    expect((await call("POST", BASE, { token: t, body: utilityTemplate(name, { language: "ar" }) })).status).toBe(200);
  });

  it("needs templates:write to create and templates:read to list", async () => {
    const reader = (await co.token(["templates:read"])).token;
    expectError(await call("POST", BASE, { token: reader, body: utilityTemplate(uniqueName("nope")) }), 403, "INSUFFICIENT_PERMISSIONS");
    const sender = (await co.token(["messages:send"])).token;
    expectError(await call("GET", BASE, { token: sender }), 403, "INSUFFICIENT_PERMISSIONS");
  });
});

describe("list and get", () => {
  it("filters by status, category, language and name, with pagination; another company's template is a 404", async () => {
    const other = await newCompany("tpl-other");
    const ot = (await other.token(["templates:write", "templates:read"])).token;
    const mine = await writer();
    const stem = uniqueName("listing");
    await approvedTemplate(mine, utilityTemplate(`${stem}_a`));
    await call("POST", BASE, { token: mine, body: utilityTemplate(`${stem}_b`, { category: "MARKETING", language: "es" }) });
    const foreign = await call<Tpl>("POST", BASE, { token: ot, body: utilityTemplate(`${stem}_c`) });

    const byName = await call<{ data: Tpl[]; pagination: { total: number } }>("GET", `${BASE}?search=${stem}`, { token: mine });
    expect(byName.body.data.map((x) => x.name).sort()).toEqual([`${stem}_a`, `${stem}_b`]);
    expect(byName.body.data[0]).not.toHaveProperty("statusHistory");
    const marketing = await call<{ data: Tpl[] }>("GET", `${BASE}?search=${stem}&category=MARKETING&language=es`, { token: mine });
    expect(marketing.body.data.map((x) => x.name)).toEqual([`${stem}_b`]);
    const approved = await call<{ data: Tpl[] }>("GET", `${BASE}?search=${stem}&status=APPROVED`, { token: mine });
    expect(approved.body.data.map((x) => x.name)).toEqual([`${stem}_a`]);
    const paged = await call<{ data: Tpl[]; pagination: { total: number; totalPages: number } }>("GET", `${BASE}?search=${stem}&limit=1&page=2`, { token: mine });
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.pagination).toMatchObject({ total: 2, totalPages: 2 });
    expectError(await call("GET", `${BASE}?status=LIVE`, { token: mine }), 400, "VALIDATION_ERROR");
    expectError(await call("GET", `${BASE}/${foreign.body.id}`, { token: mine }), 404, "NOT_FOUND");
  });
});

describe("status callbacks on the chatapp webhook", () => {
  it("applies status and quality changes once, by platform id or by name and language", async () => {
    const t = await writer();
    const tpl = await approvedTemplate(t, utilityTemplate(uniqueName("watched")));
    const paused = { event: "PAUSED", message_template_id: Number(tpl.platformTemplateId), message_template_name: tpl.name, message_template_language: "en_US", reason: "NONE", other_info: { title: "FIRST_PAUSE", description: "Paused for 3 hours because of low quality." } };
    const first = await postCallback(templateCallback(co.companyId, "message_template_status_update", paused));
    expect(first.body).toMatchObject({ templates: 1, ignored: 0 });
    await postCallback(templateCallback(co.companyId, "message_template_status_update", paused));
    const quality = await postCallback(templateCallback(co.companyId, "message_template_quality_update", { previous_quality_score: "GREEN", new_quality_score: "YELLOW", message_template_id: 1, message_template_name: tpl.name, message_template_language: "en_US" }));
    expect(quality.body).toMatchObject({ templates: 1 });
    const got = await call<Tpl>("GET", `${BASE}/${tpl.id}`, { token: t });
    expect(got.body).toMatchObject({ status: "PAUSED", quality: "YELLOW" });
    expect(got.body.statusHistory.map((h) => `${h.status}:${h.source}:${h.reason ?? ""}`)).toEqual(["PENDING:create:", "APPROVED:callback:", "PAUSED:callback:FIRST_PAUSE"]);
    const unknown = await postCallback(templateCallback(co.companyId, "message_template_status_update", { ...paused, message_template_id: 1, message_template_name: "not_here" }));
    expect(unknown.body).toMatchObject({ templates: 0, ignored: 1 });
  });
});

describe("sync with the sandbox platform", () => {
  it("updates statuses and quality (as history) and imports templates created on the platform", async () => {
    const c = await newCompany("tpl-sync");
    const t = (await c.token(["templates:write", "templates:read"])).token;
    const kept = await approvedTemplate(t, utilityTemplate("kept_one"));
    // The platform's own tools: a decision made there, and a template created there.
    await getDb().update(sandboxTemplates).set({ status: "DISABLED", qualityScore: "RED" }).where(and(eq(sandboxTemplates.wabaId, wabaOf(c.companyId)), eq(sandboxTemplates.name, "kept_one")));
    await getDb().insert(sandboxTemplates).values({
      id: "990000000001",
      wabaId: wabaOf(c.companyId),
      name: "made_elsewhere",
      language: "fr",
      category: "MARKETING",
      status: "APPROVED",
      qualityScore: "GREEN",
      components: [
        { type: "HEADER", format: "TEXT", text: "Soldes" },
        { type: "BODY", text: "Bonjour {{1}}, -20% aujourd'hui", example: { body_text: [["Lea"]] } },
        { type: "BUTTONS", buttons: [{ type: "URL", text: "Voir", url: "https://shop.example/{{1}}", example: ["https://shop.example/promo"] }] },
      ],
    });
    const res = await call("POST", `${BASE}/sync`, { token: t });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 2, imported: 1, updated: 1, unchanged: 0, pages: 1 });
    const updated = await call<Tpl>("GET", `${BASE}/${kept.id}`, { token: t });
    expect(updated.body).toMatchObject({ status: "DISABLED", quality: "RED" });
    expect(updated.body.statusHistory.at(-1)).toMatchObject({ status: "DISABLED", source: "sync" });
    const list = await call<{ data: Tpl[] }>("GET", `${BASE}?search=made_elsewhere`, { token: t });
    expect(list.body.data[0]).toMatchObject({
      name: "made_elsewhere",
      language: "fr",
      category: "MARKETING",
      status: "APPROVED",
      quality: "GREEN",
      platformTemplateId: "990000000001",
      headerType: "TEXT",
      headerText: "Soldes",
      bodyText: "Bonjour {{1}}, -20% aujourd'hui",
      bodyExamples: ["Lea"],
      buttons: [{ type: "URL", text: "Voir", url: "https://shop.example/{{1}}", urlExample: "https://shop.example/promo" }],
      variableMapping: null,
    });
    expect((await call("POST", `${BASE}/sync`, { token: t })).body).toEqual({ total: 2, imported: 0, updated: 0, unchanged: 2, pages: 1 });
  });
});

describe("sending stored templates", () => {
  it("fills variables from the saved mapping, stores the text the customer reads, and a new mapping applies at once", async () => {
    const t = await writer();
    const tpl = await approvedTemplate(t, utilityTemplate(uniqueName("greet")));
    const sara = await co.contact({ name: "Sara Khan", firstName: "Sara", phone: "+971501110001" });
    const sent = await call<Send>("POST", "/api/v1/chatapp/messages/template", { token: t, body: { to: sara.phone, templateName: tpl.name, languageCode: "en_US" } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const thread = await call<Thread>("GET", `/api/v1/conversations/${sent.body.conversationId}/messages`, { token: t });
    const msg = thread.body.data.find((m) => m.id === sent.body.messageId)!;
    expect(msg.text).toBe("Hi Sara, your order is on its way.");
    expect(msg.content.components).toEqual([{ type: "body", parameters: [{ type: "text", text: "Sara" }] }]);

    const mapped = await call<{ data: Tpl[] }>("PATCH", `${BASE}/${tpl.name}/mapping`, { token: t, body: { variableMapping: { "1": { type: "static", value: "friend" } } } });
    expect(mapped.status).toBe(200);
    expect(mapped.body.data[0].variableMapping).toEqual({ "1": { type: "static", value: "friend" } });
    const again = await call<Send>("POST", "/api/v1/chatapp/messages/template", { token: t, body: { to: sara.phone, templateName: tpl.name, languageCode: "en_US" } });
    const thread2 = await call<Thread>("GET", `/api/v1/conversations/${again.body.conversationId}/messages`, { token: t });
    expect(thread2.body.data.find((m) => m.id === again.body.messageId)!.text).toBe("Hi friend, your order is on its way.");

    // Explicit components win over the mapping.
    const explicit = await call<Send>("POST", "/api/v1/chatapp/messages/template", { token: t, body: { to: sara.phone, templateName: tpl.name, languageCode: "en_US", components: [{ type: "body", parameters: [{ type: "text", text: "Ms Khan" }] }] } });
    const thread3 = await call<Thread>("GET", `/api/v1/conversations/${explicit.body.conversationId}/messages`, { token: t });
    expect(thread3.body.data.find((m) => m.id === explicit.body.messageId)!.text).toBe("Hi Ms Khan, your order is on its way.");
  });

  it("refuses a mapping that does not fit the body (400) and an unknown name (404)", async () => {
    const t = await writer();
    const tpl = await approvedTemplate(t, utilityTemplate(uniqueName("fit")));
    const bad = expectError(await call("PATCH", `${BASE}/${tpl.name}/mapping`, { token: t, body: { variableMapping: { "1": { type: "contact_field", value: "shoeSize" }, "2": { type: "static", value: "x" } } } }), 400, "VALIDATION_ERROR");
    expect((bad.details as { fields: { path: string }[] }).fields.map((f) => f.path).sort()).toEqual(["variableMapping.1.value", "variableMapping.2"]);
    expectError(await call("PATCH", `${BASE}/no_such_template/mapping`, { token: t, body: { variableMapping: {} } }), 404, "NOT_FOUND");
  });

  it("answers 409 naming the variable it could not fill, 404 for a template not stored, 409 for one not approved", async () => {
    const t = await writer();
    const tpl = await approvedTemplate(t, utilityTemplate(uniqueName("loyal"), { variableMapping: { "1": { type: "custom_field", value: "loyalty_tier" } } }));
    const plain = await co.contact({ name: "No Tier", phone: "+971501110002" });
    const unfilled = expectError(await call("POST", "/api/v1/chatapp/messages/template", { token: t, body: { to: plain.phone, templateName: tpl.name, languageCode: "en_US" } }), 409, "CONFLICT");
    expect(unfilled.message).toContain("{{1}}");
    expect(unfilled.details).toMatchObject({ reason: "variable_unfilled", variable: 1 });

    const missing = expectError(await call("POST", "/api/v1/chatapp/messages/template", { token: t, body: { to: plain.phone, templateName: "never_created", languageCode: "en_US" } }), 404, "NOT_FOUND");
    expect(missing.details).toMatchObject({ reason: "template_not_found" });
    const pending = await call<Tpl>("POST", BASE, { token: t, body: utilityTemplate(uniqueName("waiting")) });
    const notYet = expectError(await call("POST", "/api/v1/chatapp/messages/template", { token: t, body: { to: plain.phone, templateName: pending.body.name, languageCode: "en_US" } }), 409, "CONFLICT");
    expect(notYet.details).toMatchObject({ reason: "template_not_approved", status: "PENDING" });
  });

  it("refuses a media-header template without media (409), then sends it once media is attached", async () => {
    const t = await writer();
    const sample = await call<{ handle: string; mimeType: string; bytes: number }>("POST", "/api/v1/chatapp/media/upload-for-template", { token: t, body: { mediaType: "image", base64: PNG_BASE64, mimeType: "image/png" } });
    expect(sample.status).toBe(200);
    expect(sample.body).toMatchObject({ mimeType: "image/png", bytes: Buffer.from(PNG_BASE64, "base64").length });
    expect(sample.body.handle).toMatch(/^\d+::/);
    const tpl = await approvedTemplate(t, utilityTemplate(uniqueName("with_photo"), { headerType: "IMAGE", headerExample: sample.body.handle, variableMapping: { "1": { type: "static", value: "there" } } }));
    const to = "971501110003";
    const refused = expectError(await call("POST", "/api/v1/chatapp/messages/template", { token: t, body: { to, templateName: tpl.name, languageCode: "en_US" } }), 409, "CONFLICT");
    expect(refused.message).toContain("image header has no media");
    expect(refused.details).toMatchObject({ reason: "template_media_missing", missing: ["header"] });

    expectError(await call("PATCH", `${BASE}/${tpl.id}/media`, { token: t, body: { headerMediaId: "123", carouselCards: [{ index: 0, mediaId: "9" }] } }), 400, "VALIDATION_ERROR");
    const media = await call<{ mediaId: string }>("POST", "/api/v1/chatapp/media/upload", { token: t, body: { mediaType: "image", base64: PNG_BASE64, mimeType: "image/png" } });
    const attached = await call<Tpl>("PATCH", `${BASE}/${tpl.id}/media`, { token: t, body: { headerMediaId: media.body.mediaId, carouselCards: [] } });
    expect(attached.status).toBe(200);
    expect(attached.body.headerMediaId).toBe(media.body.mediaId);
    const sent = await call<Send>("POST", "/api/v1/chatapp/messages/template", { token: t, body: { to, templateName: tpl.name, languageCode: "en_US" } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const thread = await call<Thread>("GET", `/api/v1/conversations/${sent.body.conversationId}/messages`, { token: t });
    expect(thread.body.data.find((m) => m.id === sent.body.messageId)!.content.components).toEqual([
      { type: "header", parameters: [{ type: "image", image: { id: media.body.mediaId } }] },
      { type: "body", parameters: [{ type: "text", text: "there" }] },
    ]);
  });

  it("refuses a header media id on a template without a media header", async () => {
    const t = await writer();
    const tpl = await approvedTemplate(t, utilityTemplate(uniqueName("no_media")));
    const bad = expectError(await call("PATCH", `${BASE}/${tpl.id}/media`, { token: t, body: { headerMediaId: "123", carouselCards: [] } }), 400, "VALIDATION_ERROR");
    expect((bad.details as { fields: { path: string }[] }).fields[0].path).toBe("headerMediaId");
    expectError(await call("PATCH", `${BASE}/${tpl.id}/media`, { token: t, body: { carouselCards: [] } }), 400, "VALIDATION_ERROR");
  });
});

describe("usage ledger and delete", () => {
  it("counts every send by status and lists them; delete removes every language here and on the platform, the ledger stays", async () => {
    const t = await writer();
    const name = uniqueName("ledger");
    await approvedTemplate(t, utilityTemplate(name, { variableMapping: { "1": { type: "static", value: "there" } } }));
    await approvedTemplate(t, utilityTemplate(name, { language: "ar", variableMapping: { "1": { type: "static", value: "هناك" } } }));
    const ok1 = await call<Send>("POST", "/api/v1/chatapp/messages/template", { token: t, body: { to: "971501110010", templateName: name, languageCode: "en_US" } });
    const ok2 = await call<Send>("POST", "/api/v1/chatapp/messages/template", { token: t, body: { to: "971501110011", templateName: name, languageCode: "ar" } });
    const failed = await call("POST", "/api/v1/chatapp/messages/template", { token: t, body: { to: "971501110000", templateName: name, languageCode: "en_US" } });
    expect([ok1.status, ok2.status, failed.status]).toEqual([200, 200, 400]);

    // The sandbox reports delivered and read for the two that went out.
    let last: unknown;
    const reader = (await co.token(["templates:read"])).token;
    const usage = await waitFor(async () => {
      const res = await call<{ counts: Record<string, number>; data: { messageId: string; status: string; language: string; contact: { phone: string } }[]; pagination: { total: number } }>("GET", `${BASE}/${name}/usage`, { token: reader });
      last = res.body;
      return res.body.counts?.read === 2 ? res.body : null;
    }, 10_000, 300).catch((err: Error) => {
      throw new Error(`${err.message}: ${JSON.stringify(last)}`);
    });
    expect(usage.counts).toEqual({ total: 3, queued: 0, sent: 0, delivered: 0, read: 2, failed: 1 });
    expect(usage.pagination.total).toBe(3);
    expect(usage.data.map((d) => `${d.contact.phone}:${d.language}:${d.status}`).sort()).toEqual(["971501110000:en_US:failed", "971501110010:en_US:read", "971501110011:ar:read"]);
    const arOnly = await call<{ counts: { total: number } }>("GET", `${BASE}/${name}/usage?language=ar`, { token: t });
    expect(arOnly.body.counts.total).toBe(1);

    const del = await call("DELETE", `${BASE}/${name}`, { token: t });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ name, languages: ["ar", "en_US"] });
    expect((await call<{ data: Tpl[] }>("GET", `${BASE}?search=${name}`, { token: t })).body.data).toHaveLength(0);
    const onPlatform = await getDb().select().from(sandboxTemplates).where(and(eq(sandboxTemplates.wabaId, wabaOf(co.companyId)), eq(sandboxTemplates.name, name)));
    expect(onPlatform).toHaveLength(0);
    expect((await call<{ counts: { total: number } }>("GET", `${BASE}/${name}/usage`, { token: t })).body.counts.total).toBe(3);
    expectError(await call("DELETE", `${BASE}/${name}`, { token: t }), 404, "NOT_FOUND");
    expectError(await call("GET", `${BASE}/never_sent_name/usage`, { token: t }), 404, "NOT_FOUND");
  });
});

describe("upload-for-template", () => {
  it("refuses audio and a type the media kind does not take", async () => {
    const t = await writer();
    expectError(await call("POST", "/api/v1/chatapp/media/upload-for-template", { token: t, body: { mediaType: "audio", base64: PNG_BASE64, mimeType: "audio/ogg" } }), 400, "VALIDATION_ERROR");
    const wrong = expectError(await call("POST", "/api/v1/chatapp/media/upload-for-template", { token: t, body: { mediaType: "video", base64: PNG_BASE64, mimeType: "image/png" } }), 400, "VALIDATION_ERROR");
    expect((wrong.details as { fields: { path: string }[] }).fields[0].path).toBe("mimeType");
  });
});

describe("the inbound path still works beside template callbacks", () => {
  it("one callback with a message change and a template change applies both", async () => {
    const t = await writer();
    const tpl = await approvedTemplate(t, utilityTemplate(uniqueName("mixed")));
    const body = inbound(sandboxNumber(co.companyId), "971501110020", { type: "text", text: { body: "hello" } });
    (body.entry[0].changes as unknown[]).push({ field: "message_template_status_update", value: { event: "DISABLED", message_template_id: Number(tpl.platformTemplateId), message_template_name: tpl.name, message_template_language: "en_US", reason: "NONE" } });
    body.entry[0].id = wabaOf(co.companyId);
    const res = await postCallback(body);
    expect(res.body).toMatchObject({ received: 1, templates: 1 });
    expect((await call<Tpl>("GET", `${BASE}/${tpl.id}`, { token: t })).body.status).toBe("DISABLED");
  });
});
