import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditEvents, companies } from "@/db/schema";
import { insertCompany } from "@/lib/company/create-company";
import { updateCompany } from "@/lib/company/company";
import { createContact } from "@/lib/contacts/create-contact";
import { deleteContact } from "@/lib/contacts/delete-contact";
import { createContactInput } from "@/lib/contacts/schemas";
import type { Ctx, TxCtx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { addMember, updateMember } from "@/lib/team/members";
import { rolledBack } from "@/lib/testing/rolled-back";
import { createToken } from "@/lib/tokens/create-token";
import { revokeToken } from "@/lib/tokens/revoke-token";
import { createWebhook, deleteWebhook } from "@/lib/webhooks/webhook-crud";
import { getWebhookSecret, regenerateWebhookSecret } from "@/lib/webhooks/webhook-state";
import { listAudit } from "./list-audit";
import { pruneCompanyAudit } from "./prune-audit";
import { recordAudit } from "./record-audit";
import { listAuditQuery } from "./schemas";

const DAY = 24 * 60 * 60 * 1000;

function entriesOf(ctx: TxCtx, action?: string) {
  return ctx.tx
    .select()
    .from(auditEvents)
    .where(inCompany(auditEvents, ctx, action ? eq(auditEvents.action, action) : undefined));
}

/** An entry written directly at a chosen time (the app never sets `at`; retention tests must). */
async function entryAt(ctx: TxCtx, companyId: string, daysAgo: number, action = "contact.deleted") {
  const id = newId("aud");
  await ctx.tx.insert(auditEvents).values({ id, companyId, at: new Date(Date.now() - daysAgo * DAY), actorKind: "system", actorLabel: "test", action });
  return id;
}

/** The error a statement fails with, under a savepoint so the test's transaction goes on. */
async function failure(ctx: TxCtx, run: (tx: TxCtx["tx"]) => Promise<unknown>): Promise<string> {
  const err = await ctx.tx.transaction(run).then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(err, "the statement should have been refused").not.toBeNull();
  return `${err!.message} ${err!.cause?.message ?? ""}`;
}

const webhookInput = { name: "CRM", url: "https://hooks.example.com/in?key=abc", events: ["*"], maxRetries: 3, fieldExclusions: [], consecutiveFailureThreshold: 10 };

describe("the audit log", () => {
  it("writes an entry in the change's own transaction: a rolled-back change leaves none", async () => {
    await rolledBack(async (ctx) => {
      const withOrigin: TxCtx = { ...ctx, ip: "203.0.113.9", userAgent: "AuditTest/1.0" };
      // The change and its entry in a savepoint that is then rolled back.
      const undone = await ctx.tx
        .transaction(async (sp) => {
          await createToken({ ctx: { ...withOrigin, tx: sp }, input: { name: "undone", scopes: ["contacts:read"] } });
          expect(await sp.select().from(auditEvents).where(inCompany(auditEvents, ctx, eq(auditEvents.action, "token.created")))).toHaveLength(1);
          throw new Error("roll back");
        })
        .catch((e: Error) => e.message);
      expect(undone).toBe("roll back");
      expect(await entriesOf(ctx, "token.created")).toEqual([]);

      // Kept: the entry carries the actor, address, User-Agent and request id of the context.
      const token = await createToken({ ctx: withOrigin, input: { name: "kept", scopes: ["contacts:read"] } });
      const [entry] = await entriesOf(ctx, "token.created");
      expect(entry).toMatchObject({
        actorKind: "user",
        actorLabel: "Olive Owner",
        targetType: "api_token",
        targetId: token.id,
        targetLabel: "kept",
        ip: "203.0.113.9",
        userAgent: "AuditTest/1.0",
        requestId: "req_domain_test",
        details: { scopes: ["contacts:read"], expiresAt: null },
      });
      expect(entry.actorId).toBe(ctx.actor.kind === "user" ? ctx.actor.userId : null);
      // Uncommitted: no other connection sees it (the test's transaction is never committed).
      expect(await getDb().select().from(auditEvents).where(eq(auditEvents.id, entry.id))).toEqual([]);
      // The secret is in the answer only, never in the log.
      expect(JSON.stringify(await entriesOf(ctx))).not.toContain(token.token);

      // A change that fails writes nothing: an unknown webhook's delete is a 404 and no entry.
      await expect(deleteWebhook({ ctx, id: "wh_missing" })).rejects.toMatchObject({ code: "NOT_FOUND" });
      expect(await entriesOf(ctx, "webhook.deleted")).toEqual([]);
    });
  });

  it("records token, webhook, member, company and contact changes, without secrets", async () => {
    await rolledBack(async (ctx) => {
      const token = await createToken({ ctx, input: { name: "ci", scopes: ["*"] } });
      await revokeToken({ ctx, input: { id: token.id } });
      await revokeToken({ ctx, input: { id: token.id } }); // again: nothing happens, nothing recorded
      expect(await entriesOf(ctx, "token.revoked")).toHaveLength(1);

      const hook = await createWebhook({ ctx, input: webhookInput });
      const viewed = await getWebhookSecret({ ctx, id: hook.id });
      const rotated = await regenerateWebhookSecret({ ctx, id: hook.id });
      await deleteWebhook({ ctx, id: hook.id });
      const hookEntries = await entriesOf(ctx);
      expect(hookEntries.filter((e) => e.targetId === hook.id).map((e) => e.action).sort()).toEqual(["webhook.created", "webhook.deleted", "webhook.secret_rotated", "webhook.secret_viewed"]);
      // Only the host of the URL: its query may hold the receiver's own key.
      expect(hookEntries.find((e) => e.action === "webhook.created")!.details).toEqual({ host: "hooks.example.com", events: ["*"] });
      const text = JSON.stringify(hookEntries);
      for (const secret of [viewed.secret, rotated.secret, "key=abc"]) expect(text).not.toContain(secret);

      const agent = await addMember({ ctx, input: { name: "Ada Agent", email: `ada-${newId("x").slice(2, 10).toLowerCase()}@domain.test`, password: "agent-password-1", role: "agent" } });
      await updateMember({ ctx, id: agent.id, input: { role: "admin" } });
      const [roleChange] = await entriesOf(ctx, "member.role_changed");
      expect(roleChange).toMatchObject({ targetType: "user", targetId: agent.id, details: { from: "agent", to: "admin" } });

      await updateCompany({ ctx, input: { auditRetentionDays: 90 } });
      const [settings] = await entriesOf(ctx, "company.updated");
      expect(settings.details).toEqual({ changed: ["auditRetentionDays"], auditRetentionDays: { from: 365, to: 90 } });

      const contact = await createContact({ ctx, input: createContactInput.parse({ name: "Erin Erased" }) });
      await deleteContact({ ctx, id: contact.id });
      const [deleted] = await entriesOf(ctx, "contact.deleted");
      expect(deleted).toMatchObject({ targetType: "contact", targetId: contact.id, targetLabel: "Erin Erased" });
    });
  });

  it("is append-only: the database refuses UPDATE and DELETE, however old the entry", async () => {
    await rolledBack(async (ctx) => {
      await recordAudit(ctx, { action: "contact.deleted", target: { type: "contact", id: "ct_1", label: "Someone" } });
      const [entry] = await entriesOf(ctx);
      const old = await entryAt(ctx, ctx.companyId, 4000);

      expect(await failure(ctx, (tx) => tx.update(auditEvents).set({ actorLabel: "Someone else" }).where(eq(auditEvents.id, entry.id)))).toMatch(/append-only: UPDATE/);
      expect(await failure(ctx, (tx) => tx.update(auditEvents).set({ at: new Date(0) }).where(eq(auditEvents.id, old)))).toMatch(/append-only: UPDATE/);
      expect(await failure(ctx, (tx) => tx.delete(auditEvents).where(eq(auditEvents.id, entry.id)))).toMatch(/append-only: DELETE/);
      // Past the retention, but without the retention job's flag.
      expect(await failure(ctx, (tx) => tx.delete(auditEvents).where(eq(auditEvents.id, old)))).toMatch(/append-only: DELETE/);
      // TRUNCATE fires no row trigger; a statement trigger refuses it (not run here: TRUNCATE would wait
      // for every other test's transaction that wrote an entry).
      const truncateGuard = await ctx.tx.execute(sql`select tgname from pg_trigger where tgrelid = 'audit_events'::regclass and not tgisinternal order by tgname`);
      expect(truncateGuard.rows.map((r) => r.tgname)).toEqual(["audit_events_append_only", "audit_events_no_truncate"]);
      // With the flag, the trigger still keeps what is inside the retention.
      expect(
        await failure(ctx, async (tx) => {
          await tx.execute(sql`select set_config('app.audit_prune', 'on', true)`);
          await tx.delete(auditEvents).where(eq(auditEvents.id, entry.id));
        }),
      ).toMatch(/append-only: DELETE/);

      expect((await entriesOf(ctx)).map((e) => [e.id, e.actorLabel])).toEqual(
        expect.arrayContaining([
          [entry.id, "Olive Owner"],
          [old, "test"],
        ]),
      );
    });
  });

  it("prunes only the company's entries older than its retention, and leaves the guard off", async () => {
    await rolledBack(async (ctx) => {
      const other = await insertCompany(ctx.tx, { name: "Other Co", slug: `other-${newId("x").slice(2, 10).toLowerCase()}` });
      await ctx.tx.update(companies).set({ auditRetentionDays: 30 }).where(eq(companies.id, ctx.companyId));
      const expired = await entryAt(ctx, ctx.companyId, 31);
      const kept = await entryAt(ctx, ctx.companyId, 29);
      const othersOld = await entryAt(ctx, other.id, 31); // the other company keeps 365 days
      const othersAncient = await entryAt(ctx, other.id, 400);

      expect(await pruneCompanyAudit({ ctx })).toEqual({ deleted: 1 });
      const otherCtx: Ctx = { ...ctx, companyId: other.id };
      const remaining = await ctx.tx.select({ id: auditEvents.id, companyId: auditEvents.companyId }).from(auditEvents).where(sql`${auditEvents.companyId} in (${ctx.companyId}, ${other.id})`);
      expect(remaining.map((r) => r.id).sort()).toEqual([kept, othersOld, othersAncient].sort());
      expect(remaining.map((r) => r.id)).not.toContain(expired);

      // Batches: the other company's one ancient entry goes, its 31-day-old one stays.
      expect(await pruneCompanyAudit({ ctx: otherCtx, batch: 1 })).toEqual({ deleted: 1 });
      expect((await ctx.tx.select().from(auditEvents).where(inCompany(auditEvents, otherCtx))).map((r) => r.id)).toEqual([othersOld]);

      // The job switched its flag off again: an ordinary delete of an old entry is still refused.
      const stale = await entryAt(ctx, ctx.companyId, 100);
      expect(await failure(ctx, (tx) => tx.delete(auditEvents).where(eq(auditEvents.id, stale)))).toMatch(/append-only: DELETE/);
    });
  });

  it("lists newest first by cursor, filtered, with no entry skipped or repeated within one microsecond", async () => {
    await rolledBack(async (ctx) => {
      const at = new Date(Date.now() - DAY);
      const same: string[] = [];
      for (let i = 0; i < 5; i++) {
        const id = newId("aud");
        await ctx.tx.insert(auditEvents).values({ id, companyId: ctx.companyId, at, actorKind: "system", actorLabel: "test", action: "token.created" });
        same.push(id);
      }
      await recordAudit(ctx, { action: "member.removed", target: { type: "user", id: "usr_x", label: "X" } });
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let pages = 0; pages < 10; pages++) {
        const page = await listAudit({ ctx, query: listAuditQuery.parse({ limit: "2", action: "token.*", ...(cursor ? { cursor } : {}) }) });
        seen.push(...page.data.map((e) => e.id));
        if (!page.pagination.nextCursor) break;
        cursor = page.pagination.nextCursor;
      }
      expect(seen).toEqual([...same].sort().reverse());
      const all = await listAudit({ ctx, query: listAuditQuery.parse({}) });
      expect(all.data[0]).toMatchObject({ action: "member.removed", target: { type: "user", id: "usr_x", label: "X" }, actor: { kind: "user", label: "Olive Owner" } });
      expect((await listAudit({ ctx, query: listAuditQuery.parse({ targetType: "user", to: new Date(Date.now() - DAY / 2).toISOString() }) })).data).toEqual([]);
    });
  });
});
