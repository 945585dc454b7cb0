import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { sandboxTemplates, templates, templateStatusHistory } from "@/db/schema";
import { SANDBOX_TEMPLATE_REVIEW_TASK, runSandboxTemplateReview } from "@/lib/channels/chatapp/sandbox-templates";
import { sandboxIdentifiers } from "@/lib/channels/chatapp/sandbox-connection";
import { insertCompany } from "@/lib/company/create-company";
import { createContact } from "@/lib/contacts/create-contact";
import type { TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { applyChatappStatus } from "@/lib/channels/chatapp/messaging/inbound/apply-status";
import { sendChatappMessage } from "@/lib/channels/chatapp/messaging/send/send-message";
import { sendTemplateInput } from "@/lib/channels/chatapp/messaging/send-schemas";
import { inTestTx } from "@/lib/testing/platform-in-tx";
import { refusal } from "@/lib/testing/refusal";
import { rolledBack } from "@/lib/testing/rolled-back";
import { utilityTemplate } from "@/lib/testing/template-fixtures";
import { attachTemplateMedia } from "./attach-media";
import { createTemplate } from "./create-template";
import { deleteTemplate } from "./delete-template";
import { getTemplate, listTemplates } from "./read-templates";
import { listTemplatesQuery, usageQuery } from "./route-schemas";
import { templateInputSchema } from "./schemas";
import { getTemplateRow, setTemplateStatus } from "./template-rows";
import { templateUsage } from "./template-usage";
import { updateTemplateMapping } from "./update-mapping";

// The sandbox platform keeps its templates through getDb(), outside the caller's transaction
// (it stands for the outside platform): routed into the test's transaction, it rolls back too.
vi.mock("@/db/client", async (importOriginal) => (await import("@/lib/testing/platform-in-tx")).routableDbClient(await importOriginal()));

const utility = (name: string, over: Record<string, unknown> = {}) => templateInputSchema.parse(utilityTemplate(name, over));

/** Creates through the sandbox platform, inside the test's transaction. */
const create = (ctx: TxCtx, input: ReturnType<typeof utility>) => inTestTx(ctx.tx, () => createTemplate({ ctx, input }));

/** Stored and approved, as the review callback leaves it. */
async function approved(ctx: TxCtx, input: ReturnType<typeof utility>) {
  const t = await create(ctx, input);
  await setTemplateStatus(ctx, t, { status: "APPROVED", reason: null, source: "callback" });
  return t;
}

const fields = (err: AppError) => (err.details as { fields: { path: string; message: string }[] }).fields;

const otherCompany = (ctx: TxCtx) => insertCompany(ctx.tx, { name: "Rival Traders", slug: `rival-${randomBytes(4).toString("hex")}` });

describe("creating a template on the sandbox platform", () => {
  it("stores it PENDING with its history, submits it to the platform and enqueues the review in the same transaction", async () => {
    const wabaId = await rolledBack(async (ctx) => {
      const t = await create(ctx, utility("order_shipped"));
      expect(t).toMatchObject({ name: "order_shipped", language: "en_US", category: "UTILITY", templateType: "STANDARD", status: "PENDING", quality: "UNKNOWN", headerType: "NONE" });
      expect(t.id).toMatch(/^tpl_/);
      expect(t.platformTemplateId).toMatch(/^\d+$/);
      expect(t.statusHistory.map((h) => `${h.status}:${h.source}`)).toEqual(["PENDING:create"]);

      const onPlatform = await ctx.tx.select().from(sandboxTemplates).where(eq(sandboxTemplates.wabaId, sandboxIdentifiers(ctx.companyId).wabaId));
      expect(onPlatform.map((p) => [p.id, p.name, p.language, p.status])).toEqual([[t.platformTemplateId, "order_shipped", "en_US", "PENDING"]]);
      const { rows: jobs } = await ctx.tx.execute<{ payload: { id: string } }>(
        sql`select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = ${SANDBOX_TEMPLATE_REVIEW_TASK}`,
      );
      expect(jobs.map((j) => j.payload.id)).toContain(t.platformTemplateId);
      return sandboxIdentifiers(ctx.companyId).wabaId;
    });
    // Routed into the test's transaction, the platform's copy rolled back with it.
    expect(await getDb().select().from(sandboxTemplates).where(eq(sandboxTemplates.wabaId, wabaId))).toEqual([]);
  });

  it("is approved, or rejected with the reason, by the review's status callback", async () => {
    await rolledBack(async (ctx) => {
      const good = await create(ctx, utility("delivery_window"));
      const bad = await create(ctx, utility("weekly_promo", { category: "MARKETING", bodyText: "Hi {{1}}, join for guaranteed income every week" }));
      await inTestTx(ctx.tx, () => runSandboxTemplateReview({ id: good.platformTemplateId! }));
      await inTestTx(ctx.tx, () => runSandboxTemplateReview({ id: bad.platformTemplateId! }));

      const approvedOne = await getTemplate({ ctx, id: good.id });
      expect(approvedOne.status).toBe("APPROVED");
      expect(approvedOne.rejectionReason).toBeNull();
      expect(approvedOne.statusHistory.map((h) => `${h.status}:${h.source}`)).toEqual(["PENDING:create", "APPROVED:callback"]);
      const rejected = await getTemplate({ ctx, id: bad.id });
      expect(rejected.status).toBe("REJECTED");
      expect(rejected.rejectionReason).toMatch(/^SCAM: .*guaranteed income/);
      expect(rejected.statusHistory.at(-1)).toMatchObject({ status: "REJECTED", source: "callback", reason: rejected.rejectionReason });
    });
  });

  it("answers 400 with one field per linter problem, storing and submitting nothing", async () => {
    await rolledBack(async (ctx) => {
      const err = await refusal(create(ctx, utility("broken_one", { bodyText: "Hi {{2}}", footerText: "x".repeat(61), buttons: [{ type: "QUICK_REPLY", text: "y".repeat(26) }], variableMapping: undefined })));
      expect(err.code).toBe("VALIDATION_ERROR");
      expect(fields(err).map((f) => f.path)).toEqual(expect.arrayContaining(["bodyText", "footerText", "buttons.0.text"]));
      expect(await ctx.tx.select().from(templates).where(eq(templates.companyId, ctx.companyId))).toEqual([]);
      expect(await ctx.tx.select().from(sandboxTemplates).where(eq(sandboxTemplates.wabaId, sandboxIdentifiers(ctx.companyId).wabaId))).toEqual([]);
    });
  });

  it("refuses a name taken in that language with a 400 naming `name` first, beside the other problems; another language takes it", async () => {
    await rolledBack(async (ctx) => {
      await create(ctx, utility("order_update"));
      const err = await refusal(create(ctx, utility("order_update", { footerText: "x".repeat(61) })));
      expect(err.code).toBe("VALIDATION_ERROR");
      expect(fields(err)).toEqual([
        expect.objectContaining({ path: "name", message: expect.stringContaining("already exists in en_US") }),
        expect.objectContaining({ path: "footerText" }),
      ]);
      expect(err.message).toMatch(/^name: /);
      // The caller's transaction is still usable, and the name is free in Arabic.
      const ar = await create(ctx, utility("order_update", { language: "ar", bodyText: "مرحبا {{1}}، طلبك في الطريق.", bodyExamples: ["سارة"] }));
      expect(ar.language).toBe("ar");
      const names = await ctx.tx.select({ language: templates.language }).from(templates).where(and(eq(templates.companyId, ctx.companyId), eq(templates.name, "order_update")));
      expect(names.map((n) => n.language).sort()).toEqual(["ar", "en_US"]);
    });
  });
});

describe("status and mapping", () => {
  it("records a status once: the same status again changes nothing and adds no history", async () => {
    await rolledBack(async (ctx) => {
      const t = await create(ctx, utility("status_once"));
      expect(await setTemplateStatus(ctx, t, { status: "APPROVED", reason: null, source: "callback" })).toBe(true);
      const row = await getTemplateRow(ctx, t.id);
      expect(await setTemplateStatus(ctx, row, { status: "APPROVED", reason: null, source: "sync" })).toBe(false);
      const history = await ctx.tx.select().from(templateStatusHistory).where(eq(templateStatusHistory.templateId, t.id));
      expect(history.map((h) => h.status)).toEqual(["PENDING", "APPROVED"]);
    });
  });

  it("re-lints a new mapping against every language of the name and stores it only when it fits", async () => {
    await rolledBack(async (ctx) => {
      await create(ctx, utility("greeting"));
      await create(ctx, utility("greeting", { language: "es", bodyText: "Hola {{1}}, tu pedido va en camino.", bodyExamples: ["Sara"] }));

      const bad = await refusal(updateTemplateMapping({ ctx, name: "greeting", mapping: { "1": { type: "contact_field", value: "shoeSize" }, "2": { type: "static", value: "x" } } }));
      expect(bad.code).toBe("VALIDATION_ERROR");
      // Each problem once per language, labelled with it.
      expect(fields(bad).map((f) => f.path).sort()).toEqual(["variableMapping.1.value", "variableMapping.1.value", "variableMapping.2", "variableMapping.2"]);
      expect(fields(bad).map((f) => f.message)).toEqual(expect.arrayContaining([expect.stringContaining("(es)"), expect.stringContaining("(en_US)")]));
      const unchanged = await ctx.tx.select({ m: templates.variableMapping }).from(templates).where(eq(templates.companyId, ctx.companyId));
      for (const r of unchanged) expect(r.m).toEqual({ "1": { type: "contact_field", value: "firstName" } });

      const all = await updateTemplateMapping({ ctx, name: "greeting", mapping: { "1": { type: "static", value: "friend" } } });
      expect(all.data.map((t) => [t.language, t.variableMapping])).toEqual([
        ["en_US", { "1": { type: "static", value: "friend" } }],
        ["es", { "1": { type: "static", value: "friend" } }],
      ]);
      const one = await updateTemplateMapping({ ctx, name: "greeting", language: "es", mapping: { "1": { type: "static", value: "amigo" } } });
      expect(one.data.map((t) => t.language)).toEqual(["es"]);
      const en = await ctx.tx.select({ m: templates.variableMapping }).from(templates).where(and(eq(templates.companyId, ctx.companyId), eq(templates.language, "en_US")));
      expect(en[0]!.m).toEqual({ "1": { type: "static", value: "friend" } });

      expect((await refusal(updateTemplateMapping({ ctx, name: "no_such_template", mapping: {} }))).code).toBe("NOT_FOUND");
      expect((await refusal(updateTemplateMapping({ ctx, name: "greeting", language: "fr", mapping: {} }))).code).toBe("NOT_FOUND");
    });
  });

  it("attaches header media only to a media-header template, naming the field otherwise", async () => {
    await rolledBack(async (ctx) => {
      const plain = await create(ctx, utility("no_media"));
      const err = await refusal(attachTemplateMedia({ ctx, id: plain.id, input: { headerMediaId: "4490001122", carouselCards: [] } }));
      expect(fields(err)[0]!.path).toBe("headerMediaId");
      const photo = await create(ctx, utility("with_photo", { headerType: "IMAGE", headerExample: "4::aW1hZ2UvcG5n:ARbSample", variableMapping: { "1": { type: "static", value: "there" } } }));
      const attached = await attachTemplateMedia({ ctx, id: photo.id, input: { headerMediaId: "4490001122", carouselCards: [] } });
      expect(attached.headerMediaId).toBe("4490001122");
    });
  });
});

describe("lists, usage ledger and delete", () => {
  it("lists by status, category, language and part of the name, without the history", async () => {
    await rolledBack(async (ctx) => {
      await approved(ctx, utility("listing_a"));
      await create(ctx, utility("listing_b", { category: "MARKETING", language: "es", bodyText: "Hola {{1}}, mira la oferta.", bodyExamples: ["Sara"] }));
      await create(ctx, utility("other_name"));
      const names = async (q: Record<string, string>) => (await listTemplates({ ctx, query: listTemplatesQuery.parse(q) })).data.map((t) => t.name).sort();
      expect(await names({ search: "listing" })).toEqual(["listing_a", "listing_b"]);
      expect(await names({ status: "APPROVED" })).toEqual(["listing_a"]);
      expect(await names({ category: "MARKETING", language: "es" })).toEqual(["listing_b"]);
      const page = await listTemplates({ ctx, query: listTemplatesQuery.parse({ limit: "2", page: "2" }) });
      expect(page.pagination).toMatchObject({ total: 3, totalPages: 2 });
      expect(page.data[0]).not.toHaveProperty("statusHistory");
    });
  });

  it("counts every send of the template by status, by language; sends only APPROVED templates; the ledger outlives a delete", async () => {
    await rolledBack(async (ctx) => {
      await approved(ctx, utility("ledger"));
      await approved(ctx, utility("ledger", { language: "ar", bodyText: "مرحبا {{1}}، طلبك في الطريق.", bodyExamples: ["سارة"], variableMapping: { "1": { type: "static", value: "صديقنا" } } }));
      await createContact({ ctx, input: { name: "Sara Khan", firstName: "Sara", phone: "971501110010" } });
      const send = (to: string, languageCode: string) => sendChatappMessage({ ctx, send: { kind: "template", input: sendTemplateInput.parse({ to, templateName: "ledger", languageCode }) } });

      const toSara = await send("+971501110010", "en_US");
      await send("971501110011", "ar");
      // The sandbox fails numbers ending in 0000: the message stays in the ledger as failed.
      await createContact({ ctx, input: { name: "Tamer Adel", firstName: "Tamer", phone: "971501110000" } });
      const failed = await refusal(send("971501110000", "en_US"));
      expect(failed.details).toMatchObject({ messageId: expect.stringMatching(/^msg_/) });
      // A number nobody mapped {{1}} for: refused before anything is queued.
      const unfilled = await refusal(send("971501110012", "en_US"));
      expect(unfilled).toMatchObject({ code: "CONFLICT", details: { reason: "variable_unfilled", variable: 1 } });
      expect(unfilled.message).toContain("{{1}}");
      await applyChatappStatus({ ctx, status: { id: toSara.platformMessageId, status: "read", timestamp: String(Math.floor(Date.now() / 1000)) } });

      const usage = await templateUsage({ ctx, name: "ledger", query: usageQuery.parse({}) });
      expect(usage.counts).toEqual({ total: 3, queued: 0, sent: 1, delivered: 0, read: 1, failed: 1 });
      expect(usage.data.map((d) => `${d.contact.phone}:${d.language}:${d.status}`).sort()).toEqual(["971501110000:en_US:failed", "971501110010:en_US:read", "971501110011:ar:sent"]);
      expect(usage.data.find((d) => d.messageId === toSara.messageId)).toMatchObject({ contact: { name: "Sara Khan" } });
      expect((await templateUsage({ ctx, name: "ledger", query: usageQuery.parse({ language: "ar" }) })).counts.total).toBe(1);

      // The mapping filled {{1}} from the contact; the message keeps the text the customer reads.
      const { rows } = await ctx.tx.execute<{ text: string }>(sql`select text from messages where id = ${toSara.messageId}`);
      expect(rows[0]!.text).toBe("Hi Sara, your order is on its way.");

      const deleted = await inTestTx(ctx.tx, () => deleteTemplate({ ctx, name: "ledger" }));
      expect(deleted).toEqual({ name: "ledger", languages: ["ar", "en_US"] });
      expect(await ctx.tx.select().from(sandboxTemplates).where(and(eq(sandboxTemplates.wabaId, sandboxIdentifiers(ctx.companyId).wabaId), eq(sandboxTemplates.name, "ledger")))).toEqual([]);
      expect((await templateUsage({ ctx, name: "ledger", query: usageQuery.parse({}) })).counts.total).toBe(3);
      expect((await refusal(inTestTx(ctx.tx, () => deleteTemplate({ ctx, name: "ledger" })))).code).toBe("NOT_FOUND");
      expect((await refusal(templateUsage({ ctx, name: "never_sent_name", query: usageQuery.parse({}) }))).code).toBe("NOT_FOUND");
    });
  });

  it("refuses to send a template that is not stored (404) or not APPROVED (409)", async () => {
    await rolledBack(async (ctx) => {
      await create(ctx, utility("waiting_review"));
      const send = (templateName: string) => sendChatappMessage({ ctx, send: { kind: "template", input: sendTemplateInput.parse({ to: "971501110020", templateName, languageCode: "en_US" }) } });
      const missing = await refusal(send("never_created"));
      expect(missing).toMatchObject({ code: "NOT_FOUND", details: { reason: "template_not_found" } });
      const pending = await refusal(send("waiting_review"));
      expect(pending).toMatchObject({ code: "CONFLICT", details: { reason: "template_not_approved", status: "PENDING" } });
    });
  });
});

describe("tenancy", () => {
  it("answers 404 for another company's template by id or by name, and never lists it", async () => {
    await rolledBack(async (ctx) => {
      const other = await otherCompany(ctx);
      const octx = { ...ctx, companyId: other.id };
      const theirs = await create(octx, utility("their_template"));
      expect((await refusal(getTemplate({ ctx, id: theirs.id }))).code).toBe("NOT_FOUND");
      expect((await refusal(attachTemplateMedia({ ctx, id: theirs.id, input: { headerMediaId: null, carouselCards: [] } }))).code).toBe("NOT_FOUND");
      expect((await refusal(updateTemplateMapping({ ctx, name: "their_template", mapping: { "1": { type: "static", value: "x" } } }))).code).toBe("NOT_FOUND");
      expect((await refusal(templateUsage({ ctx, name: "their_template", query: usageQuery.parse({}) }))).code).toBe("NOT_FOUND");
      expect((await refusal(inTestTx(ctx.tx, () => deleteTemplate({ ctx, name: "their_template" })))).code).toBe("NOT_FOUND");
      expect((await listTemplates({ ctx, query: listTemplatesQuery.parse({}) })).data).toEqual([]);
      // The same name is free here: uniqueness is per company.
      expect((await create(ctx, utility("their_template"))).name).toBe("their_template");
      const [row] = await ctx.tx.select().from(templates).where(eq(templates.id, theirs.id));
      expect(row!.variableMapping).toEqual({ "1": { type: "contact_field", value: "firstName" } });
    });
  });
});
