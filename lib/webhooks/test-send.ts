import "server-only";
import { webhookDeliveries } from "@/db/schema";
import { dbOf, withTx, type Ctx } from "@/lib/domain/context";
import { newEventId, newId } from "@/lib/ids";
import { recordOutcomes } from "./deliver";
import { deliveryDetail } from "./deliveries";
import { removePaths } from "./envelope";
import { openSecret } from "./secret";
import { sendAttempt } from "./send-attempt";
import { getWebhookRow } from "./webhook-crud";

/**
 * A signed sample sent now, from the request: one attempt, no retries, any webhook status
 * (that is how people check a receiver before resuming). Logged as a test delivery and left
 * out of the failure count and the success rate.
 */
export async function testWebhook({ ctx, webhookId, event }: { ctx: Ctx; webhookId: string; event: string }) {
  const hook = await getWebhookRow(ctx, webhookId);
  const now = new Date();
  const eventId = newEventId("test");
  const sample = { id: eventId, event, timestamp: now.toISOString(), test: true, data: { message: "A test delivery from the dashboard or API", webhookId: hook.id } };
  const [row] = await dbOf(ctx)
    .insert(webhookDeliveries)
    .values({
      id: newId("whd"),
      companyId: ctx.companyId,
      webhookId: hook.id,
      eventId,
      event,
      body: JSON.stringify(removePaths(sample, hook.fieldExclusions)),
      maxAttempts: 1,
      isTest: true,
      eventOccurredAt: now,
    })
    .returning();
  const result = await sendAttempt(row, hook.url, openSecret(hook.secretSealed, hook.id));
  await withTx(ctx, ({ tx }) => recordOutcomes(tx, [row], [result]));
  return deliveryDetail(ctx, row.id);
}
