import type { TaskList } from "graphile-worker";
import { dispatchPendingEvents } from "@/lib/events/dispatch";
import { DISPATCH_TASK } from "@/lib/events/emit";
import { runSandboxStatus } from "@/lib/channels/chatapp/sandbox-callbacks";
import { SANDBOX_STATUS_TASK } from "@/lib/channels/chatapp/sandbox-provider";
import { runSandboxTemplateReview, SANDBOX_TEMPLATE_REVIEW_TASK } from "@/lib/channels/chatapp/sandbox-templates";
import { drainInbox, DRAIN_INBOX_TASK } from "@/lib/messaging/chatapp/inbound/inbox";
import { runStatusRetry, STATUS_RETRY_TASK } from "@/lib/messaging/chatapp/inbound/status-retry";
import { deliverBatch } from "@/lib/webhooks/deliver";
import { DELIVER_TASK } from "@/lib/webhooks/subscriber";

/** Every background task by name; later areas add theirs here. */
export const TASKS: TaskList = {
  [DISPATCH_TASK]: async () => {
    await dispatchPendingEvents();
  },
  [STATUS_RETRY_TASK]: async (payload) => {
    await runStatusRetry(payload as Parameters<typeof runStatusRetry>[0]);
  },
  [SANDBOX_STATUS_TASK]: async (payload) => {
    await runSandboxStatus(payload as Parameters<typeof runSandboxStatus>[0]);
  },
  [SANDBOX_TEMPLATE_REVIEW_TASK]: async (payload) => {
    await runSandboxTemplateReview(payload as { id: string });
  },
  [DRAIN_INBOX_TASK]: async () => {
    await drainInbox();
  },
  [DELIVER_TASK]: async (payload) => {
    await deliverBatch((payload as { ids: string[] }).ids);
  },
};

/**
 * Recurring work. The dispatcher sweep is a safety net: events are normally dispatched within
 * milliseconds by the job emitEvent enqueues with them.
 */
export const CRONTAB = [`* * * * * ${DISPATCH_TASK} ?max=1`, `* * * * * ${DRAIN_INBOX_TASK} ?max=1`].join("\n");
