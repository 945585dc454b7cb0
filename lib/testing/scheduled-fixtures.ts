import { systemCtx } from "@/lib/domain/context";
import { createScheduledMessage } from "@/lib/scheduled/create-scheduled-message";
import { createScheduledMessageInput } from "@/lib/scheduled/schemas";

/**
 * A PENDING scheduled message of a company made through the verb: a chatapp template (no
 * window needed) far in the future, so no engine sends it; for the security and fuzz suites.
 */
export async function scheduledOfCompany(companyId: string) {
  const input = createScheduledMessageInput.parse({
    channel: "CHATAPP",
    recipientRef: `1777${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
    scheduledFor: new Date(Date.now() + 200 * 86_400_000).toISOString(),
    payload: { kind: "template", templateName: "hello_world", languageCode: "en" },
    recurrence: "WEEKLY",
  });
  return createScheduledMessage({ ctx: systemCtx(companyId, "test"), input });
}
