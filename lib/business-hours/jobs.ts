import "server-only";
import type { EventSubscriber } from "@/lib/events/types";
import type { AreaJobs } from "@/lib/jobs/types";
import { claimOutOfHoursReplies, OUT_OF_HOURS_TASK, sendOutOfHoursReply } from "./out-of-hours";

/** Customer messages that arrive while their inbox is closed claim an out-of-hours reply (in the dispatcher's transaction). */
export const outOfHoursSubscriber: EventSubscriber = {
  name: "out-of-hours-reply",
  async handle(tx, events) {
    await claimOutOfHoursReplies(tx, events);
  },
};

/** Business hours: the out-of-hours automatic reply, claimed from the outbox and sent by a durable job. */
export const businessHoursJobs: AreaJobs = {
  name: "business-hours",
  tasks: { [OUT_OF_HOURS_TASK]: sendOutOfHoursReply },
  subscribers: [outOfHoursSubscriber],
};
