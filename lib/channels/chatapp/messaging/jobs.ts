import "server-only";
import { minuteSweep } from "@/lib/jobs/minute-sweep";
import type { AreaJobs } from "@/lib/jobs/types";
import { CONSENT_REPLY_TASK } from "./inbound/consent-keywords";
import { sendConsentReply } from "./inbound/consent-reply";
import { drainInbox, DRAIN_INBOX_TASK, startInboxListener } from "./inbound/inbox";
import { runStatusRetry, STATUS_RETRY_TASK } from "./inbound/status-retry";

/** Chatapp messaging: the inbox of queued callbacks (drained on NOTIFY and every minute), status retries and consent confirmations. */
export const chatappMessagingJobs: AreaJobs = {
  name: "chatapp messaging",
  tasks: {
    [STATUS_RETRY_TASK]: async (payload) => {
      await runStatusRetry(payload as Parameters<typeof runStatusRetry>[0]);
    },
    [CONSENT_REPLY_TASK]: async (payload) => {
      await sendConsentReply(payload as Parameters<typeof sendConsentReply>[0]);
    },
    [DRAIN_INBOX_TASK]: async () => {
      await drainInbox();
    },
  },
  crontab: [minuteSweep(DRAIN_INBOX_TASK)],
  listeners: [startInboxListener],
};
