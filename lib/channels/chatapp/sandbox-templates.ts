import "server-only";
import { randomBytes, randomInt } from "node:crypto";
import { and, asc, eq, gt } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sandboxTemplates } from "@/db/schema";
import { enqueue } from "@/lib/jobs/enqueue";
import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";
import { processChatappCallback } from "@/lib/channels/chatapp/messaging/inbound/process-callback";
import type { TemplateProvider } from "./provider-types";
import { reviewTemplate } from "./sandbox-review";

export const SANDBOX_TEMPLATE_REVIEW_TASK = "chatapp:sandbox-template-review";
/** How long the sandbox "reviews" a template before its status callback. */
export const SANDBOX_REVIEW_MS = 1500;
const PAGE = 100;

const cursor = (id: string) => Buffer.from(id).toString("base64url");
const uncursor = (after: string) => Buffer.from(after, "base64url").toString();

/**
 * The sandbox's business account: templates are kept in its own table, reviewed by a job
 * after a short delay, and the decision arrives through the real status-callback processor.
 * It stands for the outside platform, so it never joins a caller's transaction (getDb, not a
 * ctx): like the real one, what it stored stays when the caller rolls back.
 */
export function sandboxTemplateProvider(wabaId: string): TemplateProvider {
  return {
    async create(t) {
      const id = String(randomInt(100_000_000_000, 999_999_999_999));
      await getDb().transaction(async (tx) => {
        const inserted = await tx
          .insert(sandboxTemplates)
          .values({ id, wabaId, name: t.name, language: t.language, category: t.category, components: t.components })
          .onConflictDoNothing()
          .returning({ id: sandboxTemplates.id });
        if (!inserted.length) {
          throw new CloudApiError({ httpStatus: 400, code: 100, subcode: 2388024, type: "OAuthException", message: "Message template already exists", details: `There is already ${t.language} content for this template. You can create a new template and try again.` });
        }
        await enqueue(tx, SANDBOX_TEMPLATE_REVIEW_TASK, { id }, { runAt: new Date(Date.now() + SANDBOX_REVIEW_MS) });
      });
      return { platformTemplateId: id, status: "PENDING" };
    },
    async list(after) {
      const rows = await getDb()
        .select()
        .from(sandboxTemplates)
        .where(and(eq(sandboxTemplates.wabaId, wabaId), after ? gt(sandboxTemplates.id, uncursor(after)) : undefined))
        .orderBy(asc(sandboxTemplates.id))
        .limit(PAGE + 1);
      const page = rows.slice(0, PAGE);
      return {
        data: page.map((r) => ({ id: r.id, name: r.name, language: r.language, status: r.status, category: r.category, components: r.components, qualityScore: r.qualityScore, rejectedReason: r.rejectedReason })),
        after: rows.length > PAGE ? cursor(page[page.length - 1].id) : null,
      };
    },
    async delete(name) {
      const gone = await getDb()
        .delete(sandboxTemplates)
        .where(and(eq(sandboxTemplates.wabaId, wabaId), eq(sandboxTemplates.name, name)))
        .returning({ id: sandboxTemplates.id });
      if (!gone.length) throw new CloudApiError({ httpStatus: 400, code: 100, subcode: 2593002, type: "OAuthException", message: "Template not found", details: `No template named ${name} exists for this business account.` });
    },
    async uploadSample(file) {
      // The platform's handle shape: a number, then opaque base64 (the type, then the file key).
      return { handle: `4::${Buffer.from(file.mimeType).toString("base64")}:ARb${randomBytes(24).toString("base64url")}` };
    },
  };
}

/** The review job: decide, store the decision, then call back like the platform does. */
export async function runSandboxTemplateReview({ id }: { id: string }) {
  const [t] = await getDb().select().from(sandboxTemplates).where(eq(sandboxTemplates.id, id));
  if (!t || t.status !== "PENDING") return; // deleted meanwhile, or already decided
  const decision = reviewTemplate(t.components);
  await getDb()
    .update(sandboxTemplates)
    .set({ status: decision.status, rejectedReason: decision.status === "REJECTED" ? decision.reason : null, qualityScore: decision.status === "APPROVED" ? "UNKNOWN" : null })
    .where(eq(sandboxTemplates.id, id));
  await processChatappCallback({
    object: "whatsapp_business_account",
    entry: [
      {
        id: t.wabaId,
        time: Math.floor(Date.now() / 1000),
        changes: [
          {
            field: "message_template_status_update",
            value: {
              event: decision.status,
              message_template_id: Number(t.id),
              message_template_name: t.name,
              message_template_language: t.language,
              message_template_category: t.category,
              reason: decision.reason,
              ...(decision.detail ? { rejection_info: { reason: decision.detail, recommendation: "Edit the template to remove this content and submit it again." } } : {}),
            },
          },
        ],
      },
    ],
  });
}
