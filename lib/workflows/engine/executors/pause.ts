import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { companies } from "@/db/schema";
import type { delayNode, waitForReplyNode } from "../../nodes/definitions";
import { secondsOf } from "../../nodes/fields";
import { nextTimeOfDay } from "../time-of-day";
import type { PauseExecutor } from "./types";

/** Delays and waits: the run sleeps in its row (wakeAt) and any worker wakes it on time. */

export const delayExecutor: PauseExecutor<z.output<typeof delayNode.config>> = {
  kind: "pause",
  timerHandle: "next",
  async pause(s) {
    if (s.config.mode === "duration") {
      const seconds = secondsOf(s.config.duration);
      return { until: new Date(Date.now() + seconds * 1000), waiting: false, input: { seconds } };
    }
    const [c] = await s.ctx.tx.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, s.ctx.companyId));
    const zone = c?.timezone ?? "UTC";
    return { until: nextTimeOfDay(new Date(), s.config.time, zone), waiting: false, input: { time: s.config.time, timeZone: zone } };
  },
};

export const waitForReplyExecutor: PauseExecutor<z.output<typeof waitForReplyNode.config>> = {
  kind: "pause",
  timerHandle: "timeout",
  async pause(s) {
    s.contactId(); // a wait without a contact could never be answered: fail it now
    const seconds = secondsOf(s.config.timeout);
    return { until: new Date(Date.now() + seconds * 1000), waiting: true, input: { timeoutSeconds: seconds } };
  },
};
